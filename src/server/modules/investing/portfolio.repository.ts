import { and, desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/contracts/money.ts';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { commitments, deals, payouts, properties } from '../../db/schema/index.ts';

const sumWhere = (status: string) => sql<string>`coalesce(sum(${commitments.amount}) filter (where ${commitments.status} = ${status}), 0)::text`;

export interface HoldingRow {
  dealId: string;
  propertyId: string;
  title: string;
  location: string;
  currency: Currency;
  lifecycle: string;
  deadline: Date | null;
  projectedRoiBps: number;
  committed: bigint;
  funded: bigint;
  refunded: bigint;
  cancelled: bigint;
  /** Income the deal paid the backer, net of the tax withheld: what reached the wallet (the returns' `received_net`). */
  receivedNet: bigint;
}

export const portfolioRepository = {
  /** One row per deal the backer ever committed to, with the sums by commitment status and the income received; latest first. */
  async holdings(db: Db, backerId: string): Promise<HoldingRow[]> {
    const rows = await db
      .select({
        dealId: deals.id,
        propertyId: properties.id,
        title: properties.title,
        location: properties.location,
        currency: deals.currency,
        lifecycle: deals.lifecycle,
        deadline: deals.deadline,
        projectedRoiBps: deals.projectedRoiBps,
        committed: sumWhere('committed'),
        funded: sumWhere('funded'),
        refunded: sumWhere('refunded'),
        cancelled: sumWhere('cancelled'),
        // The `payouts_threshold` index (deal, holder, …) finds them.
        receivedNet: sql<string>`coalesce((select sum(${payouts.net}) from ${payouts} where ${payouts.dealId} = ${deals.id} and ${payouts.userId} = ${backerId}), 0)::text`,
        latest: sql`max(${commitments.createdAt})`,
      })
      .from(commitments)
      .innerJoin(deals, eq(deals.id, commitments.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(commitments.backerId, backerId))
      .groupBy(deals.id, properties.id)
      .orderBy(desc(sql`max(${commitments.createdAt})`));
    return rows.map(({ latest: _latest, ...row }) => ({
      ...row,
      committed: BigInt(row.committed),
      funded: BigInt(row.funded),
      refunded: BigInt(row.refunded),
      cancelled: BigInt(row.cancelled),
      receivedNet: BigInt(row.receivedNet),
    }));
  },

  /** The deals' property titles and currencies, by deal. */
  async dealNames(db: Db, dealIds: string[]): Promise<Map<string, { title: string; currency: Currency; exited: boolean }>> {
    if (dealIds.length === 0) return new Map();
    const rows = await db
      .select({ dealId: deals.id, title: properties.title, currency: deals.currency, lifecycle: deals.lifecycle })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(sql`${deals.id} = any(${pgArray(dealIds)}::uuid[])`);
    return new Map(rows.map((row) => [row.dealId, { title: row.title, currency: row.currency, exited: row.lifecycle === 'exited' }]));
  },

  /** The backer's funded commitments: the money paid in for face value, when and to which deal. */
  async fundedCommitments(db: Db, backerId: string): Promise<{ dealId: string; at: Date; amount: bigint }[]> {
    return db
      .select({ dealId: commitments.dealId, at: commitments.createdAt, amount: commitments.amount })
      .from(commitments)
      .where(and(eq(commitments.backerId, backerId), eq(commitments.status, 'funded')));
  },
};
