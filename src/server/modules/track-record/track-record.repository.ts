import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { deals, distributions, reports, users, type DealRow } from '../../db/schema/index.ts';

/*
 * SQL of sponsor accountability in figures: set-based, a fixed number of statements whatever the
 * number of deals, distributions or reports (the track record of a proposer with 100 deals and
 * 2,000 reports answers in five).
 */

/** The lifecycles a track record counts: the deal went live at least (exited: sold and paid out, after-funding.md §5). */
const COUNTED = ['live', 'funded', 'failed', 'exited'] as const;

/** What the track record reads of one of the proposer's deals. */
export type CountedDeal = Pick<DealRow, 'id' | 'lifecycle' | 'currency' | 'raised' | 'projection' | 'closedAt' | 'reportingHealth'>;

/**
 * `column` is one of the proposer's deals, as `= any(array(…))`: the planner then looks each deal's
 * rows up by the deal's index, where a join to deals made it scan the whole table (10 ms against
 * under 1 ms at 22,000 distributions, scripts/bench/track-record.ts).
 */
function ofProposer(column: AnyPgColumn, proposerId: string): SQL {
  return sql`${column} = any(array(select ${deals.id} from ${deals} where ${deals.proposerId} = ${proposerId}))`;
}

export const trackRecordRepository = {
  /** The proposer's account, or undefined for anyone else (an admin, a backer, no one). */
  async proposer(db: Db, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, companyName: users.companyName, createdAt: users.createdAt })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'proposer')));
    return row;
  },

  /** The proposer's deals that went live at least (drafts and reviews left out). */
  async dealsOf(db: Db, proposerId: string): Promise<CountedDeal[]> {
    return db
      .select({
        id: deals.id,
        lifecycle: deals.lifecycle,
        currency: deals.currency,
        raised: deals.raised,
        projection: deals.projection,
        closedAt: deals.closedAt,
        reportingHealth: deals.reportingHealth,
      })
      .from(deals)
      .where(and(eq(deals.proposerId, proposerId), inArray(deals.lifecycle, [...COUNTED])));
  },

  /** The distributable of paid distributions by deal and quarter, of one deal or of all a proposer's: one statement. */
  async paidByQuarter(db: Db, of: { dealId: string } | { proposerId: string }): Promise<{ dealId: string; period: string; paid: bigint }[]> {
    const rows = await db
      .select({ dealId: distributions.dealId, period: distributions.period, paid: sql<string>`sum(${distributions.distributable})::text` })
      .from(distributions)
      .where(and('dealId' in of ? eq(distributions.dealId, of.dealId) : ofProposer(distributions.dealId, of.proposerId), eq(distributions.status, 'paid')))
      .groupBy(distributions.dealId, distributions.period)
      .orderBy(asc(distributions.period));
    return rows.map((row) => ({ dealId: row.dealId, period: row.period, paid: BigInt(row.paid) }));
  },

  /** Each paid distribution of these deals with when it was paid: the flows of the exited deals' realised XIRR. */
  async paidFlows(db: Db, dealIds: string[]): Promise<{ dealId: string; at: Date; amount: bigint }[]> {
    if (dealIds.length === 0) return [];
    const rows = await db
      .select({ dealId: distributions.dealId, at: distributions.paidAt, amount: distributions.distributable })
      .from(distributions)
      .where(and(inArray(distributions.dealId, dealIds), eq(distributions.status, 'paid')));
    return rows.filter((row): row is typeof row & { at: Date } => row.at !== null);
  },

  /** The quarters of the deal whose report was accepted. */
  async acceptedQuarters(db: Db, dealId: string): Promise<Set<string>> {
    const rows = await db
      .select({ quarter: reports.quarter })
      .from(reports)
      .where(and(eq(reports.dealId, dealId), eq(reports.status, 'accepted')));
    return new Set(rows.map((row) => row.quarter));
  },
};
