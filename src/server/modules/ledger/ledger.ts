import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LedgerAccountRow, LedgerTransferRow } from '../../db/schema/index.ts';
import { ledgerRepository, type AccountKey, type TransferKind } from './ledger.repository.ts';

/*
 * The double-entry ledger (domain.md, "Money"), after TigerBeetle's two-phase transfers: a
 * transfer moves an amount from a debit account to a credit account of one currency, either at
 * once (posted) or as a hold (pending) that is later posted or voided. Every function takes the
 * caller's transaction: a business step and its money movement commit together or not at all.
 */

export type { AccountKey } from './ledger.repository.ts';

/** A no-overdraft account (a wallet) would go below zero, counting what it already holds. */
export class InsufficientFundsError extends Error {
  constructor() {
    super('The account does not have enough available money.');
    this.name = 'InsufficientFundsError';
  }
}

/** What a wallet shows: posted balance less holds. */
export function availableOf(account: Pick<LedgerAccountRow, 'creditsPosted' | 'debitsPosted' | 'debitsPending'>): bigint {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}

export interface TransferInput {
  debit: AccountKey;
  credit: AccountKey;
  amount: bigint;
  kind: TransferKind;
  /** The id of what the transfer is for (deposit, withdrawal, commitment, deal). */
  reference: string;
  /** A hold (pending) rather than a completed movement (posted). */
  pending: boolean;
  at: Date;
}

