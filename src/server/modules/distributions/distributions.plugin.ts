import type { ModuleContext } from '../../module-context.ts';
import { distributionsRoutes } from './distributions.routes.ts';
import { PAY_JOB } from './accounts.ts';
import { DistributionsService } from './distributions.service.ts';
import { evidenceRoutes } from './evidence.routes.ts';
import { EvidenceService } from './evidence.service.ts';
import { PayoutsService } from './payouts.service.ts';

/**
 * Distributions: the proposer's drafts and their lines' evidence, the admin's maker-and-checker steps, the job that pays an
 * approved distribution once, the backer's payouts and Rupee Trails, and the start-up sweep that
 * hands approved, unpaid distributions to the job again.
 */
export async function registerDistributionsModule({ app, db, clock, jobs, config, guards, runJobs, uploads }: ModuleContext): Promise<void> {
  const distributions = new DistributionsService(db, clock, jobs, config.escrow, uploads);
  jobs.work(PAY_JOB, async (job) => {
    // A long run says how far it has got, batch by batch.
    await distributions.pay(job.key, config.payoutBatchHolders, (progress) => app.log.info({ distribution: job.key, ...progress }, 'distribution batch paid'));
  });
  if (runJobs) app.addHook('onReady', () => distributions.scheduleUnpaid());
  await app.register(distributionsRoutes, { prefix: '/api', distributions, payouts: new PayoutsService(db), guards });
  await app.register(evidenceRoutes, { prefix: '/api', evidence: new EvidenceService(db, clock, uploads), guards });
}
