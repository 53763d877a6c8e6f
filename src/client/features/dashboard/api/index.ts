export { getDeals, dealsQueryOptions, useDeals } from './get-deals.ts';
export {
  getNotifications,
  notificationsQueryOptions,
  useMarkAllNotificationsRead,
  useNotifications,
} from './get-notifications.ts';
export { getOverview, overviewQueryOptions, useOverview } from './get-overview.ts';
export { getProfile, profileQueryOptions, useProfile } from './get-profile.ts';
export { getSettings, settingsQueryOptions, useSettings } from './get-settings.ts';
export { getStats, statsQueryOptions, useStats } from './get-stats.ts';
export { dashboardKeys } from './query-keys.ts';
export { OVERVIEW_DELAY_MS, type RequestOptions } from './request-options.ts';
