import type { FastifyInstance } from 'fastify';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DealSchedule } from '../deals/index.ts';
import { campaignSchedule, CampaignService, registerCampaignJobs } from './campaign.service.ts';
import { investingRoutes } from './investing.routes.ts';
import { InvestingService } from './investing.service.ts';
import { MatchingService, registerMatchingJob } from './matching.ts';

export interface InvestingModuleOptions {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  campaign: CampaignConfig;
  /** Whether this process runs scheduled work (the start-up sweep too). */
  runJobs: boolean;
}

/** What the rest of the app needs of investing: the campaign steps, and the schedule deals tell of their deadlines. */
export interface InvestingModule {
  campaign: CampaignService;
  investing: InvestingService;
  schedule: DealSchedule;
  /** Registers the backer's routes (under /api, after the deals' own). */
  registerRoutes(app: FastifyInstance, guards: Guards): Promise<void>;
}

/**
 * The investing part of the app: the campaign's jobs (close at the deadline, refunds at the
 * original one), the matching job, and the start-up sweep of whatever fell due while no instance ran.
 */
export function registerInvestingModule(app: FastifyInstance, options: InvestingModuleOptions): InvestingModule {
  const { db, clock, jobs } = options;
  const campaign = new CampaignService(db, clock, options.campaign);
  registerCampaignJobs(jobs, campaign);
  const schedule = campaignSchedule(jobs);
  if (options.runJobs) {
    // The start-up sweep: whatever fell due while no instance ran (jobs are kept, but a deal closed
    // by hand in the database, or a job lost with a restored backup, is caught here too).
    app.addHook('onReady', async () => {
      await campaign.runDue();
      await campaign.scheduleLiveDeadlines(schedule);
    });
  }
  const investing = new InvestingService(db, clock, options.campaign);
  registerMatchingJob(jobs, new MatchingService(db, clock, investing));
  return {
    campaign,
    investing,
    schedule,
    async registerRoutes(routesApp, guards) {
      await routesApp.register(investingRoutes, { prefix: '/api', investing, guards });
    },
  };
}
