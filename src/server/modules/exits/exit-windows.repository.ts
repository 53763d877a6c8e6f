import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/arrays.ts';
import {
  deals,
  exitFills,
  exitOrders,
  exitProposals,
  exitWindows,
  properties,
  type ExitFillRow,
  type ExitOrderRow,
  type ExitWindowRow,
} from '../../db/schema/index.ts';
import type { PricedFill } from './settlement.ts';

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** A window with what its answers show beside it: its deal's currency and how many orders it has had. */
export interface WindowWithCounts {
  window: ExitWindowRow;
  currency: string;
  orders: number;
}

const orderCount = sql<number>`(select count(*) from ${exitOrders} where ${exitOrders.windowId} = ${exitWindows.id})`.mapWith(Number);

/** SQL of the exit windows, their orders and fills. Only the exits module's services call it. */
export const exitWindowsRepository = {
  async insertWindow(db: Db, row: typeof exitWindows.$inferInsert): Promise<ExitWindowRow | undefined> {
    // The partial unique index allows one window open or settling per deal: a second opener writes nothing.
    const [created] = await db.insert(exitWindows).values(row).onConflictDoNothing().returning();
    return created;
  },

  async activeOf(db: Db, dealId: string): Promise<ExitWindowRow | undefined> {
    const [row] = await db
      .select()
      .from(exitWindows)
      .where(and(eq(exitWindows.dealId, dealId), inArray(exitWindows.status, ['open', 'settling'])));
    return row;
  },

  async voteOpen(db: Db, dealId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: exitProposals.id })
      .from(exitProposals)
      .where(and(eq(exitProposals.dealId, dealId), eq(exitProposals.status, 'open')));
    return row !== undefined;
  },

  /** Whether a window of the deal opened at or after `at` (a scheduled slot already served, by the schedule or the admin). */
  async openedSince(db: Db, dealId: string, at: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: exitWindows.id })
      .from(exitWindows)
      .where(and(eq(exitWindows.dealId, dealId), gte(exitWindows.opensAt, at)))
      .limit(1);
    return row !== undefined;
  },

  /** Funded Buy 'N' Hold deals past their lock-in with no window open or settling and no vote open: the schedule's candidates. */
  async schedulable(db: Db, lockedUntil: Date): Promise<{ id: string; fundedAt: Date }[]> {
    const rows = await db
      .select({ id: deals.id, fundedAt: deals.closedAt })
      .from(deals)
      .where(
        and(
          eq(deals.lifecycle, 'funded'),
          eq(deals.campaignType, 'buy_n_hold'),
          lte(deals.closedAt, lockedUntil),
          sql`not exists (select 1 from ${exitWindows} w where w.deal_id = ${deals.id} and w.status in ('open', 'settling'))`,
          sql`not exists (select 1 from ${exitProposals} p where p.deal_id = ${deals.id} and p.status = 'open')`,
        ),
      );
    return rows.filter((row): row is { id: string; fundedAt: Date } => row.fundedAt !== null);
  },

  async windowsOf(db: Db, dealId: string): Promise<WindowWithCounts[]> {
    return db
      .select({ window: exitWindows, currency: deals.currency, orders: orderCount })
      .from(exitWindows)
      .innerJoin(deals, eq(deals.id, exitWindows.dealId))
      .where(eq(exitWindows.dealId, dealId))
      .orderBy(desc(exitWindows.opensAt), desc(exitWindows.id));
  },

  async find(db: Db, id: string): Promise<WindowWithCounts | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select({ window: exitWindows, currency: deals.currency, orders: orderCount })
      .from(exitWindows)
      .innerJoin(deals, eq(deals.id, exitWindows.dealId))
      .where(eq(exitWindows.id, id));
    return row;
  },

  /** The window's row under a share lock: orders placed or cancelled hold it, so the close (which updates it) waits for them. */
  async shareLock(db: Db, id: string): Promise<ExitWindowRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(exitWindows).where(eq(exitWindows.id, id)).for('share');
    return row;
  },

  async book(db: Db, windowId: string): Promise<ExitOrderRow[]> {
    return db.select().from(exitOrders).where(eq(exitOrders.windowId, windowId)).orderBy(asc(exitOrders.placedAt), asc(exitOrders.id));
  },

  async insertOrder(db: Db, row: typeof exitOrders.$inferInsert): Promise<ExitOrderRow> {
    const [created] = await db.insert(exitOrders).values(row).returning();
    return created!;
  },

  async findOrder(db: Db, id: string): Promise<ExitOrderRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(exitOrders).where(eq(exitOrders.id, id));
    return row;
  },

  async lockOrder(db: Db, id: string): Promise<ExitOrderRow | undefined> {
    const [row] = await db.select().from(exitOrders).where(eq(exitOrders.id, id)).for('update');
    return row;
  },

  /** These orders, locked in id order. */
  async lockOrders(db: Db, ids: string[]): Promise<ExitOrderRow[]> {
    return db.select().from(exitOrders).where(inArray(exitOrders.id, ids)).orderBy(asc(exitOrders.id)).for('update');
  },

  /** The backer's open orders in the window on one side, and what they add up to. */
  async openOrdersOf(db: Db, windowId: string, backerId: string): Promise<ExitOrderRow[]> {
    return db
      .select()
      .from(exitOrders)
      .where(and(eq(exitOrders.windowId, windowId), eq(exitOrders.backerId, backerId), eq(exitOrders.status, 'open')));
  },

  /** Every open order of the window, locked, in a fixed order. */
  async lockOpenOrders(db: Db, windowId: string): Promise<ExitOrderRow[]> {
    return db
      .select()
      .from(exitOrders)
      .where(and(eq(exitOrders.windowId, windowId), eq(exitOrders.status, 'open')))
      .orderBy(asc(exitOrders.id))
      .for('update');
  },

  /** The backer's orders, newest first, with their deal's title and currency and their window's close and price. */
  async ordersOfBacker(db: Db, backerId: string) {
    return db
      .select({
        order: exitOrders,
        title: properties.title,
        currency: deals.currency,
        closesAt: exitWindows.closesAt,
        clearingPriceBps: exitWindows.clearingPriceBps,
      })
      .from(exitOrders)
      .innerJoin(exitWindows, eq(exitWindows.id, exitOrders.windowId))
      .innerJoin(deals, eq(deals.id, exitOrders.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(exitOrders.backerId, backerId))
      .orderBy(desc(exitOrders.placedAt), desc(exitOrders.id));
  },

  /** open → settling, only once its close is due: answers the row when this call did it. */
  async startSettling(db: Db, id: string, now: Date): Promise<ExitWindowRow | undefined> {
    const [row] = await db
      .update(exitWindows)
      .set({ status: 'settling' })
      .where(and(eq(exitWindows.id, id), eq(exitWindows.status, 'open'), lte(exitWindows.closesAt, now)))
      .returning();
    return row;
  },

  async setResult(db: Db, id: string, clearingPriceBps: number | null, volume: bigint): Promise<void> {
    await db.update(exitWindows).set({ clearingPriceBps, volume }).where(eq(exitWindows.id, id));
  },

  /** The close's fills, in a few array parameters whatever their number. */
  async insertFills(db: Db, windowId: string, fills: readonly PricedFill[]): Promise<void> {
    if (fills.length === 0) return;
    await db.execute(sql`
      insert into exit_fills (window_id, seq, buy_order_id, sell_order_id, face_value, amount, fee)
      select ${windowId}::uuid, f.seq, f.buy, f.sell, f.face_value, f.amount, f.fee
      from unnest(${pgArray(fills.map((fill) => fill.seq))}::int[], ${pgArray(fills.map((fill) => fill.buyOrderId))}::uuid[],
        ${pgArray(fills.map((fill) => fill.sellOrderId))}::uuid[], ${pgArray(fills.map((fill) => fill.faceValue))}::bigint[],
        ${pgArray(fills.map((fill) => fill.amount))}::bigint[], ${pgArray(fills.map((fill) => fill.fee))}::bigint[])
        as f(seq, buy, sell, face_value, amount, fee)
      on conflict do nothing`);
  },

  async unsettledFills(db: Db, windowId: string, limit: number): Promise<ExitFillRow[]> {
    return db
      .select()
      .from(exitFills)
      .where(and(eq(exitFills.windowId, windowId), isNull(exitFills.settledAt)))
      .orderBy(asc(exitFills.seq))
      .limit(limit);
  },

  /** Claims one fill for settlement (a conditional update): answers it only if it was still unsettled. */
  async claimFill(db: Db, windowId: string, seq: number, now: Date): Promise<ExitFillRow | undefined> {
    const [row] = await db
      .update(exitFills)
      .set({ settledAt: now })
      .where(and(eq(exitFills.windowId, windowId), eq(exitFills.seq, seq), isNull(exitFills.settledAt)))
      .returning();
    return row;
  },

  async addFilled(db: Db, orderId: string, faceValue: bigint, holdTransferId: string | null | undefined): Promise<void> {
    await db
      .update(exitOrders)
      .set({
        filledFaceValue: sql`${exitOrders.filledFaceValue} + ${faceValue}`,
        ...(holdTransferId === undefined ? {} : { holdTransferId }),
      })
      .where(eq(exitOrders.id, orderId));
  },

  /** settling → settled, once: answers the row when this call did it. */
  async finishSettling(db: Db, id: string, now: Date): Promise<ExitWindowRow | undefined> {
    const [row] = await db
      .update(exitWindows)
      .set({ status: 'settled', settledAt: now })
      .where(and(eq(exitWindows.id, id), eq(exitWindows.status, 'settling')))
      .returning();
    return row;
  },

  /** Windows to close: open past their close, or settling (a close cut short). */
  async dueForClose(db: Db, now: Date): Promise<string[]> {
    const rows = await db
      .select({ id: exitWindows.id })
      .from(exitWindows)
      .where(sql`(${exitWindows.status} = 'open' and ${exitWindows.closesAt} <= ${now}) or ${exitWindows.status} = 'settling'`)
      .orderBy(asc(exitWindows.closesAt));
    return rows.map((row) => row.id);
  },

  /** Units accounts whose locked face value differs from what their open sell orders offer. */
  async lockMismatches(db: Db): Promise<{ dealId: string; holderId: string }[]> {
    const result = await db.execute(sql`
      select a.deal_id, a.holder_id from unit_accounts a
      left join (
        select deal_id, backer_id, sum(face_value - filled_face_value) as locked
        from exit_orders where side = 'sell' and status = 'open' group by deal_id, backer_id
      ) o on o.deal_id = a.deal_id and o.backer_id = a.holder_id
      where a.holder_id is not null and a.debits_pending <> coalesce(o.locked, 0)`);
    return rowsOf<{ deal_id: string; holder_id: string }>(result).map((row) => ({ dealId: row.deal_id, holderId: row.holder_id }));
  },
};
