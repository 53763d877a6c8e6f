import type { Db } from '../../db/client.ts';
import { unitsRepository } from './units.repository.ts';

/*
 * The units ledger (domain.md, "After funding"; ADR 011): face value moves only by transfers from
 * one account of a deal to another, so per deal the balances always sum to zero, and what anyone
 * held at any instant can be read back from the transfers. Every function takes the caller's
 * transaction: units move in the same commit as the money and the state that explain them.
 */

/** A funded commitment: its backer is issued its amount of face value. */
export interface FundedCommitment {
  id: string;
  backerId: string;
  amount: bigint;
}

/**
 * Issues each funded commitment's face value to its backer, from the deal's issuer account, at the
 * funding's instant. Once per commitment: a repeated call writes and moves nothing.
 */
export async function issueUnits(tx: Db, dealId: string, commitments: FundedCommitment[], at: Date): Promise<void> {
  if (commitments.length === 0) return;
  const { issuer, holders } = await unitsRepository.openAccounts(tx, dealId, [...new Set(commitments.map((commitment) => commitment.backerId))], at);
  const written = await unitsRepository.insertTransfers(
    tx,
    commitments.map((commitment) => ({
      dealId,
      debitAccountId: issuer.id,
      creditAccountId: holders.get(commitment.backerId)!.id,
      faceValue: commitment.amount,
      kind: 'issue' as const,
      reference: commitment.id,
      createdAt: at,
    })),
  );
  await unitsRepository.applyTransfers(tx, written);
}

/**
 * A sell order's face value, locked until the window's close: still the holder's (it earns income
 * and counts in the holder's face value), no longer offerable. False when the holder does not hold
 * that much beyond what its other open sell orders have locked.
 */
export function lockUnits(tx: Db, dealId: string, holderId: string, faceValue: bigint): Promise<boolean> {
  return unitsRepository.lock(tx, dealId, holderId, faceValue);
}

/** Releases what `lockUnits` locked (an order cancelled, left unfilled or suspended). */
export function unlockUnits(tx: Db, dealId: string, holderId: string, faceValue: bigint): Promise<void> {
  return unitsRepository.unlock(tx, dealId, holderId, faceValue);
}

/**
 * A sale of the property (after-funding.md §5): every holder's face value goes back to the deal's
 * issuer account, referencing the sale, at its completion. Answers what each holder gave back;
 * once per reference, so a repeated call moves nothing. The caller makes sure no sell order still
 * locks units (`lockedUnits`).
 */
export async function redeemUnits(tx: Db, dealId: string, reference: string, at: Date): Promise<{ holderId: string; faceValue: bigint }[]> {
  const held = await unitsRepository.holders(tx, dealId);
  if (held.length === 0) return [];
  const { issuer, holders } = await unitsRepository.openAccounts(
    tx,
    dealId,
    held.map((holder) => holder.holderId),
    at,
  );
  const written = await unitsRepository.insertTransfers(
    tx,
    held.map((holder) => ({
      dealId,
      debitAccountId: holders.get(holder.holderId)!.id,
      creditAccountId: issuer.id,
      faceValue: holder.faceValue,
      kind: 'redeem' as const,
      reference,
      createdAt: at,
    })),
  );
  await unitsRepository.applyTransfers(tx, written);
  return held;
}

/** Face value of the deal locked by open sell orders: while any is, its units cannot all be redeemed. */
export function lockedUnits(db: Db, dealId: string): Promise<bigint> {
  return unitsRepository.locked(db, dealId);
}

/** Each holder's face value at an instant (the transfers made by then, that instant included), of those holding any; `holderId` for one. */
export function faceValuesAt(db: Db, dealId: string, at: Date, holderId?: string): Promise<Map<string, bigint>> {
  return unitsRepository.balancesAt(db, dealId, at, holderId);
}

/**
 * A fill of an exit window (delivery): `faceValue` the seller's sell order locked passes to the
 * buyer, once per `reference`. Answers whether it moved now (false: moved before).
 */
export function tradeUnits(
  tx: Db,
  dealId: string,
  trade: { sellerId: string; buyerId: string; faceValue: bigint; reference: string },
  at: Date,
): Promise<boolean> {
  return unitsRepository.trade(tx, dealId, trade.sellerId, trade.buyerId, trade.faceValue, trade.reference, at);
}

/** The deal's holders now, with their face value, largest first. */
export function holdersOf(db: Db, dealId: string) {
  return unitsRepository.holders(db, dealId);
}

/** A page of the deal's holders now, largest first, with their names, how many there are and the face value outstanding. */
export function holderPage(db: Db, dealId: string, paging: { page: number; page_size: number }) {
  return unitsRepository.holderPage(db, dealId, paging);
}

/** What the holder holds now, by deal. */
export function faceValuesOf(db: Db, holderId: string) {
  return unitsRepository.holdingsOf(db, holderId);
}

/**
 * Face value × seconds held in [start, end) per holder (only those who held any), and since when
 * each has held; with `heldAt`, only the units moved by then count (held from then to the end).
 */
export function unitSecondsIn(db: Db, dealId: string, period: { start: Date; end: Date; heldAt?: Date }) {
  return unitsRepository.unitSeconds(db, dealId, period.start, period.end, period.heldAt ?? period.end);
}

export interface UnitsProblem {
  problem: 'units_unbalanced' | 'units_account_mismatch';
  dealId: string;
  currency: string;
  accountId?: string;
}

/** The units ledger's invariant: per deal the balances sum to zero, and each account equals its transfers. */
export async function checkUnits(db: Db): Promise<UnitsProblem[]> {
  const { unbalanced, mismatched } = await unitsRepository.problems(db);
  return [
    ...unbalanced.map((row) => ({ problem: 'units_unbalanced' as const, ...row })),
    ...mismatched.map((row) => ({ problem: 'units_account_mismatch' as const, dealId: row.dealId, currency: row.currency, accountId: row.id })),
  ];
}
