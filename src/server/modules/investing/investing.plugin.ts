import type { ModuleContext } from '../../module-context.ts';
import type { DealSchedule } from '../deals/index.ts';
import { campaignSchedule, CampaignService, registerCampaignJobs } from './campaign.service.ts';
import { investingRoutes } from './investing.routes.ts';
import { InvestingService } from './investing.service.ts';
import { MatchingService, registerMatchingJob } from './matching.ts';
import { ReturnsService } from './returns.service.ts';

/** What the rest of the app needs of investing: the campaign steps, and the schedule deals tell of their deadlines. */
export interface InvestingModule {
  campaign: CampaignService;
  schedule: DealSchedule;
}

/**
 * The investing part of the app: the backer's routes (commitments, extension answers, portfolio),
 * the campaign's jobs (close at the deadline, refunds at the original one), the matching job, and
 * the start-up sweep of whatever fell due while no instance ran.
 */
export async function registerInvestingModule({ app, db, clock, jobs, config, guards, runJobs }: ModuleContext): Promise<InvestingModule> {
  const campaign = new CampaignService(db, clock, config.campaign);
  registerCampaignJobs(jobs, campaign);
  const schedule = campaignSchedule(jobs);
  if (runJobs) {
    // The start-up sweep: whatever fell due while no instance ran (jobs are kept, but a deal closed
    // by hand in the database, or a job lost with a restored backup, is caught here too).
    app.addHook('onReady', async () => {
      await campaign.runDue();
      await campaign.scheduleLiveDeadlines(schedule);
    });
  }
  const investing = new InvestingService(db, clock, config.campaign);
  registerMatchingJob(jobs, new MatchingService(db, clock, investing));
  await app.register(investingRoutes, { prefix: '/api', investing, returns: new ReturnsService(db, clock), guards });
  return { campaign, schedule };
}
