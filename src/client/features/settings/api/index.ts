export { getSettings, settingsQueryKey, settingsQueryOptions, useSettings } from './get-settings.ts';
export { updateSettings, useUpdateSettings } from './update-settings.ts';
