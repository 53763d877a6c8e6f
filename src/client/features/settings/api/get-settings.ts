import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsResponseSchema, type Settings } from '../../../../shared/contracts/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import { applyLanguageSetting } from '../../../lib/i18n.ts';
import { applyTimeZone } from '../../../lib/time-zone.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { applyTheme } from '../lib/theme.ts';

/** GET /api/me/settings: the signed-in person's whole set of settings for their role; the page takes on their theme, time zone and language. */
export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const settings = await apiRequest('/me/settings', { schema: settingsResponseSchema, signal });
  applyTheme(settings.theme);
  applyTimeZone(settings.timezone);
  void applyLanguageSetting(settings.language);
  return settings;
}

/** The keys of GET /api/me/settings, and of whether the last save is still to be confirmed (kept in the cache, which a change of language does not re-render). */
export const settingsKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'settings'] as const,
  saved: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'settings-saved'] as const,
};

export function settingsQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: settingsKeys.all(session),
    queryFn: ({ signal }) => getSettings(signal),
    enabled: session !== null,
    staleTime: 5 * 60_000,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions(useSession()));
}
