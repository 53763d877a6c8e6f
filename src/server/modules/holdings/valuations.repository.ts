import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { valuations, type ValuationRow } from '../../db/schema/index.ts';

/** SQL for valuations: recorded by the admin, read by the deal page and the returns. */
export const valuationsRepository = {
  async insert(db: Db, row: typeof valuations.$inferInsert): Promise<ValuationRow> {
    const [created] = await db.insert(valuations).values(row).returning();
    return created!;
  },

  /** Oldest first, as a chart reads them; of one date, the latest recorded last. */
  async ofDeal(db: Db, dealId: string): Promise<ValuationRow[]> {
    return db.select().from(valuations).where(eq(valuations.dealId, dealId)).orderBy(asc(valuations.valuedOn), asc(valuations.createdAt));
  },

  /** The latest price of each deal that has one (the latest date; of one date, the latest recorded). */
  async latestPrices(db: Db, dealIds: string[]): Promise<Map<string, number>> {
    if (dealIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([valuations.dealId], { dealId: valuations.dealId, priceBps: valuations.priceBps })
      .from(valuations)
      .where(inArray(valuations.dealId, dealIds))
      .orderBy(valuations.dealId, desc(valuations.valuedOn), desc(valuations.createdAt));
    return new Map(rows.map((row) => [row.dealId, row.priceBps]));
  },
};
