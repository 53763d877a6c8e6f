import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { runStep } from '../../steps/run-step.ts';
import { type DealSchedule, dealsRepository } from '../deals/index.ts';
import { closeAtDeadline, refundWithoutConsent } from './campaign.ts';
import { MATCHING_JOB } from './matching.ts';

/**
 * The scheduled steps of a campaign, one deal per transaction: the deadline jobs call `close` and
 * `refundWithoutConsent` for their deal; the start-up sweep calls `runDue` to catch anything that
 * fell due while no instance ran. Each step is idempotent, so running it twice does nothing more.
 */
export class CampaignService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #config: CampaignConfig;

  constructor(db: Db, clock: Clock, config: CampaignConfig) {
    this.#db = db;
    this.#clock = clock;
    this.#config = config;
  }

  /** Closes the deal if its deadline has passed: funded or failed with refunds. */
  async close(dealId: string): Promise<'funded' | 'failed' | 'not_due'> {
    return runStep(this.#db, this.#clock, async (step) => {
      const found = await dealsRepository.find(step.tx, dealId);
      if (!found) return 'not_due';
      const closed = await closeAtDeadline(step, dealId, { name: found.property.title }, this.#config);
      return closed ? (closed.lifecycle as 'funded' | 'failed') : 'not_due';
    });
  }

  /** Refunds the backers of an extended deal who did not consent, once its original deadline has passed. */
  async refundWithoutConsent(dealId: string): Promise<number> {
    return runStep(this.#db, this.#clock, async (step) => {
      const found = await dealsRepository.find(step.tx, dealId);
      if (!found) return 0;
      return refundWithoutConsent(step, dealId, { name: found.property.title });
    });
  }

  /**
   * Gives every live deal its jobs (scheduling again only moves a waiting job): deals written
   * without a running queue (the demo history, a restored backup) close on time too.
   */
  async scheduleLiveDeadlines(schedule: DealSchedule): Promise<void> {
    for (const deal of await dealsRepository.liveDeadlines(this.#db)) {
      await schedule.deadlinesSet(this.#db, deal.id, {
        close: deal.deadline,
        ...(deal.extended && deal.originalDeadline ? { consentRefunds: deal.originalDeadline } : {}),
      });
    }
  }

  /** Everything due now: consent refunds first, then closes. Returns how many deals each step touched. */
  async runDue(): Promise<{ refunded: number; closed: number }> {
    const now = this.#clock.now();
    let refunded = 0;
    for (const id of await dealsRepository.dueForConsentRefunds(this.#db, now)) refunded += (await this.refundWithoutConsent(id)) > 0 ? 1 : 0;
    let closed = 0;
    for (const id of await dealsRepository.dueForClose(this.#db, now)) closed += (await this.close(id)) === 'not_due' ? 0 : 1;
    return { refunded, closed };
  }
}

/** The jobs of a campaign, one of each per deal (keyed by its id). */
const CLOSE_JOB = 'deal.close';
const CONSENT_REFUNDS_JOB = 'deal.consent-refunds';

/**
 * Deadlines become jobs in the transaction that sets them (publish, extend): the job exists
 * exactly when the deadline does, and scheduling the same deal again moves its job.
 */
export function campaignSchedule(jobs: JobQueue): DealSchedule {
  return {
    async deadlinesSet(tx, dealId, deadlines) {
      await jobs.schedule(CLOSE_JOB, dealId, deadlines.close, undefined, { db: tx });
      if (deadlines.consentRefunds) await jobs.schedule(CONSENT_REFUNDS_JOB, dealId, deadlines.consentRefunds, undefined, { db: tx });
    },
    async published(tx, dealId) {
      // At once (a past time): the job waits only for the publishing transaction to commit.
      await jobs.schedule(MATCHING_JOB, dealId, new Date(0), undefined, { db: tx });
    },
  };
}

/**
 * The handlers: each is idempotent (its step starts with a conditional update and reads the time
 * from the Clock), so a job delivered twice, or run by two instances, does its work once.
 */
export function registerCampaignJobs(jobs: JobQueue, campaign: CampaignService): void {
  jobs.work(CLOSE_JOB, async (job) => {
    await campaign.close(job.key);
  });
  jobs.work(CONSENT_REFUNDS_JOB, async (job) => {
    await campaign.refundWithoutConsent(job.key);
  });
}
