export { getStats, statsQueryOptions, useStats } from './get-stats.ts';
export { dashboardKeys } from './query-keys.ts';
export { type RequestOptions } from './request-options.ts';
