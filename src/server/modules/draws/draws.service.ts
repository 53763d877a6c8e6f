import { MAX_DRAW_PHOTOS, type Draw, type DrawList } from '../../../shared/contracts/draws.ts';
import { PHOTO_MAX_BYTES } from '../../../shared/contracts/deal-workflow.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { DealDrawRow, DealRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import { PHOTO_URL_PREFIX, type ProcessedPhoto, type ReadPart, type UploadStore } from '../../lib/upload-store.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository, drawScheduleOf } from '../deals/index.ts';
import { holdersOf } from '../holdings/index.ts';
import { type AccountKey, lockAccountsOf, transfer } from '../ledger/index.ts';
import type { NotificationEntry } from '../notifications/index.ts';
import { userAccounts } from '../users/index.ts';
import { drawAmounts } from './amounts.ts';
import { drawsRepository } from './draws.repository.ts';

const NO_DRAWS = msg('This deal has no draws: a deal draws its money by milestones once it is funded.');
const NO_SUCH_DRAW = msg('This deal has no such draw.');

type Found = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

/** A funded Fix 'N' Flip deal's money, less the platform fee, until its draws release it (owner: the deal). */
export function constructionEscrow(deal: Pick<DealRow, 'id' | 'currency'>): AccountKey {
  return { ownerId: deal.id, purpose: 'construction_escrow', currency: deal.currency };
}

const payableOf = (deal: Pick<DealRow, 'proposerId' | 'currency'>): AccountKey => ({
  ownerId: deal.proposerId,
  purpose: 'proposer_payable',
  currency: deal.currency,
});

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

/** A milestone number as the path gives it: 1 to 10, written plainly; anything else names no draw. */
function drawNumber(text: string): number | undefined {
  return /^(?:[1-9]|10)$/.test(text) ? Number(text) : undefined;
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
  readonly #store: UploadStore;
  readonly #idleMs: number;

  constructor(db: Db, clock: Clock, store: UploadStore, idleMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#store = store;
    this.#idleMs = idleMs;
  }

  async list(actor: Actor | undefined, dealId: string): Promise<DrawList> {
    const found = await this.#drawingDeal(actor, dealId);
    const rows = await drawsRepository.ofDeal(this.#db, found.deal.id);
    const undrawn = rows.filter((row) => row.status !== 'released').reduce((sum, row) => sum + row.amount, 0n);
    return {
      items: rows.map(toDraw),
      inspection_due: await drawsRepository.inspectionDue(this.#db, found.deal.id),
      currency: found.deal.currency,
      undrawn: amountToJson(undrawn),
    };
  }

  /** Its proposer asks for the next milestone's money, with a note on the work done and at least one photo. */
  async request(actor: Actor, dealId: string, nText: string, note: string): Promise<Draw> {
    const { found, n } = await this.#ownDraw(actor, dealId, nText);
    return runStep(this.#db, this.#clock, async (step) => {
      const draw = await this.#next(step.tx, found.deal.id, n);
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

  /** A site photo for the next draw, before it is requested (checked by content like the deal's photos). */
  async addPhoto(actor: Actor, dealId: string, nText: string, readPart: ReadPart): Promise<{ url: string }> {
    // Refused before the body is read: not seen (404), not its proposer (403), out of order or not pending (409).
    const { found, n } = await this.#ownDraw(actor, dealId, nText);
    photoRoom(await this.#next(this.#db, found.deal.id, n));
    const received = await this.#store.receivePart(readPart, PHOTO_MAX_BYTES);
    let photo: ProcessedPhoto;
    try {
      photo = await this.#store.processPhoto(received);
    } finally {
      await this.#store.discard(received.path);
    }
    try {
      return await runStep(this.#db, this.#clock, async (step) => {
        const draw = photoRoom(await this.#next(step.tx, found.deal.id, n));
        const url = `${PHOTO_URL_PREFIX}${found.deal.id}/${photo.name}.webp`;
        if (draw.photos.includes(url)) throw new DomainError('duplicate_photo', msg('This photo is already in the draw request.'));
        if (!(await drawsRepository.addPhoto(step.tx, found.deal.id, n, url, MAX_DRAW_PHOTOS, step.now))) photoRoom(undefined);
        // The same picture as one of the deal's photos is the same file: moving it in again changes nothing.
        await this.#store.keepPhoto(found.deal.id, photo);
        return { url };
      });
    } finally {
      await this.#store.discard(photo.files.large, photo.files.small);
    }
  }

  /** The admin releases a requested draw: its amount leaves the construction escrow for the proposer, once. */
  async release(actor: Actor, dealId: string, nText: string): Promise<Draw> {
    const { found, n } = await this.#anyDraw(actor, dealId, nText);
    return runStep(this.#db, this.#clock, async (step) => {
      const draw = await this.#next(step.tx, found.deal.id, n);
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
    const { found, n } = await this.#anyDraw(actor, dealId, nText);
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

  /** A funded deal the caller may see (a Buy 'N' Hold one has no draws: its list is empty, its milestones 404); 404 otherwise. */
  async #drawingDeal(actor: Actor | undefined, dealId: string): Promise<Found> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal) || found.deal.lifecycle !== 'funded') throw new DomainError('not_found', NO_DRAWS);
    return found;
  }

  /** The proposer's own deal's draw: 404 for a deal or draw it may not see, 403 for another proposer's deal. */
  async #ownDraw(actor: Actor, dealId: string, nText: string): Promise<{ found: Found; n: number }> {
    const found = await this.#drawingDeal(actor, dealId);
    if (!canManageDeal(actor, found.deal) || actor.role !== 'proposer') {
      throw new DomainError('forbidden', msg("Only the deal's proposer may request its draws."));
    }
    return { found, n: this.#numbered(nText) };
  }

  async #anyDraw(actor: Actor, dealId: string, nText: string): Promise<{ found: Found; n: number }> {
    return { found: await this.#drawingDeal(actor, dealId), n: this.#numbered(nText) };
  }

  #numbered(nText: string): number {
    const n = drawNumber(nText);
    if (n === undefined) throw new DomainError('not_found', NO_SUCH_DRAW);
    return n;
  }

  /** The draw, if it is the next one: every milestone before it released (409 draw_out_of_order otherwise). */
  async #next(db: Db, dealId: string, n: number): Promise<DealDrawRow> {
    const rows = await drawsRepository.ofDeal(db, dealId);
    const draw = rows.find((row) => row.n === n);
    if (!draw) throw new DomainError('not_found', NO_SUCH_DRAW);
    if (rows.some((row) => row.n < n && row.status !== 'released')) {
      throw new DomainError('draw_out_of_order', msg('Draw {n} comes after draw {previous}, which is not released yet.'), {
        values: { n, previous: n - 1 },
      });
    }
    return draw;
  }
}

export function toDraw(row: DealDrawRow): Draw {
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

const wrongStatus = (sentence: string) => new DomainError('wrong_status', sentence);

function releaseRefusal(draw: DealDrawRow): string {
  return draw.status === 'released' ? msg('This draw has been released already.') : msg('This draw has not been requested.');
}

/** A pending draw with room for one more photo (409 otherwise). */
function photoRoom(draw: DealDrawRow | undefined): DealDrawRow {
  if (draw && draw.status !== 'pending') throw wrongStatus(msg('Photos are added to a draw before it is requested.'));
  if (!draw || draw.photos.length >= MAX_DRAW_PHOTOS) {
    throw new DomainError('too_many_photos', msg('A draw request has at most {max} photos.'), { values: { max: MAX_DRAW_PHOTOS } });
  }
  return draw;
}
