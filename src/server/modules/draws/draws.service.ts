import type { CapitalReturn, Draw, DrawList } from '../../../shared/contracts/draws.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { DealDrawRow, DealRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository, drawScheduleOf } from '../deals/index.ts';
import { approvedCapitalReturn } from '../distributions/index.ts';
import { holdersOf } from '../holdings/index.ts';
import { type AccountKey, accountKeys, lockAccountsOf, transfer } from '../ledger/index.ts';
import type { NotificationEntry } from '../notifications/index.ts';
import { userAccounts } from '../users/index.ts';
import { drawAmounts } from './amounts.ts';
import { anyDraw, drawingDeal, NO_SUCH_DRAW, nextDraw, ownDraw, wrongStatus } from './draw-access.ts';
import { drawsRepository } from './draws.repository.ts';

/** The line of the distribution that returns the undrawn money, as its reader sees it (a line's label is stored as written). */
const CAPITAL_RETURN_LABEL = 'Undrawn construction money returned';

/** A funded Fix 'N' Flip deal's money, less the platform fee, until its draws release it (owner: the deal). */
export const constructionEscrow = (deal: Pick<DealRow, 'id' | 'currency'>): AccountKey => accountKeys.ofDeal(deal, 'construction_escrow');

const payableOf = accountKeys.proposerPayable;

/**
 * At funding, inside the funding step: the deal's milestones become its draws, each with its
 * exact amount of what the construction escrow received (the last takes the remainder).
 */
export async function openDraws(tx: Db, deal: DealRow, escrowed: bigint, now: Date): Promise<void> {
  const schedule = drawScheduleOf(deal) ?? [];
  const amounts = drawAmounts(
    escrowed,
    schedule.map((milestone) => milestone.share_bps),
  );
  await drawsRepository.insertMany(
    tx,
    schedule.map((milestone, index) => ({
      dealId: deal.id,
      n: index + 1,
      name: milestone.name,
      shareBps: milestone.share_bps,
      amount: amounts[index]!,
      updatedAt: now,
    })),
  );
}

/**
 * Fix 'N' Flip draws (after-funding.md §4): anyone follows a funded deal's milestones; its
 * proposer requests the next one with site photos and a note; the admin releases it (construction
 * escrow → proposer payable, once, by a conditional update) or returns it with a comment. A deal
 * idle for DRAW_IDLE_INSPECTION is flagged for a site inspection once per idle period, and its
 * backers are told. Each change is one step.
 */
