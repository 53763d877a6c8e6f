import type { DashboardRole } from '../../../../shared/contracts/dashboard.ts';

/** Query keys for dashboard data; everything sits under 'dashboard' so it can be reset at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  deals: () => [...dashboardKeys.all, 'deals'] as const,
  notifications: () => [...dashboardKeys.all, 'notifications'] as const,
  profile: (role: DashboardRole) => [...dashboardKeys.all, 'profile', role] as const,
  settings: (role: DashboardRole) => [...dashboardKeys.all, 'settings', role] as const,
  stats: (role: DashboardRole) => [...dashboardKeys.all, 'stats', role] as const,
};
