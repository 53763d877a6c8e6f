import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, deals, exchangeRates, fundraisingGoals, properties, users, type CommitmentRow } from '../../db/schema/index.ts';

export interface RecentInvestmentRow {
  id: string;
  dealId: string;
  dealName: string;
  firstName: string;
  lastName: string;
  amount: bigint;
  currency: CommitmentRow['currency'];
  status: CommitmentRow['status'];
  createdAt: Date;
}

export const dashboardRepository = {
  /** What one unit of each currency is worth in US dollars, as a decimal string. */
  async rates(db: Db): Promise<Map<string, string>> {
    const rows = await db.select({ currency: exchangeRates.currency, usdPerUnit: exchangeRates.usdPerUnit }).from(exchangeRates);
    return new Map(rows.map((row) => [row.currency, row.usdPerUnit]));
  },

  async goal(db: Db): Promise<{ target: bigint; dueOn: string } | undefined> {
    const [row] = await db.select({ target: fundraisingGoals.target, dueOn: fundraisingGoals.dueOn }).from(fundraisingGoals).limit(1);
    return row;
  },

  /** The latest commitments, newest first: a backward walk of the `commitments_created` index. */
  async recentInvestments(db: Db, limit: number): Promise<RecentInvestmentRow[]> {
    return db
      .select({
        id: commitments.id,
        dealId: commitments.dealId,
        dealName: properties.title,
        firstName: users.firstName,
        lastName: users.lastName,
        amount: commitments.amount,
        currency: commitments.currency,
        status: commitments.status,
        createdAt: commitments.createdAt,
      })
      .from(commitments)
      .innerJoin(users, eq(users.id, commitments.backerId))
      .innerJoin(deals, eq(deals.id, commitments.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .orderBy(desc(commitments.createdAt), desc(commitments.id))
      .limit(limit);
  },
};
