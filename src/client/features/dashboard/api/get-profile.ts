import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  profileSchemaByRole,
  type DashboardRole,
  type ProfileByRole,
} from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_PROFILES } from '../data/profiles.ts';
import { delay } from '../lib/delay.ts';
import { dashboardKeys } from './query-keys.ts';
import { SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** The signed-in role's profile; the result type follows the role (backer → BackerProfile). */
export async function getProfile<R extends DashboardRole>(
  role: R,
  options: RequestOptions = {},
): Promise<ProfileByRole[R]> {
  await delay(options.delayMs ?? 0, options.signal);
  // Indexing by a generic key widens the schema to the union; the role picks the right one.
  return profileSchemaByRole[role].parse(SAMPLE_PROFILES[role]) as ProfileByRole[R];
}

export function profileQueryOptions<R extends DashboardRole>(role: R) {
  return queryOptions({
    queryKey: dashboardKeys.profile(role),
    queryFn: ({ signal }) => getProfile(role, { signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useProfile<R extends DashboardRole>(role: R) {
  return useQuery(profileQueryOptions(role));
}
