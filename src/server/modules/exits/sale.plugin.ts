import type { ModuleContext } from '../../module-context.ts';
import { saleRoutes } from './sale.routes.ts';
import { CLOSE_VOTE_JOB, SaleService } from './sale.service.ts';

/**
 * The sale of the property: its routes, the job that decides each vote at its close, and the
 * start-up sweep that schedules the close of every open vote again (ADR 005).
 */
export async function registerSaleRoutes({ app, db, clock, jobs, config, guards, runJobs, uploads }: ModuleContext): Promise<SaleService> {
  const sale = new SaleService(db, clock, jobs, uploads, config.exits.voteDurationMs);
  jobs.work(CLOSE_VOTE_JOB, async (job) => {
    await sale.closeVote(job.key);
  });
  if (runJobs) app.addHook('onReady', () => sale.scheduleOpen());
  await app.register(saleRoutes, { prefix: '/api', sale, guards });
  return sale;
}
