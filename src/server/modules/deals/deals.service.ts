import type { Deal, DealList, DealListQuery } from '../../../shared/contracts/deals.ts';
import type { CampaignConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { formatInstantIn } from '../../lib/instant-text.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { flushTotals, recordTotals } from '../dashboard/totals.ts';
import { commitmentsRepository } from '../investing/commitments.repository.ts';
import { describeDuration, formatAmount } from '../investing/money-text.ts';
import { settingsOf } from '../me/me-view.ts';
import { notify } from '../notifications/notify.ts';
import { usersRepository } from '../users/users.repository.ts';
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
    const items = [];
    for (const row of rows) items.push(await this.#view(this.#db, actor, row));
    return { total, page: query.page, page_size: query.page_size, items };
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
        // The original deadline to the minute, in the backer's time zone: a short campaign's day alone misleads.
        const backer = await usersRepository.findById(tx, backerId);
        const answerBy = formatInstantIn(deal.deadline, backer ? settingsOf(backer).timezone : 'UTC+0');
        await notify(tx, backerId, {
          title: 'Extension requested',
          message: `${title} has asked for ${describeDuration(this.#campaign.extensionMs)} more to reach its target. Confirm in your portfolio that you stay in, or take your money back now; without an answer by ${answerBy} it is refunded.`,
          createdAt: now,
        });
      }
      await recordAudit(tx, {
        actorId: actor.sub,
        action: 'deal.extended',
        subjectType: 'deal',
        subjectId: id,
        before: { deadline: deal.deadline },
        after: { deadline, raised: formatAmount(deal.raised, deal.currency) },
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
    const reviews = actor && canManageDeal(actor, found.deal) ? await dealsRepository.reviews(db, found.deal.id) : [];
    const mine = actor?.role === 'backer' ? await commitmentsRepository.ofBackerInDeal(db, found.deal.id, actor.sub) : [];
    return toDeal(found, reviews, mine, this.#campaign.cancelCutoffMs);
  }
}
