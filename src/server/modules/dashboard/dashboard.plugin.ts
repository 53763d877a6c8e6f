import type { ModuleContext } from '../../module-context.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DashboardService } from './dashboard.service.ts';

/** The dashboards' figures (the totals the step subscriber keeps are `totalsSubscriber`). */
export async function registerDashboardModule({ app, db, clock, guards }: ModuleContext): Promise<void> {
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: new DashboardService(db, clock), guards });
}
