import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  settingsSchemaByRole,
  type DashboardRole,
  type SettingsByRole,
} from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_SETTINGS } from '../data/settings.ts';
import { delay } from '../lib/delay.ts';
import { dashboardKeys } from './query-keys.ts';
import { SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** The role's settings (spec §3 fields); saving is not part of the product (spec §2). */
export async function getSettings<R extends DashboardRole>(
  role: R,
  options: RequestOptions = {},
): Promise<SettingsByRole[R]> {
  await delay(options.delayMs ?? 0, options.signal);
  return settingsSchemaByRole[role].parse(SAMPLE_SETTINGS[role]) as SettingsByRole[R];
}

export function settingsQueryOptions<R extends DashboardRole>(role: R) {
  return queryOptions({
    queryKey: dashboardKeys.settings(role),
    queryFn: ({ signal }) => getSettings(role, { signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useSettings<R extends DashboardRole>(role: R) {
  return useQuery(settingsQueryOptions(role));
}
