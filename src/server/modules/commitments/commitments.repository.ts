import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, type CommitmentRow } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

type CommitmentStatus = CommitmentRow['status'];

export const commitmentsRepository = {
  async insertMany(db: Db, rows: Array<typeof commitments.$inferInsert>): Promise<CommitmentRow[]> {
    return db.insert(commitments).values(rows).returning();
  },

  async find(db: Db, id: string): Promise<CommitmentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(commitments).where(eq(commitments.id, id));
    return row;
  },

  /** Changes a commitment's status only from the status the caller saw: no row when another step got there first. */
  async moveStatus(db: Db, id: string, from: CommitmentStatus, to: CommitmentStatus, now: Date): Promise<CommitmentRow | undefined> {
    const [row] = await db
      .update(commitments)
      .set({ status: to, updatedAt: now })
      .where(and(eq(commitments.id, id), eq(commitments.status, from)))
      .returning();
    return row;
  },

  async setConsent(db: Db, id: string, consent: boolean, now: Date): Promise<CommitmentRow | undefined> {
    const [row] = await db
      .update(commitments)
      .set({ extensionConsent: consent, updatedAt: now })
      .where(and(eq(commitments.id, id), eq(commitments.status, 'committed')))
      .returning();
    return row;
  },

  /** The deal's commitments still holding money (committed), oldest first. */
  async committedTo(db: Db, dealId: string): Promise<CommitmentRow[]> {
    return db
      .select()
      .from(commitments)
      .where(and(eq(commitments.dealId, dealId), eq(commitments.status, 'committed')))
      .orderBy(commitments.createdAt);
  },

  /** Committed to an extended deal without having said yes: refunded at the original deadline. */
  async withoutConsent(db: Db, dealId: string): Promise<CommitmentRow[]> {
    return db
      .select()
      .from(commitments)
      .where(
        and(
          eq(commitments.dealId, dealId),
          eq(commitments.status, 'committed'),
          or(isNull(commitments.extensionConsent), eq(commitments.extensionConsent, false)),
        ),
      );
  },

  /** How much each of these backers has committed (and not taken back) to one deal; absent is nothing. */
  async committedByEach(db: Db, dealId: string, backerIds: string[]): Promise<Map<string, bigint>> {
    const rows = await db
      .select({ backerId: commitments.backerId, total: sql<string>`sum(${commitments.amount})::text` })
      .from(commitments)
      .where(and(eq(commitments.dealId, dealId), inArray(commitments.backerId, backerIds), inArray(commitments.status, ['committed', 'funded'])))
      .groupBy(commitments.backerId);
    return new Map(rows.map((row) => [row.backerId, BigInt(row.total)]));
  },

  /** Which of these backers have made a commitment to the deal (whatever became of it). */
  async backersIn(db: Db, dealId: string, backerIds: string[]): Promise<string[]> {
    if (backerIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ backerId: commitments.backerId })
      .from(commitments)
      .where(and(eq(commitments.dealId, dealId), inArray(commitments.backerId, backerIds)));
    return rows.map((row) => row.backerId);
  },

  /** Whether the backer has another live commitment to the deal than `exceptId`. */
  async hasOtherCommitted(db: Db, dealId: string, backerId: string, exceptId: string | null): Promise<boolean> {
    const [row] = await db
      .select({ id: commitments.id })
      .from(commitments)
      .where(
        and(
          eq(commitments.dealId, dealId),
          eq(commitments.backerId, backerId),
          eq(commitments.status, 'committed'),
          exceptId ? ne(commitments.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The backer's commitments to these deals, newest first: one query for a whole page of deals. */
  async ofBackerInDeals(db: Db, dealIds: string[], backerId: string): Promise<CommitmentRow[]> {
    if (dealIds.length === 0) return [];
    return db
      .select()
      .from(commitments)
      .where(and(inArray(commitments.dealId, dealIds), eq(commitments.backerId, backerId)))
      .orderBy(desc(commitments.createdAt));
  },

  async ofBacker(db: Db, backerId: string): Promise<CommitmentRow[]> {
    return db.select().from(commitments).where(eq(commitments.backerId, backerId)).orderBy(desc(commitments.createdAt));
  },
};
