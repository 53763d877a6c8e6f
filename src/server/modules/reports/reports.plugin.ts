import type { ModuleContext } from '../../module-context.ts';
import { HEALTH_JOB, ReportingHealthService } from './reporting-health.service.ts';
import { reportsRoutes } from './reports.routes.ts';
import { ReportsService } from './reports.service.ts';

/**
 * Quarterly reports and reporting health: the routes, the job that recomputes every funded deal's
 * health at each Indian midnight, and the start-up sweep that runs it at once (ADR 005).
 */
export async function registerReportsModule({ app, db, clock, jobs, config, guards, runJobs, uploads }: ModuleContext): Promise<void> {
  const health = new ReportingHealthService(db, clock, jobs, config.reportGraceMs);
  jobs.work(HEALTH_JOB, () => health.sweep());
  if (runJobs) app.addHook('onReady', () => health.scheduleNow());
  await app.register(reportsRoutes, { prefix: '/api', reports: new ReportsService(db, clock, config.reportGraceMs, health, uploads), guards });
}
