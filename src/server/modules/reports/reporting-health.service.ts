import { msg } from '../../../shared/i18n/msg.ts';
import { indianDate, startOfIndianDay } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { translateMessage } from '../../lib/localized.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { payHeldFeesToHolders } from '../distributions/index.ts';
import { holdersOf } from '../holdings/index.ts';
import { reportingHealth } from './reporting-health.ts';
import { reportsRepository } from './reports.repository.ts';

/** Recomputes every funded deal's reporting health; runs at each Indian midnight, when reports fall due. */
export const HEALTH_JOB = 'reports.health';
const HEALTH_KEY = 'all';
const DAY_MS = 86_400_000;

const HEALTH_WORDS = {
  on_time: msg('on time'),
  late: msg('late'),
  non_reporting: msg('non-reporting'),
} as const;

/**
 * A deal's reporting health, kept on the deal (after-funding.md §4; ADR 005): recomputed for every
 * funded deal by a job at each Indian midnight (deadlines fall on one: a quarter ends at one, and
 * REPORT_GRACE is whole days by default) and at start-up, and for one deal when a report is
 * accepted. The health is stored by a conditional update, so of two runs at once only one tells
 * the deal's backers of a change; a non-reporting deal's held fees go to its holders (once: the
 * held distributions are locked and marked, fee-hold.ts).
 */
export class ReportingHealthService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #jobs: JobQueue;
  readonly #graceMs: number;

  constructor(db: Db, clock: Clock, jobs: JobQueue, graceMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#jobs = jobs;
    this.#graceMs = graceMs;
  }

  /** One deal's health, from what is committed; answers it (null before the first report falls due, or for a deal not funded). */
  async recompute(dealId: string): Promise<string | null> {
    return runStep(this.#db, this.#clock, async (step) => {
      const found = await dealsRepository.find(step.tx, dealId);
      if (!found || found.deal.lifecycle !== 'funded' || !found.deal.closedAt) return null;
      const { deal, property } = found;
      const fundedAt = found.deal.closedAt;
      const accepted = await reportsRepository.acceptedQuarters(step.tx, deal.id);
      const { health } = reportingHealth({ fundedAt, now: step.now, graceMs: this.#graceMs, accepted });
      if (await reportsRepository.setHealth(step.tx, deal.id, health, step.now)) {
        await step.emit({
          type: 'action.taken',
          actorId: null,
          action: 'deal.reporting_health_changed',
          subjectType: 'deal',
          subjectId: deal.id,
          before: { reporting_health: deal.reportingHealth },
          after: { reporting_health: health },
        });
        const holders = await holdersOf(step.tx, deal.id);
        if (health && holders.length > 0) {
          await step.emit({
            type: 'notices.due',
            notices: holders.map((holder) => ({
              userId: holder.holderId,
              title: msg('Reporting health changed'),
              message:
                health === 'non_reporting'
                  ? msg(
                      "{deal}'s sponsor is now {health}: four quarterly reports in a row are missing. The management fees held for them will be paid to you as compensation.",
                    )
                  : msg("{deal}'s sponsor is now {health} with its quarterly reports."),
              values: { deal: property.title, health: (language) => translateMessage(language, HEALTH_WORDS[health]) },
              createdAt: step.now,
            })),
          });
        }
      }
      if (health === 'non_reporting') await payHeldFeesToHolders(step, deal, this.#jobs);
      return health;
    });
  }

  /** Every funded deal's health, then the next run at the coming Indian midnight. */
  async sweep(): Promise<void> {
    for (const deal of await reportsRepository.fundedDeals(this.#db)) await this.recompute(deal.id);
    const tomorrow = startOfIndianDay(indianDate(new Date(this.#clock.now().getTime() + DAY_MS)));
    await this.#jobs.schedule(HEALTH_JOB, HEALTH_KEY, tomorrow);
  }

  /** The start-up sweep: a run now (a missed midnight, a lost job), which schedules the next. */
  async scheduleNow(): Promise<void> {
    await this.#jobs.schedule(HEALTH_JOB, HEALTH_KEY, new Date(0));
  }
}
