import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  commitments,
  deals,
  deposits,
  ledgerTransfers,
  payouts,
  properties,
  users,
  withdrawals,
  type CommitmentRow,
  type DepositRow,
  type LedgerTransferRow,
  type WithdrawalRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** A payment with the backer whose money it is (the admin's lists). */
export interface WithBacker<Row> {
  row: Row;
  backer: { id: string; firstName: string; lastName: string; email: string };
}

const backerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** Only uuids can name a row here; anything else (a hostile id) names nothing, without a failed cast. */
const uuids = (values: Iterable<string>) => [...new Set(values)].filter(isUuid);

/**
 * SQL for deposits, withdrawals and the wallet's ledger lines. Every function takes the database
 * or the caller's transaction; the ledger's own tables are written only by the ledger module.
 */
export const walletRepository = {
  /** A new deposit; undefined when its reference is taken already (the caller draws another). */
  async insertDeposit(db: Db, row: typeof deposits.$inferInsert): Promise<DepositRow | undefined> {
    const [created] = await db.insert(deposits).values(row).onConflictDoNothing({ target: deposits.reference }).returning();
    return created;
  },

  async findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
    return row;
  },

  /**
   * Marks a deposit confirmed only while it awaits its funds: of two admins (or two retries)
   * confirming at once, one gets the row, the other waits for its lock and then gets nothing.
   */
  async confirmDeposit(db: Db, id: string, by: string, at: Date): Promise<DepositRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(deposits)
      .set({ status: 'confirmed', confirmedAt: at, confirmedBy: by })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'awaiting_funds')))
      .returning();
    return row;
  },

  async setDepositTransfer(db: Db, id: string, transferId: string): Promise<void> {
    await db.update(deposits).set({ transferId }).where(eq(deposits.id, id));
  },

  async depositsOf(db: Db, backerId: string, limit: number, offset: number): Promise<Page<DepositRow>> {
    const where = eq(deposits.backerId, backerId);
    const rows = await db.select().from(deposits).where(where).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(limit).offset(offset);
    const [total] = await db.select({ n: count() }).from(deposits).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The admin's queue: awaiting funds oldest first (the next to match), confirmed newest first. */
  async depositsByStatus(db: Db, status: DepositRow['status'], limit: number, offset: number): Promise<Page<WithBacker<DepositRow>>> {
    const where = eq(deposits.status, status);
    const order = status === 'awaiting_funds' ? [asc(deposits.createdAt), asc(deposits.id)] : [desc(deposits.confirmedAt), desc(deposits.id)];
    const rows = await db
      .select({ row: deposits, backer: backerColumns })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.backerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(deposits).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** A new withdrawal; undefined when its reference is taken already (the caller draws another). */
  async insertWithdrawal(db: Db, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow | undefined> {
    const [created] = await db.insert(withdrawals).values(row).onConflictDoNothing({ target: withdrawals.reference }).returning();
    return created;
  },

  async findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row;
  },

  /** Marks a withdrawal paid only while it is requested (the same race rule as confirming a deposit). */
  async markWithdrawalPaid(db: Db, id: string, by: string, at: Date): Promise<WithdrawalRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(withdrawals)
      .set({ status: 'paid', paidAt: at, paidBy: by })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning();
    return row;
  },

  async withdrawalsOf(db: Db, backerId: string, limit: number, offset: number): Promise<Page<WithdrawalRow>> {
    const where = eq(withdrawals.backerId, backerId);
    const rows = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit).offset(offset);
    const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The admin's queue: requested oldest first (the next to pay), paid newest first. */
  async withdrawalsByStatus(db: Db, status: WithdrawalRow['status'], limit: number, offset: number): Promise<Page<WithBacker<WithdrawalRow>>> {
    const where = eq(withdrawals.status, status);
    const order = status === 'requested' ? [asc(withdrawals.createdAt), asc(withdrawals.id)] : [desc(withdrawals.paidAt), desc(withdrawals.id)];
    const rows = await db
      .select({ row: withdrawals, backer: backerColumns })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.backerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** One page of the transfers into or out of these accounts (a backer's wallets), newest first. */
  async transfersOf(db: Db, accountIds: bigint[], limit: number, offset: number): Promise<Page<LedgerTransferRow>> {
    if (accountIds.length === 0) return { rows: [], total: 0 };
    const where: SQL = or(inArray(ledgerTransfers.debitAccountId, accountIds), inArray(ledgerTransfers.creditAccountId, accountIds))!;
    const rows = await db
      .select()
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(ledgerTransfers).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /*
   * What a transfer's reference names, for the sentence a ledger line shows: one query per kind of
   * thing a reference can name, each by primary key, for a page of lines at a time.
   */

  async depositReferences(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
    const keys = uuids(ids);
    if (keys.length === 0) return new Map();
    const rows = await db.select({ id: deposits.id, reference: deposits.reference }).from(deposits).where(inArray(deposits.id, keys));
    return new Map(rows.map((row) => [row.id, row.reference]));
  },

  async withdrawalReferences(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
    const keys = uuids(ids);
    if (keys.length === 0) return new Map();
    const rows = await db.select({ id: withdrawals.id, reference: withdrawals.reference }).from(withdrawals).where(inArray(withdrawals.id, keys));
    return new Map(rows.map((row) => [row.id, row.reference]));
  },

  /** The status of each commitment the ids name: why its voided hold was released. */
  async commitmentStatuses(db: Db, ids: Iterable<string>): Promise<Map<string, CommitmentRow['status']>> {
    const keys = uuids(ids);
    if (keys.length === 0) return new Map();
    const rows = await db.select({ id: commitments.id, status: commitments.status }).from(commitments).where(inArray(commitments.id, keys));
    return new Map(rows.map((row) => [row.id, row.status]));
  },

  /** The property title of each commitment or deal the ids name (a reference may be either). */
  async propertyTitles(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
    const keys = uuids(ids);
    if (keys.length === 0) return new Map();
    const viaCommitments = await db
      .select({ id: commitments.id, title: properties.title })
      .from(commitments)
      .innerJoin(deals, eq(deals.id, commitments.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(inArray(commitments.id, keys));
    const viaDeals = await db
      .select({ id: deals.id, title: properties.title })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(inArray(deals.id, keys));
    const viaPayouts = await db
      .select({ id: payouts.id, title: properties.title })
      .from(payouts)
      .innerJoin(deals, eq(deals.id, payouts.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(inArray(payouts.id, keys));
    return new Map([...viaDeals, ...viaCommitments, ...viaPayouts].map((row) => [row.id, row.title]));
  },
};
