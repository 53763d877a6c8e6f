import type { Deal, DealList, DealListQuery } from '../../../shared/contracts/deals.ts';
import { formatMoneyWhole } from '../../../shared/money-format.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { flushTotals, recordTotals } from '../dashboard/totals.ts';
import { commitmentsRepository } from '../investing/commitments.repository.ts';
import { describeDuration } from '../investing/duration-text.ts';
import { notify } from '../notifications/notify.ts';
import { toDeal } from './deal-view.ts';
import { dealsRepository, type DealWithProperty } from './deals.repository.ts';

const DEAL_NOT_FOUND = 'There is no deal at this address.';

/** When a deal's deadlines fall, the scheduled work is told (the job queue, or nothing in tests that run it by hand). */
export interface DealSchedule {
  deadlinesSet(tx: Db, dealId: string, deadlines: { close: Date; consentRefunds?: Date }): Promise<void>;
}

/** Reading deals, and the campaign steps of their proposer: publish and extend. */
export class DealsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #campaign: CampaignConfig;
  readonly #schedule: DealSchedule;

  constructor(options: { db: Db; clock: Clock; campaign: CampaignConfig; schedule: DealSchedule }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#campaign = options.campaign;
    this.#schedule = options.schedule;
  }

  async get(actor: Actor | undefined, id: string): Promise<Deal> {
    const found = await this.#visible(this.#db, actor, id);
    return this.#view(this.#db, actor, found);
  }

  async list(actor: Actor, query: DealListQuery): Promise<DealList> {
    const { rows, total } = await dealsRepository.list(this.#db, query);
    return { total, page: query.page, page_size: query.page_size, items: await this.#views(this.#db, actor, rows) };
  }

  /** An approved deal goes live: listed now, closing CAMPAIGN_DURATION later. */
  async publish(actor: Actor, id: string): Promise<Deal> {
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await this.#visible(tx, actor, id);
      if (!canManageDeal(actor, found.deal) || actor.role !== 'proposer') {
        throw new HttpError(403, 'Only the deal\'s proposer can publish it.', { code: 'forbidden' });
      }
      const deal = await dealsRepository.lock(tx, id);
      if (deal?.lifecycle !== 'approved') throw new HttpError(409, 'Only an approved deal can be published.', { code: 'deal_not_approved' });
      const now = this.#clock.now();
      const deadline = new Date(now.getTime() + this.#campaign.durationMs);
      const live = await dealsRepository.update(tx, id, { lifecycle: 'live', listedAt: now, deadline, originalDeadline: deadline, updatedAt: now });
      await this.#schedule.deadlinesSet(tx, id, { close: deadline });
      await recordAudit(tx, { actorId: actor.sub, action: 'deal.published', subjectType: 'deal', subjectId: id, after: { deadline }, at: now });
      recordTotals(tx, now, { kind: 'live', assetClass: deal.assetClass, roiBps: deal.projectedRoiBps });
      await flushTotals(tx);
      return this.#view(tx, actor, { deal: live!, property: found.property });
    });
  }

  /**
   * Once, while live, the proposer moves the deadline by EXTENSION_DURATION. Every backer is asked
   * to stay in; whoever has not said yes by the original deadline is refunded then.
   */
  async extend(actor: Actor, id: string): Promise<Deal> {
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await this.#visible(tx, actor, id);
      if (actor.role !== 'proposer' || !canManageDeal(actor, found.deal)) {
        throw new HttpError(403, 'Only the deal\'s proposer can extend its campaign.', { code: 'forbidden' });
      }
      const now = this.#clock.now();
      const deal = (await dealsRepository.lock(tx, id))!;
      if (deal.lifecycle !== 'live' || deal.deadline === null || deal.deadline <= now) {
        throw new HttpError(409, 'Only a live campaign can be extended.', { code: 'deal_not_open' });
      }
      if (deal.extended) throw new HttpError(409, 'This campaign has already been extended once.', { code: 'already_extended' });
      const deadline = new Date(deal.deadline.getTime() + this.#campaign.extensionMs);
      const extended = await dealsRepository.update(tx, id, { deadline, extended: true, updatedAt: now });
      await this.#schedule.deadlinesSet(tx, id, { close: deadline, consentRefunds: deal.deadline });
      const holds = await commitmentsRepository.committedTo(tx, id);
      const title = found.property.title;
      for (const backerId of new Set(holds.map((hold) => hold.backerId))) {
        await notify(tx, backerId, {
          title: 'Extension requested',
          message: `${title} has asked for ${describeDuration(this.#campaign.extensionMs)} more to reach its target. Confirm in your portfolio that you stay in, or take your money back now; without an answer by ${deal.deadline.toISOString().slice(0, 10)} it is refunded.`,
          createdAt: now,
        });
      }
      await recordAudit(tx, {
        actorId: actor.sub,
        action: 'deal.extended',
        subjectType: 'deal',
        subjectId: id,
        before: { deadline: deal.deadline },
        after: { deadline, raised: formatMoneyWhole(deal.raised, deal.currency) },
        at: now,
      });
      return this.#view(tx, actor, { deal: extended!, property: found.property });
    });
  }

  async #visible(db: Db, actor: Actor | undefined, id: string): Promise<DealWithProperty> {
    const found = await dealsRepository.find(db, id);
    if (!found || !canSeeDeal(actor, found.deal)) throw new HttpError(404, DEAL_NOT_FOUND, { code: 'not_found' });
    return found;
  }

  async #view(db: Db, actor: Actor | undefined, found: DealWithProperty): Promise<Deal> {
    const [view] = await this.#views(db, actor, [found]);
    return view!;
  }

  /**
   * The deals as this actor sees them: reviews where the actor manages the deal, a backer's own
   * commitments. Two queries at most, whatever the number of deals (a page of Live Deals).
   */
  async #views(db: Db, actor: Actor | undefined, found: DealWithProperty[]): Promise<Deal[]> {
    const managed = actor ? found.filter(({ deal }) => canManageDeal(actor, deal)).map(({ deal }) => deal.id) : [];
    const ids = found.map(({ deal }) => deal.id);
    const reviews = await dealsRepository.reviewsOf(db, managed);
    const mine = actor?.role === 'backer' ? await commitmentsRepository.ofBackerInDeals(db, ids, actor.sub) : [];
    return found.map((row) =>
      toDeal(
        row,
        reviews.filter((review) => review.dealId === row.deal.id),
        mine.filter((commitment) => commitment.dealId === row.deal.id),
        this.#campaign.cancelCutoffMs,
      ),
    );
  }
}
