import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deals,
  payouts,
  properties,
  taxCertificates,
  tdsDeposits,
  tdsRules,
  users,
  type TaxCertificateRow,
  type TdsDepositRow,
  type TdsRuleRow,
} from '../../db/schema/index.ts';
import type { PeriodRange } from '../../../shared/periods.ts';
import { isUuid } from '../../../shared/uuid.ts';

/*
 * SQL for the admin's tax work. The payouts are the distributions module's rows: read here, never
 * written (a tax quarter's payouts are those whose payment instant falls in it).
 */

/** A tax quarter as stored: its financial year and number. */
export interface QuarterKey {
  fy: string;
  quarter: number;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const inRange = (range: PeriodRange) => and(gte(payouts.paidAt, range.start), lt(payouts.paidAt, range.end));

export const taxRepository = {
  /** Every rule: by structure and income type, the newest effective date first in each. */
  async rules(db: Db): Promise<TdsRuleRow[]> {
    return db.select().from(tdsRules).orderBy(asc(tdsRules.structure), asc(tdsRules.incomeType), desc(tdsRules.effectiveFrom));
  },

  /** Undefined when a rule for the same structure, income type and date exists (append-only: never replaced). */
  async insertRule(db: Db, row: typeof tdsRules.$inferInsert): Promise<TdsRuleRow | undefined> {
    const [created] = await db.insert(tdsRules).values(row).onConflictDoNothing().returning();
    return created;
  },

  /**
   * Payouts per deal and Indian calendar month (`2026-10`): count, gross and tax. A month lies in
   * one tax quarter, so the caller adds months up into quarters with the shared periods module.
   */
  async monthlyTotals(db: Db): Promise<{ dealId: string; month: string; payouts: number; gross: bigint; tds: bigint }[]> {
    const month = sql<string>`to_char((${payouts.paidAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;
    const rows = await db
      .select({
        dealId: payouts.dealId,
        month,
        payouts: sql<number>`count(*)::int`,
        gross: sql<string>`sum(${payouts.gross})::text`,
        tds: sql<string>`sum(${payouts.tds})::text`,
      })
      .from(payouts)
      .groupBy(payouts.dealId, month);
    return rows.map((row) => ({ ...row, gross: BigInt(row.gross), tds: BigInt(row.tds) }));
  },

  /** The property titles and currencies of these deals, by deal id. */
  async dealNames(db: Db, dealIds: string[]): Promise<Map<string, { name: string; currency: string }>> {
    if (dealIds.length === 0) return new Map();
    const rows = await db
      .select({ id: deals.id, name: properties.title, currency: deals.currency })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(inArray(deals.id, dealIds));
    return new Map(rows.map((row) => [row.id, { name: row.name, currency: row.currency }]));
  },

  async deposits(db: Db): Promise<TdsDepositRow[]> {
    return db.select().from(tdsDeposits);
  },

  async findDeposit(db: Db, dealId: string, key: QuarterKey): Promise<TdsDepositRow | undefined> {
    const [row] = await db
      .select()
      .from(tdsDeposits)
      .where(and(eq(tdsDeposits.dealId, dealId), eq(tdsDeposits.fy, key.fy), eq(tdsDeposits.quarter, key.quarter)));
    return row;
  },

  /** Undefined when the deal's quarter is already deposited. */
  async insertDeposit(db: Db, row: typeof tdsDeposits.$inferInsert): Promise<TdsDepositRow | undefined> {
    const [created] = await db.insert(tdsDeposits).values(row).onConflictDoNothing().returning();
    return created;
  },

  /** The tax the deal withheld from the payouts it made in the range. */
  async withheldIn(db: Db, dealId: string, range: PeriodRange): Promise<bigint> {
    const [row] = await db
      .select({ tds: sql<string>`coalesce(sum(${payouts.tds}), 0)::text` })
      .from(payouts)
      .where(and(eq(payouts.dealId, dealId), inRange(range)));
    return BigInt(row!.tds);
  },

  /** Whether the deal paid the user anything in the range. */
  async paidIn(db: Db, userId: string, dealId: string, range: PeriodRange): Promise<boolean> {
    if (!isUuid(userId) || !isUuid(dealId)) return false;
    const [row] = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, userId), eq(payouts.dealId, dealId), inRange(range)))
      .limit(1);
    return row !== undefined;
  },

  /** The backers the deal paid in the range, by name: their gross and tax, and the quarter's certificate of each. */
  async payees(db: Db, dealId: string, range: PeriodRange, key: QuarterKey) {
    const certificate = and(
      eq(taxCertificates.userId, payouts.userId),
      eq(taxCertificates.dealId, payouts.dealId),
      eq(taxCertificates.fy, key.fy),
      eq(taxCertificates.quarter, key.quarter),
    );
    const rows = await db
      .select({
        userId: payouts.userId,
        name: fullName,
        gross: sql<string>`sum(${payouts.gross})::text`,
        tds: sql<string>`sum(${payouts.tds})::text`,
        certificateId: taxCertificates.id,
        uploadedAt: taxCertificates.uploadedAt,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .leftJoin(taxCertificates, certificate)
      .where(and(eq(payouts.dealId, dealId), inRange(range)))
      .groupBy(payouts.userId, users.firstName, users.lastName, taxCertificates.id, taxCertificates.uploadedAt)
      .orderBy(asc(fullName), asc(payouts.userId));
    return rows.map((row) => ({ ...row, gross: BigInt(row.gross), tds: BigInt(row.tds) }));
  },

  /** The return's deductee rows: each payout in the range taxed, or paid under a section, in payment order. */
  async returnRows(db: Db, dealId: string, range: PeriodRange) {
    return db
      .select({
        userId: payouts.userId,
        name: fullName,
        incomeType: payouts.incomeType,
        section: payouts.section,
        section2025: payouts.section2025,
        paidAt: payouts.paidAt,
        gross: payouts.gross,
        tds: payouts.tds,
        rateBps: payouts.rateBps,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.userId))
      .where(and(eq(payouts.dealId, dealId), inRange(range), or(sql`${payouts.tds} > 0`, sql`${payouts.section} is not null`)))
      .orderBy(asc(payouts.paidAt), asc(payouts.userId), asc(payouts.incomeType));
  },

  /**
   * Records the file as the backer's certificate for the deal and quarter, replacing an earlier
   * one (the same row, so its address stays); answers the row and the file it replaced, if any.
   */
  async putCertificate(db: Db, row: typeof taxCertificates.$inferInsert): Promise<{ row: TaxCertificateRow; replacedFile: string | null }> {
    const key = and(
      eq(taxCertificates.userId, row.userId),
      eq(taxCertificates.dealId, row.dealId),
      eq(taxCertificates.fy, row.fy),
      eq(taxCertificates.quarter, row.quarter),
    );
    // Two uploads for one key take turns (the row may not exist yet to lock), so each knows the file it replaced.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`tax_certificate:${row.userId}:${row.dealId}:${row.fy}:${row.quarter}`}))`);
    const [earlier] = await db.select({ file: taxCertificates.file }).from(taxCertificates).where(key);
    const [written] = await db
      .insert(taxCertificates)
      .values(row)
      .onConflictDoUpdate({
        target: [taxCertificates.userId, taxCertificates.dealId, taxCertificates.fy, taxCertificates.quarter],
        set: { file: row.file, bytes: row.bytes, uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt },
      })
      .returning();
    return { row: written!, replacedFile: earlier?.file ?? null };
  },

  async findCertificate(db: Db, id: string): Promise<TaxCertificateRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(taxCertificates).where(eq(taxCertificates.id, id));
    return row;
  },

  /** A backer's certificates of a financial year, with their deals' names, by deal then quarter. */
  async certificatesOf(db: Db, userId: string, fy: string) {
    return db
      .select({ id: taxCertificates.id, dealId: taxCertificates.dealId, dealName: properties.title, quarter: taxCertificates.quarter })
      .from(taxCertificates)
      .innerJoin(deals, eq(deals.id, taxCertificates.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(and(eq(taxCertificates.userId, userId), eq(taxCertificates.fy, fy)))
      .orderBy(asc(properties.title), asc(taxCertificates.dealId), asc(taxCertificates.quarter));
  },
};
