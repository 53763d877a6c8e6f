import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { IncomeType } from '../../../shared/contracts/income.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { deals, distributions, payouts, properties, type DistributionRow, type NewDistributionRow, type PayoutRow } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

type DistributionStatus = DistributionRow['status'];

/** What differs from one payout of a batch to the next. */
interface PayoutColumns {
  id: string;
  userId: string;
  incomeType: IncomeType;
  gross: bigint;
  tds: bigint;
  net: bigint;
  rateBps: number;
  panOnFile: boolean;
  section: string | null;
  section2025: string | null;
  threshold: bigint | null;
  fyTotalBefore: bigint;
  unitSeconds: bigint;
  netTransferId: string | null;
  tdsTransferId: string | null;
}

/** A batch of one distribution's payouts, all paid at one instant. */
interface NewPayouts {
  distributionId: string;
  dealId: string;
  currency: Currency;
  fy: string;
  totalUnitSeconds: bigint;
  paidAt: Date;
  rows: PayoutColumns[];
}

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** SQL for distributions and their payouts, inside the caller's transaction where given one. */
export const distributionsRepository = {
  /** Inserts a draft; undefined when its reference is taken (the caller draws another). */
  async insert(db: Db, row: NewDistributionRow): Promise<DistributionRow | undefined> {
    const [created] = await db.insert(distributions).values(row).onConflictDoNothing({ target: distributions.reference }).returning();
    return created;
  },

  async find(db: Db, id: string): Promise<DistributionRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(distributions).where(eq(distributions.id, id));
    return row;
  },

  /** Changes the row only while it has status `from`: undefined when it no longer has (a repeated or raced step). */
  async update(
    db: Db,
    id: string,
    from: DistributionStatus | DistributionStatus[],
    changes: Partial<NewDistributionRow>,
  ): Promise<DistributionRow | undefined> {
    const [row] = await db
      .update(distributions)
      .set(changes)
      .where(and(eq(distributions.id, id), Array.isArray(from) ? inArray(distributions.status, from) : eq(distributions.status, from)))
      .returning();
    return row;
  },

  /** A deal's distributions, newest period first; only paid ones unless `all`. */
  async ofDeal(db: Db, dealId: string, all: boolean): Promise<DistributionRow[]> {
    return db
      .select()
      .from(distributions)
      .where(and(eq(distributions.dealId, dealId), all ? undefined : eq(distributions.status, 'paid')))
      .orderBy(desc(distributions.period), desc(distributions.createdAt));
  },

  /** The admin's queue: every distribution in these states, oldest submission first. */
  async withStatus(db: Db, statuses: DistributionStatus[]): Promise<DistributionRow[]> {
    return db
      .select()
      .from(distributions)
      .where(inArray(distributions.status, statuses))
      .orderBy(sql`${distributions.submittedAt} asc nulls last`, distributions.createdAt);
  },

  /** Approved distributions not yet paid, in the order they were approved: what the start-up sweep hands to the run again. */
  async unpaidApproved(db: Db): Promise<string[]> {
    const rows = await db.select({ id: distributions.id }).from(distributions).where(eq(distributions.status, 'approved')).orderBy(distributions.approvedAt);
    return rows.map((row) => row.id);
  },

  /** Whether an earlier-approved distribution of the deal is still unpaid (its payouts count towards this one's thresholds). */
  async earlierUnpaid(db: Db, dealId: string, approvedAt: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: distributions.id })
      .from(distributions)
      .where(and(eq(distributions.dealId, dealId), eq(distributions.status, 'approved'), lt(distributions.approvedAt, approvedAt)))
      .limit(1);
    return row !== undefined;
  },

  /** Locks the distribution's row: one batch of its payouts at a time, whatever the number of runs paying it. */
  async lock(db: Db, id: string): Promise<void> {
    await db.execute(sql`select 1 from distributions where id = ${id}::uuid for no key update`);
  },

  /** Which of these holders' payouts of the distribution are written, as `holder|income type`. */
  async paidKeys(db: Db, distributionId: string, userIds: string[]): Promise<Set<string>> {
    const rows = rowsOf<{ key: string }>(
      await db.execute(sql`
        select user_id || '|' || income_type as key from payouts
        where distribution_id = ${distributionId}::uuid and user_id = any(${pgArray(userIds)}::uuid[])`),
    );
    return new Set(rows.map((row) => row.key));
  },

  /**
   * Writes payouts with their ids and their transfers' ids, in one statement of a few array
   * parameters whatever the batch's size. A payout written before breaks the key (distribution,
   * holder, income type) and fails the statement: the caller's transaction, money included, rolls back.
   */
  async insertPayouts(db: Db, batch: NewPayouts): Promise<void> {
    if (batch.rows.length === 0) return;
    const column = (read: (row: PayoutColumns) => PayoutColumns[keyof PayoutColumns]) => pgArray(batch.rows.map(read));
    await db.execute(sql`
      insert into payouts (distribution_id, deal_id, currency, fy, total_unit_seconds, paid_at,
        id, user_id, income_type, gross, tds, net, rate_bps, pan_on_file, section, section_2025, threshold, fy_total_before, unit_seconds,
        net_transfer_id, tds_transfer_id)
      select ${batch.distributionId}::uuid, ${batch.dealId}::uuid, ${batch.currency}::text, ${batch.fy}::text, ${batch.totalUnitSeconds}::numeric, ${batch.paidAt}::timestamptz, p.*
      from unnest(
        ${column((row) => row.id)}::uuid[], ${column((row) => row.userId)}::uuid[], ${column((row) => row.incomeType)}::income_type[],
        ${column((row) => row.gross)}::bigint[], ${column((row) => row.tds)}::bigint[], ${column((row) => row.net)}::bigint[],
        ${column((row) => row.rateBps)}::integer[], ${column((row) => row.panOnFile)}::boolean[],
        ${column((row) => row.section)}::text[], ${column((row) => row.section2025)}::text[], ${column((row) => row.threshold)}::bigint[],
        ${column((row) => row.fyTotalBefore)}::bigint[], ${column((row) => row.unitSeconds)}::numeric[],
        ${column((row) => row.netTransferId)}::uuid[], ${column((row) => row.tdsTransferId)}::uuid[]
      ) as p`);
  },

  async payoutCount(db: Db, distributionId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.distributionId, distributionId));
    return row!.n;
  },

  /** Payouts' totals per distribution, for the distributions shown. */
  async totals(db: Db, distributionIds: string[]): Promise<Map<string, { payouts: number; gross: bigint; tds: bigint; net: bigint }>> {
    if (distributionIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: payouts.distributionId,
        payouts: sql<number>`count(*)::int`,
        gross: sql<string>`sum(${payouts.gross})::text`,
        tds: sql<string>`sum(${payouts.tds})::text`,
        net: sql<string>`sum(${payouts.net})::text`,
      })
      .from(payouts)
      .where(inArray(payouts.distributionId, distributionIds))
      .groupBy(payouts.distributionId);
    return new Map(rows.map((row) => [row.id, { payouts: row.payouts, gross: BigInt(row.gross), tds: BigInt(row.tds), net: BigInt(row.net) }]));
  },

  /**
   * Gross paid this financial year by the deal to each holder under each section by the
   * distributions approved before `approvedBefore` (paid first: the run waits for them), what the
   * thresholds count; the same figure whenever it is read again. Keyed `holder|section`.
   */
  async fyGrossBefore(db: Db, input: { dealId: string; fy: string; userIds: string[]; approvedBefore: Date }): Promise<Map<string, bigint>> {
    if (input.userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: payouts.userId, section: payouts.section, gross: sql<string>`sum(${payouts.gross})::text` })
      .from(payouts)
      .innerJoin(distributions, eq(distributions.id, payouts.distributionId))
      .where(
        and(
          eq(payouts.dealId, input.dealId),
          eq(payouts.fy, input.fy),
          // One array parameter: a distribution's holders may be more than a statement's 65,535 parameters.
          sql`${payouts.userId} = any(${pgArray(input.userIds)}::uuid[])`,
          sql`${payouts.section} is not null`,
          lt(distributions.approvedAt, input.approvedBefore),
        ),
      )
      .groupBy(payouts.userId, payouts.section);
    return new Map(rows.map((row) => [`${row.userId}|${row.section}`, BigInt(row.gross)]));
  },

  async findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    return row;
  },

  /** A backer's income per deal and instant (a distribution pays its income types at once), gross, tax and net: the returns' flows. */
  async incomeFlowsOf(db: Db, userId: string): Promise<{ dealId: string; at: Date; gross: bigint; tds: bigint; net: bigint }[]> {
    const rows = await db
      .select({
        dealId: payouts.dealId,
        at: payouts.paidAt,
        gross: sql<string>`sum(${payouts.gross})::text`,
        tds: sql<string>`sum(${payouts.tds})::text`,
        net: sql<string>`sum(${payouts.net})::text`,
      })
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .groupBy(payouts.dealId, payouts.paidAt);
    return rows.map((row) => ({ dealId: row.dealId, at: row.at, gross: BigInt(row.gross), tds: BigInt(row.tds), net: BigInt(row.net) }));
  },

  /** A backer's payouts, newest first, optionally of one deal or one financial year. */
  async payoutsOf(db: Db, userId: string, filter: { dealId?: string; fy?: string }): Promise<PayoutRow[]> {
    return db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.userId, userId),
          filter.dealId === undefined ? undefined : eq(payouts.dealId, filter.dealId),
          filter.fy === undefined ? undefined : eq(payouts.fy, filter.fy),
        ),
      )
      .orderBy(desc(payouts.paidAt), payouts.incomeType);
  },
};

