import type { Valuation, ValuationInput, ValuationList } from '../../../shared/contracts/holdings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { ValuationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import { canSeeDeal, type Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { holdersOf } from './units.ts';
import { valuationsRepository } from './valuations.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');

/** Lifecycles whose valuations are read: funded, and exited (their history stays public). Only a funded deal is valued anew. */
const VALUED = new Set(['funded', 'exited']);

/**
 * Valuations (after-funding.md §1): the admin records the equity's value per 10,000 of face value
 * on a date, from a valuer's report; each holder is told what the holding is now worth.
 */
export class ValuationsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async record(actor: Actor, dealId: string, input: ValuationInput): Promise<Valuation> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found) throw new DomainError('not_found', DEAL_NOT_FOUND);
    if (found.deal.lifecycle !== 'funded') throw new DomainError('deal_not_funded', msg('Only a funded deal has a value to record.'));
    const row = await runStep(this.#db, this.#clock, async (step) => {
      const created = await valuationsRepository.insert(step.tx, {
        dealId: found.deal.id,
        valuedOn: input.valued_on,
        priceBps: input.price_bps,
        note: input.note,
        recordedBy: actor.sub,
        createdAt: step.now,
      });
      // One event for all the holders: their notifications are written in a few statements, not a few each.
      await step.emit({
        type: 'notices.due',
        notices: (await holdersOf(step.tx, found.deal.id)).map((holder) => ({
          userId: holder.holderId,
          title: msg('Valuation recorded'),
          message: msg('{deal} was valued on {date} at {price} of its face value: your holding is now worth {value}.'),
          values: {
            deal: found.property.title,
            date: input.valued_on,
            price: `${(input.price_bps / 100).toFixed(2)}%`,
            value: money((holder.faceValue * BigInt(input.price_bps)) / 10_000n, found.deal.currency),
          },
          createdAt: step.now,
        })),
      });
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'valuation.recorded',
        subjectType: 'deal',
        subjectId: found.deal.id,
        after: { valued_on: input.valued_on, price_bps: input.price_bps },
      });
      return created;
    });
    return toValuation(row);
  }

  /** A funded deal's valuations, oldest first: anyone may see them, with the valuer's reports and the admin's notes. */
  async ofDeal(actor: Actor | undefined, dealId: string): Promise<ValuationList['items']> {
    const found = await valuedDeal(this.#db, actor, dealId);
    const rows = await valuationsRepository.ofDeal(this.#db, found.deal.id);
    return rows.map((row) => ({ id: row.id, valued_on: row.valuedOn, price_bps: row.priceBps, note: row.note, report_url: row.reportUrl }));
  }
}

/** A deal whose valuations the actor may read: a funded deal they may see; 404 otherwise. */
export async function valuedDeal(db: Db, actor: Actor | undefined, dealId: string) {
  const found = await dealsRepository.find(db, dealId);
  if (!found || !canSeeDeal(actor, found.deal) || !VALUED.has(found.deal.lifecycle)) throw new DomainError('not_found', DEAL_NOT_FOUND);
  return found;
}

function toValuation(row: ValuationRow): Valuation {
  return {
    id: row.id,
    deal_id: row.dealId,
    valued_on: row.valuedOn,
    price_bps: row.priceBps,
    note: row.note,
    report_url: row.reportUrl,
    created_at: row.createdAt.toISOString(),
  };
}
