export { getSettings, settingsQueryKey, settingsQueryOptions, useSettings } from './get-settings.ts';
export { updateSettings, useSavedConfirmation, useUpdateSettings } from './update-settings.ts';