export class DrawsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #idleMs: number;
  readonly #jobs: JobQueue;

  constructor(db: Db, clock: Clock, idleMs: number, jobs: JobQueue) {
    this.#db = db;
    this.#clock = clock;
    this.#idleMs = idleMs;
    this.#jobs = jobs;
  }

  async list(actor: Actor | undefined, dealId: string): Promise<DrawList> {
    const found = await drawingDeal(this.#db, actor, dealId, { readOnly: true });
    const rows = await drawsRepository.ofDeal(this.#db, found.deal.id);
    const undrawn = rows.filter((row) => row.status !== 'released' && !row.capitalReturnedAt).reduce((sum, row) => sum + row.amount, 0n);
    return {
      items: rows.map(toDraw),
      inspection_due: await drawsRepository.inspectionDue(this.#db, found.deal.id),
      currency: found.deal.currency,
      undrawn: amountToJson(undrawn),
    };
  }

  /** Its proposer asks for the next milestone's money, with a note on the work done and at least one photo. */
  async request(actor: Actor, dealId: string, nText: string, note: string): Promise<Draw> {
    const { found, n } = await ownDraw(this.#db, actor, dealId, nText);
    return runStep(this.#db, this.#clock, async (step) => {
      const draw = await nextDraw(step.tx, found.deal.id, n);
      if (draw.status !== 'pending') throw wrongStatus(msg('This draw has been requested already.'));
      if (draw.photos.length === 0) {
        const sentence = msg('Add at least one site photo before requesting the draw.');
        throw new DomainError('incomplete', sentence, { errors: [{ field: 'photos', message: sentence }] });
      }
      const requested = await drawsRepository.move(step.tx, found.deal.id, n, 'pending', {
        status: 'requested',
        note,
        comment: null,
        requestedAt: step.now,
        updatedAt: step.now,
      });
      if (!requested) throw wrongStatus(msg('This draw has been requested already.'));
      const notices: NotificationEntry[] = (await userAccounts.idsWithRole(step.tx, 'admin')).map((userId) => ({
        userId,
        title: msg('Draw to inspect'),
        message: msg('{deal} requested draw {n}, {name}, of {amount}. Inspect the photos and release it or return it.'),
        values: { deal: found.property.title, n, name: requested.name, amount: money(requested.amount, found.deal.currency) },
        createdAt: step.now,
      }));
      await step.emit({ type: 'notices.due', notices });
      await step.emit(drawAction(actor.sub, 'draw.requested', requested, { note }));
      return toDraw(requested);
    });
  }

  /** The admin releases a requested draw: its amount leaves the construction escrow for the proposer, once. */
  async release(actor: Actor, dealId: string, nText: string): Promise<Draw> {
    const { found, n } = await anyDraw(this.#db, actor, dealId, nText);
    return runStep(this.#db, this.#clock, async (step) => {
      const draw = await nextDraw(step.tx, found.deal.id, n);
      if (draw.status !== 'requested') throw wrongStatus(releaseRefusal(draw));
      const released = await drawsRepository.move(step.tx, found.deal.id, n, 'requested', {
        status: 'released',
        releasedAt: step.now,
        releasedBy: actor.sub,
        updatedAt: step.now,
      });
      if (!released) throw wrongStatus(releaseRefusal((await drawsRepository.find(step.tx, found.deal.id, n))!));
      const { deal } = found;
      if (released.amount > 0n) {
        await lockAccountsOf(step.tx, [constructionEscrow(deal), payableOf(deal)]);
        await transfer(step.tx, {
          debit: constructionEscrow(deal),
          credit: payableOf(deal),
          amount: released.amount,
          kind: 'draw',
          reference: deal.id,
          pending: false,
          at: step.now,
        });
        await step.emit({ type: 'proposer.paid', proposerId: deal.proposerId, currency: deal.currency, amount: released.amount });
      }
      await step.emit(
        noticeTo(step, deal.proposerId, {
          title: msg('Draw released'),
          message: msg('Draw {n} of {deal}, {name}, was released: {amount} is payable to you.'),
          values: { deal: found.property.title, n, name: released.name, amount: money(released.amount, deal.currency) },
        }),
      );
      await step.emit(drawAction(actor.sub, 'draw.released', released, { amount: released.amount }));
      return toDraw(released);
    });
  }

  /** The admin sends a requested draw back to pending with a comment; its note and photos are kept for the next request. */
  async returnDraw(actor: Actor, dealId: string, nText: string, comment: string): Promise<Draw> {
    const { found, n } = await anyDraw(this.#db, actor, dealId, nText);
    return runStep(this.#db, this.#clock, async (step) => {
      const returned = await drawsRepository.move(step.tx, found.deal.id, n, 'requested', { status: 'pending', comment, updatedAt: step.now });
      if (!returned) throw wrongStatus(msg('Only a requested draw can be returned.'));
      await step.emit(
        noticeTo(step, found.deal.proposerId, {
          title: msg('Draw returned'),
          message: msg('Draw {n} of {deal}, {name}, was returned with a comment: {comment}'),
          values: { deal: found.property.title, n, name: returned.name, comment },
        }),
      );
      await step.emit(drawAction(actor.sub, 'draw.returned', returned, { comment }));
      return toDraw(returned);
    });
  }

  /**
   * The admin returns the money of every milestone not yet drawn to the holders, once: a
   * return_of_capital distribution, approved at once, funded from the construction escrow and paid
   * by the distributions' job by face value × time. Refused while a draw waits for a decision.
   */
  async returnCapital(actor: Actor, dealId: string): Promise<CapitalReturn> {
    const found = await drawingDeal(this.#db, actor, dealId);
    const { deal } = found;
    return runStep(this.#db, this.#clock, async (step) => {
      const rows = await drawsRepository.ofDeal(step.tx, deal.id);
      if (rows.length === 0) throw new DomainError('not_found', NO_SUCH_DRAW);
      if (rows.some((row) => row.status === 'requested')) throw wrongStatus(msg('A draw waits for your decision: release it or return it first.'));
      const returned = await drawsRepository.returnCapital(step.tx, deal.id, step.now);
      if (returned.length === 0) throw wrongStatus(msg('No money is left to return: every milestone was drawn or returned already.'));
      const amount = returned.reduce((sum, row) => sum + row.amount, 0n);
      if (amount === 0n) throw wrongStatus(msg('No money is left to return: every milestone was drawn or returned already.'));
      const distribution = await approvedCapitalReturn(step, this.#jobs, {
        deal,
        returnOfCapital: amount,
        adminId: actor.sub,
        label: CAPITAL_RETURN_LABEL,
        fund: async (distributionAccount, reference) => {
          await lockAccountsOf(step.tx, [constructionEscrow(deal), distributionAccount]);
          await transfer(step.tx, {
            debit: constructionEscrow(deal),
            credit: distributionAccount,
            amount,
            kind: 'capital_return',
            reference,
            pending: false,
            at: step.now,
          });
        },
      });
      await step.emit(
        noticeTo(step, deal.proposerId, {
          title: msg('Undrawn money returned to the holders'),
          message: msg('Sharestead returned {amount} from the construction escrow of {deal}, the milestones not yet drawn, to its holders.'),
          values: { deal: found.property.title, amount: money(amount, deal.currency) },
        }),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'draw.capital_returned',
        subjectType: 'deal',
        subjectId: deal.id,
        after: { milestones: returned.map((row) => row.n), amount, distribution_id: distribution.id },
      });
      return { distribution_id: distribution.id, amount: amountToJson(amount), currency: deal.currency };
    });
  }

  /**
   * The inspection job: every deal idle for DRAW_IDLE_INSPECTION (no draw requested or released
   * since funding or the last release) is flagged once for its idle period, and its backers are
   * told. Answers how many deals were flagged now.
   */
  async flagIdle(): Promise<number> {
    const idle = await drawsRepository.idle(this.#db, new Date(this.#clock.now().getTime() - this.#idleMs));
    let flagged = 0;
    for (const { dealId, idleSince } of idle) {
      const done = await runStep(this.#db, this.#clock, async (step) => {
        if (!(await drawsRepository.flag(step.tx, dealId, idleSince, step.now))) return false;
        const found = (await dealsRepository.find(step.tx, dealId))!;
        const notices: NotificationEntry[] = (await holdersOf(step.tx, dealId)).map((holder) => ({
          userId: holder.holderId,
          title: msg('Site inspection for {deal}'),
          message: msg("{deal} has drawn no money for a while, so Sharestead will inspect the site. Follow its draws on the deal's page."),
          values: { deal: found.property.title },
          createdAt: step.now,
        }));
        await step.emit({ type: 'notices.due', notices });
        return true;
      });
      if (done) flagged++;
    }
    return flagged;
  }
}

function toDraw(row: DealDrawRow): Draw {
  return {
    n: row.n,
    name: row.name,
    share_bps: row.shareBps,
    amount: amountToJson(row.amount),
    status: row.status,
    note: row.note,
    photos: row.photos,
    comment: row.comment,
    requested_at: row.requestedAt?.toISOString() ?? null,
    released_at: row.releasedAt?.toISOString() ?? null,
    capital_returned_at: row.capitalReturnedAt?.toISOString() ?? null,
  };
}

function drawAction(actorId: string, action: string, draw: DealDrawRow, after: Record<string, unknown>) {
  return {
    type: 'action.taken' as const,
    actorId,
    action,
    subjectType: 'deal',
    subjectId: draw.dealId,
    after: { n: draw.n, name: draw.name, ...after },
  };
}

function releaseRefusal(draw: DealDrawRow): string {
  return draw.status === 'released' ? msg('This draw has been released already.') : msg('This draw has not been requested.');
}