/** What a backer was paid of one income type by one deal under one section in a financial year. */
export interface PayoutTotals {
  dealId: string;
  dealName: string;
  incomeType: IncomeType;
  section: string | null;
  section2025: string | null;
  currency: Currency;
  gross: bigint;
  tds: bigint;
  net: bigint;
}

/** A backer's payouts of a financial year summed per deal, income type and section (both Acts' labels), by the property's title. */
export async function payoutTotalsByYear(db: Db, userId: string, fy: string): Promise<PayoutTotals[]> {
  const rows = await db
    .select({
      dealId: payouts.dealId,
      dealName: properties.title,
      incomeType: payouts.incomeType,
      section: payouts.section,
      section2025: payouts.section2025,
      currency: payouts.currency,
      gross: sql<string>`sum(${payouts.gross})::text`,
      tds: sql<string>`sum(${payouts.tds})::text`,
      net: sql<string>`sum(${payouts.net})::text`,
    })
    .from(payouts)
    .innerJoin(deals, eq(deals.id, payouts.dealId))
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .where(and(eq(payouts.userId, userId), eq(payouts.fy, fy)))
    .groupBy(payouts.dealId, properties.title, payouts.incomeType, payouts.section, payouts.section2025, payouts.currency)
    .orderBy(properties.title, payouts.dealId, payouts.incomeType, payouts.section, payouts.section2025);
  return rows.map((row) => ({ ...row, gross: BigInt(row.gross), tds: BigInt(row.tds), net: BigInt(row.net) }));
}

/** The financial years a backer was paid in, newest first. */
export async function payoutYears(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ fy: payouts.fy }).from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.fy));
  return rows.map((row) => row.fy);
}