/** Locks the accounts, checks the debit side can afford it, writes the transfer and its balances. */
export async function transfer(db: Db, input: TransferInput): Promise<LedgerTransferRow> {
  if (input.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  if (input.debit.currency !== input.credit.currency) throw new RangeError('A transfer stays in one currency.');
  const debitId = await ledgerRepository.accountId(db, input.debit);
  const creditId = await ledgerRepository.accountId(db, input.credit);
  const accounts = await ledgerRepository.lock(db, [debitId, creditId]);
  const debit = accounts.get(debitId)!;
  if (debit.noOverdraft && availableOf(debit) < input.amount) throw new InsufficientFundsError();
  const row = await ledgerRepository.insertTransfer(db, {
    debitAccountId: debitId,
    creditAccountId: creditId,
    amount: input.amount,
    currency: input.debit.currency,
    status: input.pending ? 'pending' : 'posted',
    kind: input.kind,
    reference: input.reference,
    createdAt: input.at,
    resolvedAt: input.pending ? null : input.at,
  });
  const side = input.pending ? 'Pending' : 'Posted';
  await ledgerRepository.apply(db, debitId, { [`debits${side}`]: input.amount });
  await ledgerRepository.apply(db, creditId, { [`credits${side}`]: input.amount });
  return row;
}

/** A hold written but not yet applied to balances: `holdIf` applies it together with a guard. */
export interface PreparedHold {
  transfer: LedgerTransferRow;
  debitId: bigint;
  creditId: bigint;
  /** What the debit account could spend when read, unlocked: a hint to refuse early; `holdIf` decides. */
  debitAvailable: bigint;
}

/** The first half of a guarded hold: opens the accounts and writes the pending transfer; no balance moves yet. */
export async function prepareHold(db: Db, input: Omit<TransferInput, 'pending'>): Promise<PreparedHold> {
  if (input.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  if (input.debit.currency !== input.credit.currency) throw new RangeError('A transfer stays in one currency.');
  const debit = await ledgerRepository.account(db, input.debit);
  const creditId = await ledgerRepository.accountId(db, input.credit);
  const transfer = await ledgerRepository.insertTransfer(db, {
    debitAccountId: debit.id,
    creditAccountId: creditId,
    amount: input.amount,
    currency: input.debit.currency,
    status: 'pending',
    kind: input.kind,
    reference: input.reference,
    createdAt: input.at,
    resolvedAt: null,
  });
  return { transfer, debitId: debit.id, creditId, debitAvailable: debit.noOverdraft ? availableOf(debit) : input.amount };
}

/**
 * The second half, in one statement with the caller's conditional `update … returning` (`guard`):
 * the debit account is charged only if the guard changed a row and (no overdraft) it can afford
 * the hold, and the credit account is credited only then. Answers the guard's row, raw, and
 * whether the money is held; a guard row without the money held must be undone by the caller
 * (throw, so the transaction rolls back). One round trip: a hot row the guard locks (a deal
 * everyone commits to) is held no longer than need be.
 */
export async function holdIf(db: Db, hold: PreparedHold, guard: SQL): Promise<{ row: Record<string, unknown> | undefined; held: boolean }> {
  const amount = hold.transfer.amount;
  const result = await db.execute(sql`
    with guard as (${guard}),
    debit as (
      update ledger_accounts set debits_pending = debits_pending + ${amount}
      where id = ${hold.debitId} and exists (select 1 from guard)
        and (not no_overdraft or credits_posted - debits_posted - debits_pending >= ${amount})
      returning id
    ),
    credit as (
      update ledger_accounts set credits_pending = credits_pending + ${amount}
      where id = ${hold.creditId} and exists (select 1 from debit)
      returning id
    )
    select guard.*, exists (select 1 from credit) as held from guard`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return { row: undefined, held: false };
  const { held, ...guarded } = row;
  return { row: guarded, held: held === true };
}

/**
 * Completes or releases a hold. Only a pending transfer changes (a conditional update), so a step
 * run twice moves the money once: the second call returns undefined.
 */
async function resolve(db: Db, transferId: string, status: 'posted' | 'voided', at: Date): Promise<LedgerTransferRow | undefined> {
  const pending = await ledgerRepository.findTransfer(db, transferId);
  if (!pending) throw new Error(`No ledger transfer ${transferId}.`);
  await ledgerRepository.lock(db, [pending.debitAccountId, pending.creditAccountId]);
  const row = await ledgerRepository.resolvePending(db, transferId, status, at);
  if (!row) return undefined;
  const posted = status === 'posted' ? row.amount : 0n;
  await ledgerRepository.apply(db, row.debitAccountId, { debitsPending: -row.amount, debitsPosted: posted });
  await ledgerRepository.apply(db, row.creditAccountId, { creditsPending: -row.amount, creditsPosted: posted });
  return row;
}

export function postPending(db: Db, transferId: string, at: Date): Promise<LedgerTransferRow | undefined> {
  return resolve(db, transferId, 'posted', at);
}

export function voidPending(db: Db, transferId: string, at: Date): Promise<LedgerTransferRow | undefined> {
  return resolve(db, transferId, 'voided', at);
}

/**
 * Locks every account a batch step will touch, up front and in ascending id order: a close that
 * posts or voids many holds must not take its locks one pair at a time, or two closes sharing
 * backers could wait on each other.
 */
export async function lockAccountsOf(db: Db, keys: AccountKey[]): Promise<void> {
  const ids = [];
  for (const key of keys) ids.push(await ledgerRepository.accountId(db, key));
  await ledgerRepository.lock(db, ids);
}

/** The owner's accounts of one purpose (a backer's wallets), one per currency. */
export function accountsOf(db: Db, ownerId: string, purpose: AccountKey['purpose']): Promise<LedgerAccountRow[]> {
  return ledgerRepository.accountsOf(db, ownerId, purpose);
}

export interface LedgerProblem {
  problem: 'currency_unbalanced' | 'account_mismatch';
  currency: string;
  accountId?: string;
}

/**
 * The invariant (domain.md): per currency the posted balances of all accounts sum to zero, and
 * each account's four totals equal the sums of its transfers. Empty when the books are right.
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const unbalanced = await db.execute(sql`
    select currency from ledger_accounts group by currency
    having sum(credits_posted - debits_posted) <> 0 or sum(credits_pending - debits_pending) <> 0`);
  const mismatched = await db.execute(sql`
    with sides as (
      select debit_account_id as account_id, status, amount, 0::bigint as credit, amount as debit from ledger_transfers
      union all
      select credit_account_id, status, amount, amount, 0 from ledger_transfers
    ), sums as (
      select account_id,
        coalesce(sum(debit) filter (where status = 'pending'), 0) as dpend,
        coalesce(sum(debit) filter (where status = 'posted'), 0) as dpost,
        coalesce(sum(credit) filter (where status = 'pending'), 0) as cpend,
        coalesce(sum(credit) filter (where status = 'posted'), 0) as cpost
      from sides group by account_id
    )
    select a.id::text as id, a.currency from ledger_accounts a left join sums s on s.account_id = a.id
    where a.debits_pending <> coalesce(s.dpend, 0) or a.debits_posted <> coalesce(s.dpost, 0)
       or a.credits_pending <> coalesce(s.cpend, 0) or a.credits_posted <> coalesce(s.cpost, 0)`);
  return [
    ...rowsOf<{ currency: string }>(unbalanced).map((row) => ({ problem: 'currency_unbalanced' as const, currency: row.currency })),
    ...rowsOf<{ id: string; currency: string }>(mismatched).map((row) => ({ problem: 'account_mismatch' as const, currency: row.currency, accountId: row.id })),
  ];
}

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
