import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsResponseSchema, type Settings } from '../../../../shared/contracts/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyLanguageSetting } from '../../../lib/i18n.ts';
import { applyTimeZone } from '../../../lib/time-zone.ts';
import { useSession } from '../../../lib/use-session.ts';
import { applyTheme } from '../lib/theme.ts';
import { settingsQueryKey } from './get-settings.ts';

/** PUT /api/me/settings: the role's whole set; answers the saved set. */
export function updateSettings(body: Settings): Promise<Settings> {
  return apiRequest('/me/settings', { method: 'PUT', body, schema: settingsResponseSchema });
}

/** Saves the settings, puts the answer in the cache and shows the page in its theme, time zone and language. */
export function useUpdateSettings() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsQueryKey(session), saved);
      applyTheme(saved.theme);
      applyTimeZone(saved.timezone);
      void applyLanguageSetting(saved.language);
    },
  });
}
