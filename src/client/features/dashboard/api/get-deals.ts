import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealListSchema, type Deal } from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_DEALS } from '../data/deals.ts';
import { delay } from '../lib/delay.ts';
import { dashboardKeys } from './query-keys.ts';
import { SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** Every live deal; the Live Deals page filters them with `filterDeals`. */
export async function getDeals(options: RequestOptions = {}): Promise<Deal[]> {
  await delay(options.delayMs ?? 0, options.signal);
  return dealListSchema.parse(SAMPLE_DEALS);
}

export function dealsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.deals(),
    queryFn: ({ signal }) => getDeals({ signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useDeals() {
  return useQuery(dealsQueryOptions());
}
