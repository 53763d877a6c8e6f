import type { DashboardRole } from '../../../../shared/contracts/dashboard.ts';

/** Query keys for dashboard data; everything sits under 'dashboard' so it can be reset at once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (role: DashboardRole) => [...dashboardKeys.all, 'stats', role] as const,
};
