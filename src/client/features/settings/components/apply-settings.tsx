import { useSettings } from '../api/get-settings.ts';

/**
 * Loads a signed-in person's settings on whatever page they open, so the page takes on their
 * language, theme and time zone there too, not only once they reach the dashboard.
 */
export function ApplySettings() {
  useSettings();
  return null;
}
