import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { distributions, payouts, type DistributionRow, type WaterfallLine } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** SQL for the evidence of a distribution's lines, inside the caller's transaction where given one. */
export const evidenceRepository = {
  /** The distribution, locked until the step commits: a line's evidence and a change of the lines wait for each other. */
  async lock(db: Db, id: string): Promise<DistributionRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(distributions).where(eq(distributions.id, id)).for('no key update');
    return row;
  },

  /** The draft's lines replaced; false when it is no longer a draft. */
  async setDraftLines(db: Db, id: string, lines: WaterfallLine[], at: Date): Promise<boolean> {
    const changed = await db
      .update(distributions)
      .set({ lines, updatedAt: at })
      .where(and(eq(distributions.id, id), eq(distributions.status, 'draft')))
      .returning({ id: distributions.id });
    return changed.length > 0;
  },

  /** Whether the distribution paid the user anything. */
  async paidTo(db: Db, distributionId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(payouts)
      .where(and(eq(payouts.distributionId, distributionId), eq(payouts.userId, userId)))
      .limit(1);
    return row !== undefined;
  },
};
