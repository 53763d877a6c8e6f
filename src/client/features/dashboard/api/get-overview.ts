import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewSchema, type Overview } from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_OVERVIEW } from '../data/overview.ts';
import { delay } from '../lib/delay.ts';
import { dashboardKeys } from './query-keys.ts';
import { OVERVIEW_DELAY_MS, SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** Overview data (KPIs, fundraising, charts, recent investments) after the spec's 1 s wait. */
export async function getOverview(options: RequestOptions = {}): Promise<Overview> {
  await delay(options.delayMs ?? OVERVIEW_DELAY_MS, options.signal);
  return overviewSchema.parse(SAMPLE_OVERVIEW);
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: ({ signal }) => getOverview({ signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
