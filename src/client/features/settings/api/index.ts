export { getSettings, settingsKeys, settingsQueryOptions, useSettings } from './get-settings.ts';
export { updateSettings, useSavedConfirmation, useUpdateSettings } from './update-settings.ts';
