import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { unitAccounts, unitTransfers, users, type UnitAccountRow, type UnitTransferRow } from '../../db/schema/index.ts';

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** SQL for the units ledger. Only `units.ts` calls it, inside the caller's transaction. */
export const unitsRepository = {
  /** The deal's issuer account and its holders' accounts, opening those missing (two openers get the same rows). */
  async openAccounts(db: Db, dealId: string, holderIds: string[], at: Date): Promise<{ issuer: UnitAccountRow; holders: Map<string, UnitAccountRow> }> {
    await db
      .insert(unitAccounts)
      .values([{ dealId, holderId: null, createdAt: at }, ...holderIds.map((holderId) => ({ dealId, holderId, createdAt: at }))])
      .onConflictDoNothing();
    const issuerWhere = and(eq(unitAccounts.dealId, dealId), isNull(unitAccounts.holderId));
    const holderWhere = holderIds.length > 0 ? and(eq(unitAccounts.dealId, dealId), inArray(unitAccounts.holderId, holderIds)) : sql`false`;
    const rows = await db
      .select()
      .from(unitAccounts)
      .where(sql`(${issuerWhere}) or (${holderWhere})`);
    const issuer = rows.find((row) => row.holderId === null)!;
    return { issuer, holders: new Map(rows.filter((row) => row.holderId !== null).map((row) => [row.holderId!, row])) };
  },

  /** Writes the transfers not written before (by kind, reference and accounts); answers those written now. */
  async insertTransfers(db: Db, rows: (typeof unitTransfers.$inferInsert)[]): Promise<UnitTransferRow[]> {
    if (rows.length === 0) return [];
    return db.insert(unitTransfers).values(rows).onConflictDoNothing().returning();
  },

  /** Adds the transfers' face value to both sides of their accounts, in ascending account order. */
  async applyTransfers(db: Db, transfers: UnitTransferRow[]): Promise<void> {
    const deltas = new Map<bigint, { debits: bigint; credits: bigint }>();
    const delta = (id: bigint) => deltas.get(id) ?? deltas.set(id, { debits: 0n, credits: 0n }).get(id)!;
    for (const transfer of transfers) {
      delta(transfer.debitAccountId).debits += transfer.faceValue;
      delta(transfer.creditAccountId).credits += transfer.faceValue;
    }
    for (const [id, { debits, credits }] of [...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      await db
        .update(unitAccounts)
        .set({ debitsPosted: sql`${unitAccounts.debitsPosted} + ${debits}`, creditsPosted: sql`${unitAccounts.creditsPosted} + ${credits}` })
        .where(eq(unitAccounts.id, id));
    }
  },

  /**
   * Locks face value of the holder's account for a sell order (a pending debit), only if it holds
   * that much not already offered: a conditional update, so two orders racing cannot offer the same
   * face value twice. Answers whether it locked.
   */
  async lock(db: Db, dealId: string, holderId: string, faceValue: bigint): Promise<boolean> {
    const rows = await db
      .update(unitAccounts)
      .set({ debitsPending: sql`${unitAccounts.debitsPending} + ${faceValue}` })
      .where(
        and(
          eq(unitAccounts.dealId, dealId),
          eq(unitAccounts.holderId, holderId),
          sql`${unitAccounts.creditsPosted} - ${unitAccounts.debitsPosted} - ${unitAccounts.debitsPending} >= ${faceValue}`,
        ),
      )
      .returning({ id: unitAccounts.id });
    return rows.length === 1;
  },

  /** Releases face value a sell order locked (cancelled, unfilled or suspended). */
  async unlock(db: Db, dealId: string, holderId: string, faceValue: bigint): Promise<void> {
    const rows = await db
      .update(unitAccounts)
      .set({ debitsPending: sql`${unitAccounts.debitsPending} - ${faceValue}` })
      .where(and(eq(unitAccounts.dealId, dealId), eq(unitAccounts.holderId, holderId), sql`${unitAccounts.debitsPending} >= ${faceValue}`))
      .returning({ id: unitAccounts.id });
    if (rows.length !== 1) throw new Error('Unlocking more face value than the account has locked.');
  },

  /** Face value locked by the deal's holders' open sell orders. */
  async locked(db: Db, dealId: string): Promise<bigint> {
    const [row] = await db
      .select({ locked: sql<string | null>`sum(${unitAccounts.debitsPending})::text` })
      .from(unitAccounts)
      .where(eq(unitAccounts.dealId, dealId));
    return BigInt(row?.locked ?? 0);
  },

  /** Each holder's balance from the deal's transfers made by `at` (inclusive), of those above zero. */
  async balancesAt(db: Db, dealId: string, at: Date, holderId?: string): Promise<Map<string, bigint>> {
    const result = await db.execute(sql`
      with counted as (
        select * from unit_transfers where deal_id = ${dealId} and created_at <= ${at}
      ), moves as (
        select credit_account_id as account_id, face_value as signed from counted
        union all
        select debit_account_id, -face_value from counted
      )
      select a.holder_id, sum(m.signed)::text as face_value
      from moves m join unit_accounts a on a.id = m.account_id
      where a.holder_id is not null ${holderId ? sql`and a.holder_id = ${holderId}` : sql``}
      group by a.holder_id
      having sum(m.signed) > 0`);
    return new Map(rowsOf<{ holder_id: string; face_value: string }>(result).map((row) => [row.holder_id, BigInt(row.face_value)]));
  },

  /**
   * One fill of an exit window: the seller's locked face value passes to the buyer (the buyer's
   * account opened if missing). Once per reference: a repeat writes and moves nothing. The seller's
   * update is conditional on what its order locked, so a fill never sells face value twice.
   */
  async trade(db: Db, dealId: string, sellerId: string, buyerId: string, faceValue: bigint, reference: string, at: Date): Promise<boolean> {
    await db.insert(unitAccounts).values({ dealId, holderId: buyerId, createdAt: at }).onConflictDoNothing();
    const [written] = rowsOf<{ seller: string; buyer: string }>(
      await db.execute(sql`
        insert into unit_transfers (deal_id, debit_account_id, credit_account_id, face_value, kind, reference, created_at)
        select ${dealId}::uuid, s.id, b.id, ${faceValue}::bigint, 'trade', ${reference}::text, ${at}::timestamptz
        from unit_accounts s, unit_accounts b
        where s.deal_id = ${dealId} and s.holder_id = ${sellerId} and b.deal_id = ${dealId} and b.holder_id = ${buyerId}
        on conflict do nothing
        returning debit_account_id::text as seller, credit_account_id::text as buyer`),
    );
    if (!written) return false;
    const moved = rowsOf<{ id: string }>(
      await db.execute(sql`
        update unit_accounts set
          debits_pending = debits_pending - case when id = ${written.seller}::bigint then ${faceValue}::bigint else 0 end,
          debits_posted = debits_posted + case when id = ${written.seller}::bigint then ${faceValue}::bigint else 0 end,
          credits_posted = credits_posted + case when id = ${written.buyer}::bigint then ${faceValue}::bigint else 0 end
        where id in (${written.seller}::bigint, ${written.buyer}::bigint) and (id <> ${written.seller}::bigint or debits_pending >= ${faceValue}::bigint)
        returning id::text as id`),
    );
    if (moved.length !== 2) throw new Error('Selling more face value than the order locked.');
    return true;
  },

  /** Each holder's face value now (balance > 0), largest first. */
  async holders(db: Db, dealId: string): Promise<{ holderId: string; faceValue: bigint }[]> {
    const rows = await db
      .select({ holderId: unitAccounts.holderId, credits: unitAccounts.creditsPosted, debits: unitAccounts.debitsPosted })
      .from(unitAccounts)
      .where(
        and(eq(unitAccounts.dealId, dealId), sql`${unitAccounts.holderId} is not null`, sql`${unitAccounts.creditsPosted} > ${unitAccounts.debitsPosted}`),
      );
    return rows
      .map((row) => ({ holderId: row.holderId!, faceValue: row.credits - row.debits }))
      .sort((a, b) => (a.faceValue === b.faceValue ? a.holderId.localeCompare(b.holderId) : a.faceValue > b.faceValue ? -1 : 1));
  },

  /**
   * One page of the deal's holders now, largest first (ties by user id), with their names; how many
   * hold units, and the face value they hold together.
   */
  async holderPage(
    db: Db,
    dealId: string,
    paging: { page: number; page_size: number },
  ): Promise<{ rows: { holderId: string; firstName: string; lastName: string; faceValue: bigint }[]; total: number; outstanding: bigint }> {
    const balance = sql<bigint>`${unitAccounts.creditsPosted} - ${unitAccounts.debitsPosted}`.mapWith((value: string | number) => BigInt(value));
    const holding = and(
      eq(unitAccounts.dealId, dealId),
      sql`${unitAccounts.holderId} is not null`,
      sql`${unitAccounts.creditsPosted} > ${unitAccounts.debitsPosted}`,
    );
    const rows = await db
      .select({ holderId: sql<string>`${unitAccounts.holderId}`, firstName: users.firstName, lastName: users.lastName, faceValue: balance })
      .from(unitAccounts)
      .innerJoin(users, eq(users.id, unitAccounts.holderId))
      .where(holding)
      .orderBy(sql`${unitAccounts.creditsPosted} - ${unitAccounts.debitsPosted} desc`, unitAccounts.holderId)
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size);
    const [totals] = await db
      .select({ total: count(), outstanding: sql<string | null>`sum(${unitAccounts.creditsPosted} - ${unitAccounts.debitsPosted})::text` })
      .from(unitAccounts)
      .where(holding);
    return { rows, total: totals?.total ?? 0, outstanding: BigInt(totals?.outstanding ?? 0) };
  },

  /** The holder's face value now in each deal it holds units of. */
  async holdingsOf(db: Db, holderId: string): Promise<Map<string, bigint>> {
    const rows = await db
      .select({ dealId: unitAccounts.dealId, credits: unitAccounts.creditsPosted, debits: unitAccounts.debitsPosted })
      .from(unitAccounts)
      .where(eq(unitAccounts.holderId, holderId));
    return new Map(rows.filter((row) => row.credits > row.debits).map((row) => [row.dealId, row.credits - row.debits]));
  },

  /**
   * Face value × whole seconds held in [start, end), per holder, from the transfers made before
   * the end and by `movedBy` (each moves the balance from its instant on), with the instant the
   * holder first held units of the deal.
   */
  async unitSeconds(db: Db, dealId: string, start: Date, end: Date, movedBy: Date): Promise<{ holderId: string; unitSeconds: bigint; heldSince: Date }[]> {
    const result = await db.execute(sql`
      with counted as (
        select * from unit_transfers where deal_id = ${dealId} and created_at < ${end} and created_at <= ${movedBy}
      ), moves as (
        select credit_account_id as account_id, face_value as signed, created_at from counted
        union all
        select debit_account_id, -face_value, created_at from counted
      )
      select a.holder_id,
        sum(m.signed::numeric * floor(extract(epoch from ${end}::timestamptz) - extract(epoch from greatest(m.created_at, ${start}::timestamptz))))::text as unit_seconds,
        min(m.created_at) filter (where m.signed > 0) as held_since
      from moves m join unit_accounts a on a.id = m.account_id
      where a.holder_id is not null
      group by a.holder_id`);
    return rowsOf<{ holder_id: string; unit_seconds: string; held_since: string | Date }>(result)
      .map((row) => ({ holderId: row.holder_id, unitSeconds: BigInt(row.unit_seconds), heldSince: new Date(row.held_since) }))
      .filter((row) => row.unitSeconds > 0n);
  },

  /** Deals whose unit balances do not sum to zero, and accounts whose totals differ from their transfers. */
  async problems(db: Db): Promise<{ unbalanced: { dealId: string; currency: string }[]; mismatched: { id: string; dealId: string; currency: string }[] }> {
    const unbalanced = await db.execute(sql`
      select a.deal_id, d.currency from unit_accounts a join deals d on d.id = a.deal_id
      group by a.deal_id, d.currency having sum(a.credits_posted - a.debits_posted) <> 0`);
    const mismatched = await db.execute(sql`
      with sides as (
        select debit_account_id as account_id, face_value as debit, 0::bigint as credit from unit_transfers
        union all
        select credit_account_id, 0, face_value from unit_transfers
      ), sums as (select account_id, sum(debit) as debits, sum(credit) as credits from sides group by account_id)
      select a.id::text as id, a.deal_id, d.currency from unit_accounts a join deals d on d.id = a.deal_id left join sums s on s.account_id = a.id
      where a.debits_posted <> coalesce(s.debits, 0) or a.credits_posted <> coalesce(s.credits, 0)`);
    return {
      unbalanced: rowsOf<{ deal_id: string; currency: string }>(unbalanced).map((row) => ({ dealId: row.deal_id, currency: row.currency })),
      mismatched: rowsOf<{ id: string; deal_id: string; currency: string }>(mismatched).map((row) => ({
        id: row.id,
        dealId: row.deal_id,
        currency: row.currency,
      })),
    };
  },
};
