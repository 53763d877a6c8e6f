import { and, asc, count, desc, eq, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DealListQuery } from '../../../shared/contracts/deals.ts';
import type { Db } from '../../db/client.ts';
import { dealReviews, deals, properties, type DealReviewRow, type DealRow, type NewDealRow } from '../../db/schema/index.ts';
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

  /**
   * The row, locked for the rest of the transaction (a close or an extension decides on it), with
   * the lock an update takes: commitments being written refer to the deal (key-share) and must not wait.
   */
  async lock(db: Db, id: string): Promise<DealRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(deals).where(eq(deals.id, id)).for('no key update');
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

  async reviews(db: Db, dealId: string): Promise<DealReviewRow[]> {
    return db.select().from(dealReviews).where(eq(dealReviews.dealId, dealId)).orderBy(asc(dealReviews.createdAt));
  },

  /**
   * The conditional update of domain.md ("No overselling") as SQL for `holdIf`: takes `amount` of
   * room in the deal only while it is live, before its deadline and within its target; returns the
   * deal's raised amount and deadline (epoch milliseconds) after it, or no row.
   */
  takeRoom(dealId: string, amount: bigint, now: Date): SQL {
    const at = now.toISOString();
    return sql`update deals set raised = raised + ${amount}, updated_at = ${at}
      where id = ${dealId} and lifecycle = 'live' and deadline > ${at} and raised + ${amount} <= target
      returning raised::text as raised, (extract(epoch from deadline) * 1000)::float8 as deadline_ms`;
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

  /**
   * Counts the backer in when `commitmentId` is its only live commitment to the deal. Run while the
   * transaction holds the deal's row (after taking room): the check then sees every earlier commitment.
   */
  async countBacker(db: Db, dealId: string, backerId: string, commitmentId: string): Promise<void> {
    await db
      .update(deals)
      .set({ backersCount: sql`${deals.backersCount} + 1` })
      .where(
        and(
          eq(deals.id, dealId),
          sql`not exists (select 1 from commitments c where c.deal_id = ${dealId} and c.backer_id = ${backerId} and c.status = 'committed' and c.id <> ${commitmentId})`,
        ),
      );
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
