import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid.ts';
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

  /** One valuation of the deal (none of another deal's), locked for the step that changes it when `lock`. */
  async find(db: Db, dealId: string, id: string, lock = false): Promise<ValuationRow | undefined> {
    if (!isUuid(dealId) || !isUuid(id)) return undefined;
    const query = db
      .select()
      .from(valuations)
      .where(and(eq(valuations.dealId, dealId), eq(valuations.id, id)));
    const [row] = lock ? await query.for('no key update') : await query;
    return row;
  },

  async setReport(db: Db, id: string, report: { url: string; file: string }): Promise<void> {
    await db.update(valuations).set({ reportUrl: report.url, reportFile: report.file }).where(eq(valuations.id, id));
  },

  /** The latest price of each deal that has one (the latest date; of one date, the latest recorded). */
  async latestPrices(db: Db, dealIds: string[]): Promise<Map<string, number>> {
    const rows = await db
      .selectDistinctOn([valuations.dealId], { dealId: valuations.dealId, priceBps: valuations.priceBps })
      .from(valuations)
      .where(inArray(valuations.dealId, dealIds))
      .orderBy(valuations.dealId, desc(valuations.valuedOn), desc(valuations.createdAt));
    return new Map(rows.map((row) => [row.dealId, row.priceBps]));
  },
};
