import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BackerSettings } from '../../../shared/contracts/settings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import { deals, users, type DealRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { formatInstantIn } from '../../lib/instant-text.ts';
import { moneyWhole, translateMessage } from '../../lib/localized.ts';
import { noticeTo, type NoticesDue } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { accountsOf, availableOf } from '../ledger/index.ts';
import { settingsOf } from '../me/index.ts';
import { commitmentsRepository } from '../commitments/index.ts';
import type { InvestingService } from './investing.service.ts';

/*
 * A new deal meets the backers it suits (platform.md §4): on publication, backers whose preferred
 * property types include the deal's asset class and whose risk tolerance accepts its risk are
 * alerted (`investment_alerts`) and, with `auto_invest`, get a commitment made for them through
 * the same service and ledger as one made by hand. A backer who named no property type has asked
 * for nothing to be matched. Runs as a job after the publishing transaction, once per deal.
 */

type Risk = 'low' | 'moderate' | 'high';

/** Above this projected ROI a Buy 'N' Hold deal counts as moderate risk: higher returns come with more uncertainty. */
const MODERATE_ROI_BPS = 1200;

/** A deal's risk, from its terms: a Fix 'N' Flip is high, a Buy 'N' Hold moderate above 12 % projected ROI, else low. */
export function dealRisk(deal: Pick<DealRow, 'campaignType' | 'projectedRoiBps'>): Risk {
  if (deal.campaignType === 'fix_n_flip') return 'high';
  return deal.projectedRoiBps > MODERATE_ROI_BPS ? 'moderate' : 'low';
}

/** The risk tolerances that accept a deal of this risk. */
const TOLERATING: Record<Risk, Risk[]> = { low: ['low', 'moderate', 'high'], moderate: ['moderate', 'high'], high: ['high'] };

export const MATCHING_JOB = 'deal.match-backers';

interface MatchedBacker {
  id: string;
  settings: BackerSettings;
  timezone: string;
}

