import { and, asc, count, desc, eq, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DealListQuery } from '../../../shared/contracts/deals.ts';
import type { Db } from '../../db/client.ts';
import { commitments, dealReviews, deals, properties, type DealReviewRow, type DealRow, type NewDealRow } from '../../db/schema/index.ts';
import { isUuid } from '../users/users.repository.ts';

/** A deal with what it shows of its property. */
export interface DealWithProperty {
  deal: DealRow;
  property: { id: string; title: string; location: string; images: string[] };
}

const propertyColumns = { id: properties.id, title: properties.title, location: properties.location, images: properties.images };

/** The lifecycles everybody may see: a live campaign, and closed ones (Live Deals shows all three). */
export const PUBLIC_LIFECYCLES = ['live', 'funded', 'failed'] as const;
const LIFECYCLE_OF_STATUS = { pending: 'live', completed: 'funded', failed: 'failed' } as const;

function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listFilter(query: Omit<DealListQuery, 'page' | 'page_size'>): SQL | undefined {
  return and(
    query.status ? eq(deals.lifecycle, LIFECYCLE_OF_STATUS[query.status]) : inArray(deals.lifecycle, [...PUBLIC_LIFECYCLES]),
    query.type ? eq(sql`lower(${deals.assetClass})`, query.type.toLowerCase()) : undefined,
    ...(query.search ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 8)
      .map((term) => like(properties.searchText, containing(term))),
  );
}

export const dealsRepository = {
  async insert(db: Db, row: NewDealRow): Promise<DealRow> {
    const [created] = await db.insert(deals).values(row).returning();
    return created!;
  },

  async find(db: Db, id: string): Promise<DealWithProperty | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select({ deal: deals, property: propertyColumns }).from(deals).innerJoin(properties, eq(properties.id, deals.propertyId)).where(eq(deals.id, id));
    return row;
  },

  /** The row, locked for the rest of the transaction (a close or an extension decides on it). */
  async lock(db: Db, id: string): Promise<DealRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('update');
    return row;
  },

  /**
   * The deal a commitment is to, with its property, locked as lock() locks it: a step on a
   * commitment takes its deal's lock before it reads the commitment.
   */
  async lockOfCommitment(db: Db, commitmentId: string): Promise<DealWithProperty | undefined> {
    if (!isUuid(commitmentId)) return undefined;
    const [row] = await db
      .select({ deal: deals, property: propertyColumns })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(inArray(deals.id, db.select({ id: commitments.dealId }).from(commitments).where(eq(commitments.id, commitmentId))))
      .for('update', { of: deals });
    return row;
  },

  /** Live Deals: newest listed first. */
  async list(db: Db, query: DealListQuery): Promise<{ rows: DealWithProperty[]; total: number }> {
    const where = listFilter(query);
    const rows = await db
      .select({ deal: deals, property: propertyColumns })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(where)
      .orderBy(desc(deals.listedAt), asc(deals.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [counted] = await db.select({ total: count() }).from(deals).innerJoin(properties, eq(properties.id, deals.propertyId)).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The reviews of these deals, oldest first: one query for a whole page of deals. */
  async reviewsOf(db: Db, dealIds: string[]): Promise<DealReviewRow[]> {
    if (dealIds.length === 0) return [];
    return db.select().from(dealReviews).where(inArray(dealReviews.dealId, dealIds)).orderBy(asc(dealReviews.createdAt));
  },

  /**
   * The one statement that keeps a deal from being oversold (domain.md): room is taken only
   * while the deal is live, before its deadline, and within its target. The row stays locked
   * until the transaction ends, so every commitment to one deal queues here.
   */
  async takeRoom(db: Db, dealId: string, amount: bigint, now: Date): Promise<DealRow | undefined> {
    const [row] = await db
      .update(deals)
      .set({ raised: sql`${deals.raised} + ${amount}`, updatedAt: now })
      .where(and(eq(deals.id, dealId), eq(deals.lifecycle, 'live'), sql`${deals.deadline} > ${now}`, lte(sql`${deals.raised} + ${amount}`, deals.target)))
      .returning();
    return row;
  },

  /** A commitment leaves a live deal (cancelled, or refunded after declining an extension). */
  async giveBackRoom(db: Db, dealId: string, amount: bigint, backerLeft: boolean, now: Date): Promise<void> {
    await db
      .update(deals)
      .set({
        raised: sql`${deals.raised} - ${amount}`,
        backersCount: backerLeft ? sql`${deals.backersCount} - 1` : deals.backersCount,
        updatedAt: now,
      })
      .where(eq(deals.id, dealId));
  },

  async addBacker(db: Db, dealId: string): Promise<void> {
    await db.update(deals).set({ backersCount: sql`${deals.backersCount} + 1` }).where(eq(deals.id, dealId));
  },

  /** Moves a live deal to funded or failed, once: no row when it was not live any more. */
  async close(db: Db, dealId: string, outcome: 'funded' | 'failed', now: Date): Promise<DealRow | undefined> {
    const [row] = await db
      .update(deals)
      .set({ lifecycle: outcome, closedAt: now, updatedAt: now })
      .where(and(eq(deals.id, dealId), eq(deals.lifecycle, 'live')))
      .returning();
    return row;
  },

  async update(db: Db, dealId: string, changes: Partial<NewDealRow>): Promise<DealRow | undefined> {
    const [row] = await db.update(deals).set(changes).where(eq(deals.id, dealId)).returning();
    return row;
  },

  /** Live deals whose deadline has passed: what the start-up sweep closes. */
  async dueForClose(db: Db, now: Date): Promise<string[]> {
    const rows = await db.select({ id: deals.id }).from(deals).where(and(eq(deals.lifecycle, 'live'), lte(deals.deadline, now)));
    return rows.map((row) => row.id);
  },

  /** Every live deal's deadlines: the start-up makes sure each has its jobs (a seeded or restored deal may not). */
  async liveDeadlines(db: Db): Promise<{ id: string; deadline: Date; originalDeadline: Date | null; extended: boolean }[]> {
    const rows = await db
      .select({ id: deals.id, deadline: deals.deadline, originalDeadline: deals.originalDeadline, extended: deals.extended })
      .from(deals)
      .where(eq(deals.lifecycle, 'live'));
    return rows.filter((row): row is typeof row & { deadline: Date } => row.deadline !== null);
  },

  /** Extended live deals whose original deadline has passed: non-consenting backers are refunded then. */
  async dueForConsentRefunds(db: Db, now: Date): Promise<string[]> {
    const rows = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.lifecycle, 'live'), eq(deals.extended, true), lte(deals.originalDeadline, now)));
    return rows.map((row) => row.id);
  },
};
