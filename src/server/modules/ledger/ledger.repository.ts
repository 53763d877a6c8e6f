import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/contracts/money.ts';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountRow, type LedgerTransferRow } from '../../db/schema/index.ts';

export type AccountPurpose = LedgerAccountRow['purpose'];
export type TransferKind = LedgerTransferRow['kind'];

/** An account named by what it is for: (owner, purpose, currency) is unique. */
export interface AccountKey {
  ownerId: string | null;
  purpose: AccountPurpose;
  currency: Currency;
}

/** Column deltas an operation applies to one account; every value is added (negative to release). */
interface AccountDelta {
  debitsPending?: bigint;
  debitsPosted?: bigint;
  creditsPending?: bigint;
  creditsPosted?: bigint;
}

/**
 * SQL for the ledger. Only `ledger.ts` calls it: balances change in the same statement set as the
 * transfer that explains them, inside the caller's transaction.
 */
/** An account key as text, to find a locked row by its key. */
export const keyText = (key: { ownerId: string | null; purpose: string; currency: string }) => `${key.ownerId ?? ''}|${key.purpose}|${key.currency}`;

export const ledgerRepository = {
  /** The account, opening it on first use (two openers at once both get the same row). */
  async account(db: Db, key: AccountKey): Promise<LedgerAccountRow> {
    const where = and(
      key.ownerId === null ? sql`${ledgerAccounts.ownerId} is null` : eq(ledgerAccounts.ownerId, key.ownerId),
      eq(ledgerAccounts.purpose, key.purpose),
      eq(ledgerAccounts.currency, key.currency),
    );
    const [existing] = await db.select().from(ledgerAccounts).where(where);
    if (existing) return existing;
    const [created] = await db
      .insert(ledgerAccounts)
      .values({ ...key, noOverdraft: key.purpose !== 'bank' })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [opened] = await db.select().from(ledgerAccounts).where(where);
    return opened!;
  },

  /**
   * Locks the accounts of these keys in ascending id order, in one statement, and reads them (by
   * `owner|purpose|currency`); those not opened yet are opened first.
   */
  async lockKeys(db: Db, keys: AccountKey[]): Promise<Map<string, LedgerAccountRow>> {
    const wanted = new Map(keys.map((key) => [keyText(key), key]));
    // One condition per purpose and currency, its owners as one array: the unique key's index finds them whatever their number.
    const groups = new Map<string, { purpose: AccountPurpose; currency: Currency; owners: string[]; bank: boolean }>();
    for (const key of wanted.values()) {
      const group = groups.get(`${key.purpose}|${key.currency}`) ?? { purpose: key.purpose, currency: key.currency, owners: [], bank: false };
      if (key.ownerId === null) group.bank = true;
      else group.owners.push(key.ownerId);
      groups.set(`${key.purpose}|${key.currency}`, group);
    }
    const read = () =>
      db
        .select()
        .from(ledgerAccounts)
        .where(
          or(
            ...[...groups.values()].map((group) =>
              and(
                eq(ledgerAccounts.purpose, group.purpose),
                eq(ledgerAccounts.currency, group.currency),
                or(
                  ...(group.owners.length > 0 ? [sql`${ledgerAccounts.ownerId} = any(${pgArray(group.owners)}::uuid[])`] : []),
                  ...(group.bank ? [sql`${ledgerAccounts.ownerId} is null`] : []),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(ledgerAccounts.id))
        .for('no key update');
    let rows = await read();
    if (rows.length < wanted.size) {
      const found = new Set(rows.map(keyText));
      for (const [text, key] of wanted) if (!found.has(text)) await ledgerRepository.account(db, key);
      rows = await read();
    }
    return new Map(rows.map((row) => [keyText(row), row]));
  },

  async accountId(db: Db, key: AccountKey): Promise<bigint> {
    return (await ledgerRepository.account(db, key)).id;
  },

  /**
   * Locks the accounts in ascending id order (every step does, so no two steps deadlock) and reads
   * them. `no key update`, the lock an update takes: it does not wait for the key-share locks that
   * rows referring to an account hold (a commitment's pending transfer, written before its hold).
   */
  async lock(db: Db, ids: bigint[]): Promise<Map<bigint, LedgerAccountRow>> {
    const unique = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, unique)).orderBy(asc(ledgerAccounts.id)).for('no key update');
    return new Map(rows.map((row) => [row.id, row]));
  },

  /**
   * The ids of these owners' accounts of one purpose and currency, opening those missing: two
   * statements whatever the number of owners (a distribution's batch opens a thousand wallets).
   */
  async openAccountIds(db: Db, ownerIds: string[], purpose: AccountPurpose, currency: Currency): Promise<Map<string, bigint>> {
    if (ownerIds.length === 0) return new Map();
    const owners = pgArray(ownerIds);
    await db.execute(sql`
      insert into ledger_accounts (owner_id, purpose, currency, no_overdraft)
      select owner, ${purpose}::ledger_account_purpose, ${currency}::text, ${purpose !== 'bank'}::boolean from unnest(${owners}::uuid[]) as owner
      on conflict do nothing`);
    const rows = rowsOf<{ id: string; owner_id: string }>(
      await db.execute(sql`
        select id::text as id, owner_id from ledger_accounts
        where owner_id = any(${owners}::uuid[]) and purpose = ${purpose}::ledger_account_purpose and currency = ${currency}::text`),
    );
    return new Map(rows.map((row) => [row.owner_id, BigInt(row.id)]));
  },

  /**
   * Locks many accounts in ascending id order, as `lock` does, and reads one of them (the account
   * a batch debits): the others are locked, not read back.
   */
  async lockReading(db: Db, ids: bigint[], read: bigint): Promise<Pick<LedgerAccountRow, 'noOverdraft' | 'creditsPosted' | 'debitsPosted' | 'debitsPending'>> {
    const [row] = rowsOf<{ no_overdraft: boolean; credits_posted: string; debits_posted: string; debits_pending: string }>(
      await db.execute(sql`
        with locked as materialized (
          select id, no_overdraft, credits_posted, debits_posted, debits_pending from ledger_accounts
          where id = any(${pgArray([...new Set(ids)])}::bigint[]) order by id for no key update
        )
        select no_overdraft, credits_posted::text, debits_posted::text, debits_pending::text from locked where id = ${read}::bigint`),
    );
    return {
      noOverdraft: row!.no_overdraft,
      creditsPosted: BigInt(row!.credits_posted),
      debitsPosted: BigInt(row!.debits_posted),
      debitsPending: BigInt(row!.debits_pending),
    };
  },

  /** Adds posted credits to many accounts in one statement. */
  async creditPostedMany(db: Db, credits: Map<bigint, bigint>): Promise<void> {
    if (credits.size === 0) return;
    await db.execute(sql`
      update ledger_accounts a set credits_posted = a.credits_posted + v.amount
      from unnest(${pgArray([...credits.keys()])}::bigint[], ${pgArray([...credits.values()])}::bigint[]) as v(id, amount) where a.id = v.id`);
  },

  /** Adds each account's delta to its four totals, in one statement. */
  async applyMany(db: Db, deltas: Map<bigint, Required<AccountDelta>>): Promise<void> {
    if (deltas.size === 0) return;
    const ids = [...deltas.keys()];
    const column = (name: keyof AccountDelta) => pgArray(ids.map((id) => deltas.get(id)![name]));
    await db.execute(sql`
      update ledger_accounts a set debits_pending = a.debits_pending + v.dpend, debits_posted = a.debits_posted + v.dpost,
        credits_pending = a.credits_pending + v.cpend, credits_posted = a.credits_posted + v.cpost
      from unnest(${pgArray(ids)}::bigint[], ${column('debitsPending')}::bigint[], ${column('debitsPosted')}::bigint[],
        ${column('creditsPending')}::bigint[], ${column('creditsPosted')}::bigint[]) as v(id, dpend, dpost, cpend, cpost)
      where a.id = v.id`);
  },

  async apply(db: Db, id: bigint, delta: AccountDelta): Promise<void> {
    await db
      .update(ledgerAccounts)
      .set({
        debitsPending: sql`${ledgerAccounts.debitsPending} + ${delta.debitsPending ?? 0n}`,
        debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${delta.debitsPosted ?? 0n}`,
        creditsPending: sql`${ledgerAccounts.creditsPending} + ${delta.creditsPending ?? 0n}`,
        creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${delta.creditsPosted ?? 0n}`,
      })
      .where(eq(ledgerAccounts.id, id));
  },

  async insertTransfer(db: Db, row: typeof ledgerTransfers.$inferInsert): Promise<LedgerTransferRow> {
    const [created] = await ledgerRepository.insertTransfers(db, [row]);
    return created!;
  },

  /** Many posted transfers of one debit account, currency and instant, with their ids, in one statement of a few parameters. */
  async insertPostedFrom(
    db: Db,
    debitId: bigint,
    currency: Currency,
    at: Date,
    rows: Pick<LedgerTransferRow, 'id' | 'creditAccountId' | 'amount' | 'kind' | 'reference'>[],
  ): Promise<void> {
    await db.execute(sql`
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
      select t.id, ${debitId}::bigint, t.credit, t.amount, ${currency}::text, 'posted', t.kind, t.reference, ${at}::timestamptz, ${at}::timestamptz
      from unnest(
        ${pgArray(rows.map((row) => row.id))}::uuid[], ${pgArray(rows.map((row) => row.creditAccountId))}::bigint[],
        ${pgArray(rows.map((row) => row.amount))}::bigint[], ${pgArray(rows.map((row) => row.kind))}::transfer_kind[],
        ${pgArray(rows.map((row) => row.reference))}::text[]
      ) as t(id, credit, amount, kind, reference)`);
  },

  /** Many transfers in one statement (match them to their purpose by `reference`). */
  async insertTransfers(db: Db, rows: Array<typeof ledgerTransfers.$inferInsert>): Promise<LedgerTransferRow[]> {
    return db.insert(ledgerTransfers).values(rows).returning();
  },

  /** Moves a pending transfer to posted or voided, only if it is still pending; undefined when it was not. */
  async resolvePending(db: Db, id: string, status: 'posted' | 'voided', at: Date): Promise<LedgerTransferRow | undefined> {
    const [row] = await db
      .update(ledgerTransfers)
      .set({ status, resolvedAt: at })
      .where(and(eq(ledgerTransfers.id, id), eq(ledgerTransfers.status, 'pending')))
      .returning();
    return row;
  },

  async transfersByIds(db: Db, ids: string[]): Promise<LedgerTransferRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.id, ids)).orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.kind));
  },

  async findTransfer(db: Db, id: string): Promise<LedgerTransferRow | undefined> {
    const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
    return row;
  },

  async accountsOfOwners(db: Db, ownerIds: string[], purpose: AccountPurpose, currency: Currency): Promise<LedgerAccountRow[]> {
    if (ownerIds.length === 0) return [];
    return db
      .select()
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.ownerId, ownerIds), eq(ledgerAccounts.purpose, purpose), eq(ledgerAccounts.currency, currency)));
  },

  async accountsOf(db: Db, ownerId: string, purpose: AccountPurpose): Promise<LedgerAccountRow[]> {
    return db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.purpose, purpose)))
      .orderBy(asc(ledgerAccounts.currency));
  },
};

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
