import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../../shared/contracts/money.ts';
import type { Db } from '../../db/client.ts';
import type { LedgerAccountRow, LedgerTransferRow } from '../../db/schema/index.ts';
import { keyText, ledgerRepository, type AccountKey, type TransferKind } from './ledger.repository.ts';

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

/** One of many posted transfers out of one account (`transferManyFrom`). */
export interface OutgoingTransfer {
  credit: AccountKey;
  amount: bigint;
  kind: TransferKind;
  reference: string;
}

/**
 * Many posted transfers out of one account at once (a distribution paying its holders): the
 * credit accounts opened in bulk, every account locked in ascending id order, the debit checked
 * for the total, the transfers written in one statement and the balances moved in two, each a
 * few array parameters whatever the number of transfers. Answers the transfers in the order given.
 */
export async function transferManyFrom(db: Db, debit: AccountKey, transfers: OutgoingTransfer[], at: Date): Promise<LedgerTransferRow[]> {
  if (transfers.length === 0) return [];
  for (const item of transfers) {
    if (item.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
    if (item.credit.currency !== debit.currency) throw new RangeError('A transfer stays in one currency.');
  }
  const debitId = await ledgerRepository.accountId(db, debit);
  const creditIds = new Map<string, bigint>();
  const keyOf = (key: AccountKey) => `${key.ownerId}|${key.purpose}`;
  const byPurpose = new Map<AccountKey['purpose'], Set<string | null>>();
  for (const { credit } of transfers) byPurpose.set(credit.purpose, (byPurpose.get(credit.purpose) ?? new Set()).add(credit.ownerId));
  for (const [purpose, owners] of byPurpose) {
    const named = [...owners].filter((owner): owner is string => owner !== null);
    for (const [owner, id] of await ledgerRepository.openAccountIds(db, named, purpose, debit.currency)) creditIds.set(`${owner}|${purpose}`, id);
    if (owners.has(null)) creditIds.set(`null|${purpose}`, await ledgerRepository.accountId(db, { ownerId: null, purpose, currency: debit.currency }));
  }
  const debitAccount = await ledgerRepository.lockReading(db, [debitId, ...creditIds.values()], debitId);
  const total = transfers.reduce((sum, item) => sum + item.amount, 0n);
  if (debitAccount.noOverdraft && availableOf(debitAccount) < total) throw new InsufficientFundsError();
  // Ids drawn here (v4, as the column's default) answer the rows without reading them back.
  const rows: LedgerTransferRow[] = transfers.map((item) => ({
    id: randomUUID(),
    debitAccountId: debitId,
    creditAccountId: creditIds.get(keyOf(item.credit))!,
    amount: item.amount,
    currency: debit.currency,
    status: 'posted',
    kind: item.kind,
    reference: item.reference,
    createdAt: at,
    resolvedAt: at,
  }));
  await ledgerRepository.insertPostedFrom(db, debitId, debit.currency, at, rows);
  const credits = new Map<bigint, bigint>();
  for (const row of rows) credits.set(row.creditAccountId, (credits.get(row.creditAccountId) ?? 0n) + row.amount);
  await ledgerRepository.apply(db, debitId, { debitsPosted: total });
  await ledgerRepository.creditPostedMany(db, credits);
  return rows;
}

/** Holds written but not yet applied to balances: `holdIf` applies them together with a guard. */
export interface PreparedHolds {
  transfers: LedgerTransferRow[];
  /** Per debit account, what its holds take in all. */
  debits: Map<bigint, bigint>;
  creditId: bigint;
  total: bigint;
}

export interface HoldInput {
  /** The debit account, as read by `accountsOfOwners`. */
  debit: LedgerAccountRow;
  amount: bigint;
  /** The id of what the hold is for (a commitment). */
  reference: string;
}

/**
 * The first half of guarded holds from many accounts into one (commitments into a deal's escrow):
 * opens the credit account and writes the pending transfers in one statement; no balance moves yet.
 */
export async function prepareHolds(db: Db, input: { holds: HoldInput[]; credit: AccountKey; kind: TransferKind; at: Date }): Promise<PreparedHolds> {
  const currency = input.credit.currency;
  for (const hold of input.holds) {
    if (hold.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
    if (hold.debit.currency !== currency) throw new RangeError('A transfer stays in one currency.');
  }
  const creditId = await ledgerRepository.accountId(db, input.credit);
  const transfers = await ledgerRepository.insertTransfers(
    db,
    input.holds.map((hold) => ({
      debitAccountId: hold.debit.id,
      creditAccountId: creditId,
      amount: hold.amount,
      currency,
      status: 'pending' as const,
      kind: input.kind,
      reference: hold.reference,
      createdAt: input.at,
      resolvedAt: null,
    })),
  );
  const debits = new Map<bigint, bigint>();
  for (const hold of input.holds) debits.set(hold.debit.id, (debits.get(hold.debit.id) ?? 0n) + hold.amount);
  return { transfers, debits, creditId, total: input.holds.reduce((sum, hold) => sum + hold.amount, 0n) };
}

/**
 * The second half, in one statement with the caller's conditional `update … returning` (`guard`):
 * only if the guard changed a row, the accounts are locked in ascending id order (as every step
 * locks them, after the guard's row as every step on a deal does), each debit account is charged
 * if (no overdraft) it can afford its holds, and the credit account is credited only if all were.
 * Answers the guard's row, raw, and whether the money is held; a guard row without the money held
 * must be undone by the caller (throw, so the transaction rolls back). One round trip: a hot row
 * the guard locks (a deal everyone commits to) is held no longer than need be.
 */
export async function holdIf(db: Db, holds: PreparedHolds, guard: SQL): Promise<{ row: Record<string, unknown> | undefined; held: boolean }> {
  const debits = sql.join(
    [...holds.debits].map(([id, amount]) => sql`(${id}::bigint, ${amount}::bigint)`),
    sql`, `,
  );
  const ids = sql.join(
    [...holds.debits.keys(), holds.creditId].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with guard as (${guard}),
    locked as (
      select id from ledger_accounts where id in (${ids}) and exists (select 1 from guard)
      order by id for no key update
    ),
    debit as (
      update ledger_accounts a set debits_pending = a.debits_pending + v.amount
      from (values ${debits}) as v(id, amount)
      where a.id = v.id and a.id in (select id from locked)
        and (not a.no_overdraft or a.credits_posted - a.debits_posted - a.debits_pending >= v.amount)
      returning a.id
    ),
    credit as (
      update ledger_accounts set credits_pending = credits_pending + ${holds.total}
      where id = ${holds.creditId} and id in (select id from locked) and (select count(*) from debit) = ${holds.debits.size}
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
  if (keys.length > 0) await ledgerRepository.lockKeys(db, keys);
}

/**
 * Several transfers among a few accounts at once (an exit fill: the price and the fee posted, the
 * rest of a hold held again): the accounts locked in ascending id order in one statement (opened
 * if missing), each no-overdraft debit checked in the order given (money one brings in may pay the
 * next), the transfers written in one statement and the balances moved in one. Answers the
 * transfers in the order given.
 */
export async function transferMany(db: Db, inputs: TransferInput[]): Promise<LedgerTransferRow[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) {
    if (input.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
    if (input.debit.currency !== input.credit.currency) throw new RangeError('A transfer stays in one currency.');
  }
  const accounts = await ledgerRepository.lockKeys(
    db,
    inputs.flatMap((input) => [input.debit, input.credit]),
  );
  const zero = () => ({ debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n });
  const deltas = new Map<bigint, ReturnType<typeof zero>>();
  const delta = (id: bigint) => deltas.get(id) ?? deltas.set(id, zero()).get(id)!;
  const rows = inputs.map((input) => {
    const debit = accounts.get(keyText(input.debit))!;
    const credit = accounts.get(keyText(input.credit))!;
    const moved = delta(debit.id);
    const available = availableOf(debit) + moved.creditsPosted - moved.debitsPosted - moved.debitsPending;
    if (debit.noOverdraft && available < input.amount) throw new InsufficientFundsError();
    const side = input.pending ? 'Pending' : 'Posted';
    moved[`debits${side}`] += input.amount;
    delta(credit.id)[`credits${side}`] += input.amount;
    return {
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: input.amount,
      currency: input.debit.currency,
      status: input.pending ? ('pending' as const) : ('posted' as const),
      kind: input.kind,
      reference: input.reference,
      createdAt: input.at,
      resolvedAt: input.pending ? null : input.at,
    };
  });
  const written = await ledgerRepository.insertTransfers(db, rows);
  await ledgerRepository.applyMany(db, deltas);
  return written;
}

/** The accounts of one purpose and currency these owners have opened (backers' wallets), by owner. */
export async function accountsOfOwners(db: Db, ownerIds: string[], purpose: AccountKey['purpose'], currency: Currency): Promise<Map<string, LedgerAccountRow>> {
  const rows = await ledgerRepository.accountsOfOwners(db, ownerIds, purpose, currency);
  return new Map(rows.map((row) => [row.ownerId!, row]));
}

/** These transfers, for a trail that shows the money's movements. */
export function transfersByIds(db: Db, ids: string[]): Promise<LedgerTransferRow[]> {
  return ledgerRepository.transfersByIds(db, ids);
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
