import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { DealDrawRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { dealsRepository } from '../deals/index.ts';
import { drawsRepository } from './draws.repository.ts';

/*
 * Which deal and draw a caller may act on, in the order the routes answer: what it may see (404),
 * may do (403), and the draws' order and state (409). Shared by the draws and their photos.
 */

export type DrawingDeal = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

export const NO_SUCH_DRAW = msg('This deal has no such draw.');

export const wrongStatus = (sentence: string) => new DomainError('wrong_status', sentence);

/**
 * A funded deal the caller may see (a Buy 'N' Hold one has no draws: its list is empty, its
 * milestones 404), or with `readOnly` an exited one too (its draws are history); 404 otherwise.
 */
export async function drawingDeal(db: Db, actor: Actor | undefined, dealId: string, { readOnly = false } = {}): Promise<DrawingDeal> {
  const found = await dealsRepository.find(db, dealId);
  const lifecycle = found?.deal.lifecycle;
  if (!found || !canSeeDeal(actor, found.deal) || !(lifecycle === 'funded' || (readOnly && lifecycle === 'exited'))) {
    throw new DomainError('not_found', msg('This deal has no draws: a deal draws its money by milestones once it is funded.'));
  }
  return found;
}

/** A milestone number as the path gives it: 1 to 10, written plainly; anything else names no draw (404). */
function drawNumber(text: string): number {
  if (!/^(?:[1-9]|10)$/.test(text)) throw new DomainError('not_found', NO_SUCH_DRAW);
  return Number(text);
}

/** A draw of a deal the admin acts on. */
export async function anyDraw(db: Db, actor: Actor, dealId: string, nText: string): Promise<{ found: DrawingDeal; n: number }> {
  return { found: await drawingDeal(db, actor, dealId), n: drawNumber(nText) };
}

/** The proposer's own deal's draw: 404 for a deal or draw it may not see, 403 for another proposer's deal. */
export async function ownDraw(db: Db, actor: Actor, dealId: string, nText: string): Promise<{ found: DrawingDeal; n: number }> {
  const found = await drawingDeal(db, actor, dealId);
  if (!canManageDeal(actor, found.deal) || actor.role !== 'proposer') {
    throw new DomainError('forbidden', msg("Only the deal's proposer may request its draws."));
  }
  return { found, n: drawNumber(nText) };
}

/** The draw, if it is the next one: every milestone before it released (409 draw_out_of_order otherwise), and not returned to the holders. */
export async function nextDraw(db: Db, dealId: string, n: number): Promise<DealDrawRow> {
  const rows = await drawsRepository.ofDeal(db, dealId);
  const draw = rows.find((row) => row.n === n);
  if (!draw) throw new DomainError('not_found', NO_SUCH_DRAW);
  if (draw.capitalReturnedAt) throw wrongStatus(msg("This milestone's money was returned to the holders: it is never drawn."));
  if (rows.some((row) => row.n < n && row.status !== 'released')) {
    throw new DomainError('draw_out_of_order', msg('Draw {n} comes after draw {previous}, which is not released yet.'), {
      values: { n, previous: n - 1 },
    });
  }
  return draw;
}
