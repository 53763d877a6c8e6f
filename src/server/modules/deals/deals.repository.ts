import { and, asc, count, desc, eq, inArray, like, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DealListQuery } from '../../../shared/contracts/deals.ts';
import type { Db } from '../../db/client.ts';
import {
  commitments,
  dealReviews,
  deals,
  properties,
  users,
  type CommitmentRow,
  type DealReviewRow,
  type DealRow,
  type NewDealReviewRow,
  type NewDealRow,
  type NewPropertyRow,
  type PropertyRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

/** A deal with what it shows of its property. */
export interface DealWithProperty {
  deal: DealRow;
  property: { id: string; title: string; location: string; images: string[] };
}

const propertyColumns = { id: properties.id, title: properties.title, location: properties.location, images: properties.images };

/** Who a deal's sponsor is, as its answer names them. */
export interface DealProposer {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/** A deal with its whole property and its proposer: what the deal's answer shows (the listing fields of the deal form). */
export interface DealWithListing {
  deal: DealRow;
  property: PropertyRow;
  proposer: DealProposer;
}

// Joined into the same statement as the deal: a page of Live Deals sends no query per deal for it.
const proposerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, companyName: users.companyName };
const withListing = { deal: deals, property: properties, proposer: proposerColumns };

/** A commitment to a deal with its backer's name, for the deal's proposer and the admin. */
export interface DealBackerRow {
  commitment: CommitmentRow;
  firstName: string;
  lastName: string;
}

/** The lifecycles everybody may see: a live campaign, and closed ones (Live Deals shows them all; an exited deal was funded, then sold). */
export const PUBLIC_LIFECYCLES = ['live', 'funded', 'failed', 'exited'] as const;
const LIFECYCLES_OF_STATUS = { pending: ['live'], completed: ['funded', 'exited'], failed: ['failed'] } as const;

function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listFilter(query: Omit<DealListQuery, 'page' | 'page_size' | 'mine'>): SQL | undefined {
  return and(
    query.status ? inArray(deals.lifecycle, [...LIFECYCLES_OF_STATUS[query.status]]) : inArray(deals.lifecycle, [...PUBLIC_LIFECYCLES]),
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
    const [row] = await db
      .select({ deal: deals, property: propertyColumns })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(deals.id, id));
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

  /** A funded deal sold and paid out (after-funding.md §5): `exited`, only from `funded`; undefined otherwise. */
  async exit(db: Db, id: string, now: Date): Promise<DealRow | undefined> {
    const [row] = await db
      .update(deals)
      .set({ lifecycle: 'exited', updatedAt: now })
      .where(and(eq(deals.id, id), eq(deals.lifecycle, 'funded')))
      .returning();
    return row;
  },

  async findWithListing(db: Db, id: string): Promise<DealWithListing | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select(withListing)
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .innerJoin(users, eq(users.id, deals.proposerId))
      .where(eq(deals.id, id));
    return row;
  },

  /** A new draft: its property (not listed until the deal goes live) and the deal on it. */
  async insertDraft(db: Db, property: NewPropertyRow, deal: Omit<NewDealRow, 'propertyId'>): Promise<DealWithListing> {
    const [createdProperty] = await db
      .insert(properties)
      .values({ ...property, listed: false })
      .returning();
    const [createdDeal] = await db
      .insert(deals)
      .values({ ...deal, propertyId: createdProperty!.id, lifecycle: 'draft' })
      .returning();
    return (await dealsRepository.findWithListing(db, createdDeal!.id))!;
  },

  async updateProperty(db: Db, propertyId: string, changes: Partial<NewPropertyRow>): Promise<PropertyRow | undefined> {
    if (Object.keys(changes).length === 0) return (await db.select().from(properties).where(eq(properties.id, propertyId)))[0];
    const [row] = await db.update(properties).set(changes).where(eq(properties.id, propertyId)).returning();
    return row;
  },

  /** The property of a deal going live joins the public listing, listed now (a property listed before stays as it was). */
  async listProperty(db: Db, propertyId: string, now: Date): Promise<void> {
    await db
      .update(properties)
      .set({ listed: true, listedAt: now })
      .where(and(eq(properties.id, propertyId), eq(properties.listed, false)));
  },

  /** A proposer's own deals, in every lifecycle, newest first. */
  async listOfProposer(db: Db, proposerId: string, paging: { page: number; page_size: number }): Promise<{ rows: DealWithListing[]; total: number }> {
    const where = eq(deals.proposerId, proposerId);
    const rows = await db
      .select(withListing)
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .innerJoin(users, eq(users.id, deals.proposerId))
      .where(where)
      .orderBy(desc(deals.createdAt), asc(deals.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size);
    const [counted] = await db.select({ total: count() }).from(deals).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** A proposer's deals other than `exceptId` that went to review (no drafts), newest first, with how many in all. */
  async pastOfProposer(db: Db, proposerId: string, exceptId: string, limit: number) {
    const where = and(eq(deals.proposerId, proposerId), ne(deals.id, exceptId), ne(deals.lifecycle, 'draft'));
    const rows = await db
      .select({
        id: deals.id,
        title: properties.title,
        lifecycle: deals.lifecycle,
        currency: deals.currency,
        raised: deals.raised,
        target: deals.target,
        createdAt: deals.createdAt,
      })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(where)
      .orderBy(desc(deals.createdAt), asc(deals.id))
      .limit(limit);
    const [counted] = await db.select({ total: count() }).from(deals).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The admin's review queue: deals in one lifecycle, the longest waiting first. */
  async listInLifecycle(
    db: Db,
    lifecycle: DealRow['lifecycle'],
    paging: { page: number; page_size: number },
  ): Promise<{ rows: DealWithListing[]; total: number }> {
    const where = eq(deals.lifecycle, lifecycle);
    const rows = await db
      .select(withListing)
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .innerJoin(users, eq(users.id, deals.proposerId))
      .where(where)
      .orderBy(sql`${deals.submittedAt} asc nulls last`, asc(deals.createdAt), asc(deals.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size);
    const [counted] = await db.select({ total: count() }).from(deals).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** Every commitment to a deal with its backer's name, newest first. */
  async backers(db: Db, dealId: string, paging: { page: number; page_size: number }): Promise<{ rows: DealBackerRow[]; total: number }> {
    const where = eq(commitments.dealId, dealId);
    const rows = await db
      .select({ commitment: commitments, firstName: users.firstName, lastName: users.lastName })
      .from(commitments)
      .innerJoin(users, eq(users.id, commitments.backerId))
      .where(where)
      .orderBy(desc(commitments.createdAt), asc(commitments.id))
      .limit(paging.page_size)
      .offset((paging.page - 1) * paging.page_size);
    const [counted] = await db.select({ total: count() }).from(commitments).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  async insertReview(db: Db, row: NewDealReviewRow): Promise<DealReviewRow> {
    const [created] = await db.insert(dealReviews).values(row).returning();
    return created!;
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
      .for('no key update', { of: deals });
    return row;
  },

  /** Live Deals: newest listed first. */
  async list(db: Db, query: DealListQuery): Promise<{ rows: DealWithListing[]; total: number }> {
    const where = listFilter(query);
    const rows = await db
      .select(withListing)
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .innerJoin(users, eq(users.id, deals.proposerId))
      .where(where)
      .orderBy(desc(deals.listedAt), asc(deals.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    const [counted] = await db.select({ total: count() }).from(deals).innerJoin(properties, eq(properties.id, deals.propertyId)).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The decisions of one review round, oldest first. */
  async reviews(db: Db, dealId: string, round: number): Promise<DealReviewRow[]> {
    return db
      .select()
      .from(dealReviews)
      .where(and(eq(dealReviews.dealId, dealId), eq(dealReviews.round, round)))
      .orderBy(asc(dealReviews.createdAt), asc(dealReviews.stage), asc(dealReviews.id));
  },

  /** The current round's reviews of these deals, oldest first: one query for a whole page of deals. */
  async reviewsOf(db: Db, dealIds: string[]): Promise<DealReviewRow[]> {
    if (dealIds.length === 0) return [];
    const rows = await db
      .select({ review: dealReviews })
      .from(dealReviews)
      .innerJoin(deals, and(eq(deals.id, dealReviews.dealId), eq(deals.reviewRound, dealReviews.round)))
      .where(inArray(dealReviews.dealId, dealIds))
      .orderBy(asc(dealReviews.createdAt), asc(dealReviews.stage), asc(dealReviews.id));
    return rows.map((row) => row.review);
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
   * Counts in the backers of these new commitments who had no other live commitment to the deal,
   * and answers those of them whose commitments to the deal now come to more than
   * `maximumPerBacker`, with their totals. Run while the transaction holds the deal's row (after
   * taking room): every commitment takes that row before it commits, so this statement sees every
   * earlier commitment, those of other batches and instances included. One statement for both, so
   * the maximum costs the held row no extra round trip.
   */
  async countBackers(db: Db, dealId: string, commitmentIds: string[], maximumPerBacker: bigint | null): Promise<Map<string, bigint>> {
    const ids = sql.join(
      commitmentIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const counted = sql`
      newcomers as (
        select count(distinct c.backer_id)::int as n from commitments c
        where c.id in (${ids}) and not exists (
          select 1 from commitments o
          where o.deal_id = ${dealId} and o.backer_id = c.backer_id and o.status = 'committed' and o.id not in (${ids})
        )
      ),
      counted as (
        update deals set backers_count = backers_count + newcomers.n from newcomers
        where deals.id = ${dealId} and newcomers.n > 0
      )`;
    if (maximumPerBacker === null) {
      await db.execute(sql`with ${counted} select 1`);
      return new Map();
    }
    const result = await db.execute(sql`
      with ${counted}
      select c.backer_id, sum(c.amount)::text as total from commitments c
      where c.deal_id = ${dealId} and c.status in ('committed', 'funded')
        and c.backer_id in (select backer_id from commitments where id in (${ids}))
      group by c.backer_id having sum(c.amount) > ${maximumPerBacker}`);
    const rows = (result as unknown as { rows: Array<{ backer_id: string; total: string }> }).rows;
    return new Map(rows.map((row) => [row.backer_id, BigInt(row.total)]));
  },

  /** Moves a live deal to funded (only with its target raised) or failed, once: no row when it was not live any more, or short. */
  async close(db: Db, dealId: string, outcome: 'funded' | 'failed', now: Date): Promise<DealRow | undefined> {
    const [row] = await db
      .update(deals)
      .set({ lifecycle: outcome, closedAt: now, updatedAt: now })
      .where(and(eq(deals.id, dealId), eq(deals.lifecycle, 'live'), outcome === 'funded' ? eq(deals.raised, deals.target) : undefined))
      .returning();
    return row;
  },

  async update(db: Db, dealId: string, changes: Partial<NewDealRow>): Promise<DealRow | undefined> {
    const [row] = await db.update(deals).set(changes).where(eq(deals.id, dealId)).returning();
    return row;
  },

  /** Live deals whose deadline has passed: what the start-up sweep closes. */
  async dueForClose(db: Db, now: Date): Promise<string[]> {
    const rows = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.lifecycle, 'live'), lte(deals.deadline, now)));
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
