import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealDraws, deals, drawInspections, type DealDrawRow } from '../../db/schema/index.ts';

/** When a deal's idle clock started: its funding, or its latest draw request or release, whichever is last. */
const idleSince =
  sql<Date>`greatest(${deals.closedAt}, (select max(greatest(d.requested_at, d.released_at)) from deal_draws d where d.deal_id = ${deals.id}))`.mapWith(
    deals.closedAt,
  );

/** SQL for a deal's draws and its inspection flags, inside the caller's transaction where given one. */
export const drawsRepository = {
  async insertMany(db: Db, rows: (typeof dealDraws.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(dealDraws).values(rows);
  },

  async ofDeal(db: Db, dealId: string): Promise<DealDrawRow[]> {
    return db.select().from(dealDraws).where(eq(dealDraws.dealId, dealId)).orderBy(asc(dealDraws.n));
  },

  async find(db: Db, dealId: string, n: number): Promise<DealDrawRow | undefined> {
    const [row] = await db
      .select()
      .from(dealDraws)
      .where(and(eq(dealDraws.dealId, dealId), eq(dealDraws.n, n)));
    return row;
  },

  /** Moves a draw from one status to the next only if it is still in the first: undefined when another step got there first. */
  async move(
    db: Db,
    dealId: string,
    n: number,
    from: DealDrawRow['status'],
    changes: Partial<typeof dealDraws.$inferInsert>,
  ): Promise<DealDrawRow | undefined> {
    const [row] = await db
      .update(dealDraws)
      .set(changes)
      .where(and(eq(dealDraws.dealId, dealId), eq(dealDraws.n, n), eq(dealDraws.status, from)))
      .returning();
    return row;
  },

  /** Adds a photo to a pending draw that has room for it; undefined when it is not pending or full. */
  async addPhoto(db: Db, dealId: string, n: number, url: string, max: number, now: Date): Promise<DealDrawRow | undefined> {
    const [row] = await db
      .update(dealDraws)
      .set({ photos: sql`${dealDraws.photos} || ${JSON.stringify([url])}::jsonb`, updatedAt: now })
      .where(
        and(
          eq(dealDraws.dealId, dealId),
          eq(dealDraws.n, n),
          eq(dealDraws.status, 'pending'),
          sql`jsonb_array_length(${dealDraws.photos}) < ${max}`,
          sql`not ${dealDraws.photos} @> ${JSON.stringify([url])}::jsonb`,
        ),
      )
      .returning();
    return row;
  },

  /**
   * Marks every milestone still pending and not returned as returned to the holders, only while no
   * draw is requested: the rows marked (none when there was nothing left, or a request waits).
   */
  async returnCapital(db: Db, dealId: string, now: Date): Promise<DealDrawRow[]> {
    return db
      .update(dealDraws)
      .set({ capitalReturnedAt: now, updatedAt: now })
      .where(
        and(
          eq(dealDraws.dealId, dealId),
          eq(dealDraws.status, 'pending'),
          isNull(dealDraws.capitalReturnedAt),
          sql`not exists (select 1 from deal_draws r where r.deal_id = ${dealId} and r.status = 'requested')`,
        ),
      )
      .returning();
  },

  /** Whether a site inspection is flagged for the deal's current idle period. */
  async inspectionDue(db: Db, dealId: string): Promise<boolean> {
    const [row] = await db
      .select({ due: sql<boolean>`exists (select 1 from ${drawInspections} i where i.deal_id = ${deals.id} and i.idle_since = ${idleSince})` })
      .from(deals)
      .where(eq(deals.id, dealId));
    return row?.due ?? false;
  },

  /**
   * Funded deals idle since at least `before`: draws still to release (not returned to the holders), none requested (the admin has
   * the next move then), and no draw requested or released since funding or the last release.
   */
  async idle(db: Db, before: Date): Promise<{ dealId: string; idleSince: Date }[]> {
    return db
      .select({ dealId: deals.id, idleSince })
      .from(deals)
      .where(
        and(
          eq(deals.lifecycle, 'funded'),
          sql`exists (select 1 from deal_draws d where d.deal_id = ${deals.id} and d.status = 'pending' and d.capital_returned_at is null)`,
          sql`not exists (select 1 from deal_draws d where d.deal_id = ${deals.id} and d.status = 'requested')`,
          sql`${idleSince} <= ${before.toISOString()}`,
        ),
      );
  },

  /** Flags the idle period once: false when it was flagged already. */
  async flag(db: Db, dealId: string, since: Date, now: Date): Promise<boolean> {
    const inserted = await db.insert(drawInspections).values({ dealId, idleSince: since, flaggedAt: now }).onConflictDoNothing().returning();
    return inserted.length > 0;
  },
};
