import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, deals, properties } from '../../db/schema/index.ts';

/*
 * The Stats page's reads beyond the running totals: each walks an index of one person's rows
 * (a backer's commitments, a proposer's deals) or reads the deals (a row per campaign), never
 * the commitments of the whole platform.
 */

export const statsRepository = {
  /** Money raised by live and funded deals (kept on the deal row), per property location and currency. */
  async raisedByLocation(db: Db): Promise<{ location: string; currency: string; raised: bigint }[]> {
    const rows = await db
      .select({ location: properties.location, currency: deals.currency, raised: sql<string>`sum(${deals.raised})::text` })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(and(inArray(deals.lifecycle, ['live', 'funded']), gt(deals.raised, 0n)))
      .groupBy(properties.location, deals.currency);
    return rows.map((row) => ({ ...row, raised: BigInt(row.raised) }));
  },

  /** Every commitment of one backer with its deal's terms (the `commitments_backer` index). */
  async backerCommitments(db: Db, backerId: string) {
    return db
      .select({
        dealId: commitments.dealId,
        name: properties.title,
        assetClass: deals.assetClass,
        projectedRoiBps: deals.projectedRoiBps,
        holdingPeriodMonths: deals.holdingPeriodMonths,
        amount: commitments.amount,
        currency: commitments.currency,
        status: commitments.status,
        createdAt: commitments.createdAt,
        updatedAt: commitments.updatedAt,
      })
      .from(commitments)
      .innerJoin(deals, eq(deals.id, commitments.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(commitments.backerId, backerId));
  },

  /** Every deal of one proposer, newest first (the `deals_proposer` index). */
  async proposerDeals(db: Db, proposerId: string) {
    return db
      .select({
        dealId: deals.id,
        name: properties.title,
        lifecycle: deals.lifecycle,
        currency: deals.currency,
        raised: deals.raised,
        target: deals.target,
        backers: deals.backersCount,
      })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(deals.proposerId, proposerId))
      .orderBy(desc(deals.createdAt), desc(deals.id));
  },
};
