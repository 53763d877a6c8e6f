import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema, type DashboardRole, type Stats } from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_STATS } from '../data/stats.ts';
import { delay } from '../lib/delay.ts';
import { dashboardKeys } from './query-keys.ts';
import { SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** The role's six Stats charts. */
export async function getStats(role: DashboardRole, options: RequestOptions = {}): Promise<Stats> {
  await delay(options.delayMs ?? 0, options.signal);
  return statsSchema.parse(SAMPLE_STATS[role]);
}

export function statsQueryOptions(role: DashboardRole) {
  return queryOptions({
    queryKey: dashboardKeys.stats(role),
    queryFn: ({ signal }) => getStats(role, { signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useStats(role: DashboardRole) {
  return useQuery(statsQueryOptions(role));
}