export class MatchingService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #investing: InvestingService;

  constructor(db: Db, clock: Clock, investing: InvestingService) {
    this.#db = db;
    this.#clock = clock;
    this.#investing = investing;
  }

  /**
   * Alerts and auto-invests for a deal that went live. The alerts go once: the deal is marked
   * matched in their transaction, so a job delivered twice alerts once. The auto-investments then
   * go one by one, each for a backer without a commitment in the deal yet and idempotent per
   * backer and deal (its Idempotency-Key), so a run cut short and retried makes none twice.
   */
  async matchBackers(dealId: string): Promise<void> {
    await runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const [deal] = await tx
        .update(deals)
        .set({ matchedAt: now })
        .where(and(eq(deals.id, dealId), eq(deals.lifecycle, 'live'), isNull(deals.matchedAt)))
        .returning();
      if (!deal) return;
      const found = (await dealsRepository.find(tx, deal.id))!;
      await step.emit({
        type: 'notices.due',
        notices: (await this.#backersMatching(tx, deal)).map((backer) => ({
          userId: backer.id,
          title: msg('A new deal matches your preferences'),
          message: msg('{deal} ({assetClass}, {risk, select, low {low} moderate {moderate} other {high}} risk) is open for investment from {minimum}.'),
          values: { deal: found.property.title, assetClass: deal.assetClass, risk: dealRisk(deal), minimum: moneyWhole(deal.minimumTicket, deal.currency) },
          createdAt: now,
          onlyIf: 'investment_alerts' as const,
        })),
      });
    });
    const found = await dealsRepository.find(this.#db, dealId);
    if (found?.deal.lifecycle !== 'live') return;
    const investors = (await this.#backersMatching(this.#db, found.deal)).filter((backer) => backer.settings.auto_invest);
    const already = new Set(
      await commitmentsRepository.backersIn(
        this.#db,
        found.deal.id,
        investors.map((backer) => backer.id),
      ),
    );
    for (const backer of investors) {
      if (!already.has(backer.id)) await this.#autoInvest(found.deal, found.property.title, backer);
    }
  }

  async #backersMatching(db: Db, deal: DealRow): Promise<MatchedBacker[]> {
    const rows = await db
      .select({ id: users.id, role: users.role, settings: users.settings })
      .from(users)
      .where(
        and(
          eq(users.role, 'backer'),
          sql`${users.profile} -> 'investment_preferences' -> 'property_types' @> ${JSON.stringify([deal.assetClass])}::jsonb`,
          sql`(${users.riskProfile} is null or ${inArray(users.riskProfile, TOLERATING[dealRisk(deal)])})`,
        ),
      );
    return rows.map((row) => {
      const settings = settingsOf({ role: 'backer', settings: row.settings });
      return { id: row.id, settings, timezone: settings.timezone };
    });
  }

  /**
   * The most the backer's settings allow (`maximum_investment`), clamped to the deal's per-backer
   * maximum, the room left and the wallet's available money; nothing when that falls below the
   * backer's `minimum_investment` or the deal's minimum ticket. The backer is told either way.
   */
  async #autoInvest(deal: DealRow, title: string, backer: MatchedBacker): Promise<void> {
    const current = (await dealsRepository.find(this.#db, deal.id))?.deal ?? deal;
    const wallet = (await accountsOf(this.#db, backer.id, 'backer_wallet')).find((account) => account.currency === deal.currency);
    const available = wallet ? availableOf(wallet) : 0n;
    const lowest = [BigInt(backer.settings.maximum_investment) * 100n, available, current.target - current.raised];
    if (deal.maximumPerBacker !== null) lowest.push(deal.maximumPerBacker);
    const amount = lowest.reduce((a, b) => (b < a ? b : a));
    const floor =
      BigInt(backer.settings.minimum_investment) * 100n > deal.minimumTicket ? BigInt(backer.settings.minimum_investment) * 100n : deal.minimumTicket;
    const money = (value: bigint) => moneyWhole(value, deal.currency);
    if (amount < floor) {
      await this.#tell(backer.id, {
        title: msg('Auto-invest skipped'),
        message:
          current.target - current.raised < floor
            ? msg(
                '{deal} matches your preferences, but auto-invest could not commit at least {floor}: {available} is available in your wallet and less than that is left to raise.',
              )
            : msg('{deal} matches your preferences, but auto-invest could not commit at least {floor}: {available} is available in your wallet.'),
        values: { deal: title, floor: money(floor), available: money(available) },
      });
      return;
    }
    try {
      const answer = await this.#investing.commit({ sub: backer.id, role: 'backer' }, deal.id, amount, `auto-invest-${deal.id}`);
      const until = answer.body.cancellable_until;
      await this.#tell(backer.id, {
        title: msg('Auto-invest committed'),
        message: until
          ? msg('Auto-invest committed {amount} to {deal}. You can cancel it from your portfolio until {until}.')
          : msg('Auto-invest committed {amount} to {deal}.'),
        values: {
          amount: money(amount),
          deal: title,
          until: (language) => (until ? formatInstantIn(new Date(until), backer.timezone, language) : ''),
        },
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.#tell(backer.id, {
        title: msg('Auto-invest skipped'),
        message: msg('{deal} matches your preferences, but auto-invest could not commit: {reason}'),
        values: { deal: title, reason: (language) => translateMessage(language, error.message, error.values) },
      });
    }
  }

  /** A backer is told how their auto-investment went: a step of its own, after the commitment's. */
  async #tell(backerId: string, notice: Omit<NoticesDue['notices'][number], 'userId' | 'createdAt'>): Promise<void> {
    await runStep(this.#db, this.#clock, (step) => step.emit(noticeTo(step, backerId, notice)));
  }
}

/** The job that matches a deal's backers, scheduled in the publishing transaction (`DealSchedule.published`). */
export function registerMatchingJob(jobs: JobQueue, matching: MatchingService): void {
  jobs.work(MATCHING_JOB, async (job) => {
    await matching.matchBackers(job.key);
  });
}
