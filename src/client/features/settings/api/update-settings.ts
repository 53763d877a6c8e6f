import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { settingsResponseSchema, type Settings } from '../../../../shared/contracts/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { applyLanguageSetting, currentLanguage } from '../../../lib/i18n.ts';
import { applyTimeZone } from '../../../lib/time-zone.ts';
import { useSession } from '../../../lib/use-session.ts';
import { applyTheme } from '../lib/theme.ts';
import { settingsKeys } from './get-settings.ts';

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
      client.setQueryData(settingsKeys.all(session), saved);
      // Before the language changes: the form drawn anew in it shows the confirmation too.
      client.setQueryData(settingsKeys.saved(session), true);
      applyTheme(saved.theme);
      applyTimeZone(saved.timezone);
      void applyLanguageSetting(saved.language);
    },
  });
}

/**
 * "Settings saved", shown until the next change. Saving a new language draws the page again from
 * scratch (lib/rendered-in-language.tsx), so the confirmation is read from the cache when the form
 * is drawn, and forgotten when the form goes away in the same language (the person left the page).
 */
export function useSavedConfirmation(): [saved: boolean, setSaved: (saved: boolean) => void] {
  const client = useQueryClient();
  const session = useSession();
  const key = useMemo(() => settingsKeys.saved(session), [session]);
  const [saved, setSavedHere] = useState(() => client.getQueryData(key) === true);
  useEffect(() => {
    const language = currentLanguage();
    return () => {
      if (currentLanguage() === language) client.removeQueries({ queryKey: key, exact: true });
    };
  }, [client, key]);
  const setSaved = (next: boolean) => {
    if (!next) client.removeQueries({ queryKey: key, exact: true });
    setSavedHere(next);
  };
  return [saved, setSaved];
}
