import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { pgArray } from '../../db/arrays.ts';
import { exitFills, exitOrders, exitWindows, ledgerTransfers, unitTransfers } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { exitProblems, exitTestMarket, openTestWindow } from '../../test/exit-windows.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { ExitWindowsService } from './exit-windows.service.ts';

/*
 * Exactly once on a real PostgreSQL: 200 buy orders at once (two per backer, only one within the
 * holding cap: nothing held twice, the cap kept), cancellations racing the close (no hold left
 * pending, nothing sold twice), and two instances closing one window at once (each fill settled
 * once). PGlite runs one query at a time, so these run only where DATABASE_URL is set.
 */

let t: TestApp;
const settings = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }).exits;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await exitProblems(t)).toEqual([]);
});

/** A service instance of its own, as another process would have, on a clock `offsetMs` ahead of the app's. */
function instance(offsetMs = 0): ExitWindowsService {
  const clock = new ManualClock();
  clock.set(new Date(t.clock.now().getTime() + offsetMs));
  return new ExitWindowsService(t.database.db, clock, settings, t.app.jobs);
}
const actor = (sub: string) => ({ sub, role: 'backer' as const });
const pendingHolds = async (orderIds: string[]) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'trade_hold'), eq(ledgerTransfers.status, 'pending'), inArray(ledgerTransfers.reference, orderIds)));

describe('exit windows on PostgreSQL', () => {
  it('200 concurrent buy orders: each backer’s two orders cannot pass the cap together, and nothing is held twice', async () => {
    // ₹10,00,000 of face value: the cap is ₹2,50,000; each backer sends two ₹1,50,000 orders at once.
    const market = await exitTestMarket(t, { sellers: 4, buyers: 100, wallet: 4_00_000_00n, faceValue: 10_00_000_00n });
    const window = await openTestWindow(t, market.dealId);
    const a = instance();
    const b = instance();
    const results = await Promise.allSettled(
      market.buyers.flatMap((buyer) =>
        [a, b].map((service) => service.placeOrder(actor(buyer), window.id, { side: 'buy', face_value: 1_50_000_00, limit_price_bps: 10_000 })),
      ),
    );
    const codes = results.map((result) => (result.status === 'fulfilled' ? 'placed' : (result.reason as { code?: string }).code));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(100);
    expect(codes.filter((code) => code === 'above_holding_cap')).toHaveLength(100);
    const orders = await t.database.db.select().from(exitOrders).where(eq(exitOrders.windowId, window.id));
    expect(new Set(orders.map((order) => order.backerId)).size).toBe(100);
    const holds = await pendingHolds(orders.map((order) => order.id));
    expect(holds).toHaveLength(100);
    expect(holds.every((hold) => hold.amount === 1_50_000_00n)).toBe(true);
  });

  it('cancellations racing the close: each order either cancelled with its holds back or settled, never both, nothing sold twice', async () => {
    const market = await exitTestMarket(t, { sellers: 20, buyers: 20, wallet: 1_00_000_00n, faceValue: 10_00_000_00n });
    const window = await openTestWindow(t, market.dealId);
    const placer = instance();
    const sells = await Promise.all(
      market.sellers.map((seller, n) => placer.placeOrder(actor(seller), window.id, { side: 'sell', face_value: 40_000_00, limit_price_bps: 9_500 + n * 10 })),
    );
    const buys = await Promise.all(
      market.buyers.map((buyer, n) => placer.placeOrder(actor(buyer), window.id, { side: 'buy', face_value: 50_000_00, limit_price_bps: 10_500 - n * 10 })),
    );
    const canceller = instance();
    // The closer's clock is past the close; the cancellations' is not: they race on the window's row.
    const closer = instance(settings.windowDurationMs + 1000);
    const all = [...sells, ...buys];
    const outcomes = await Promise.allSettled([
      closer.close(window.id),
      ...all.map((order, n) => canceller.cancelOrder(actor(n < sells.length ? market.sellers[n]! : market.buyers[n - sells.length]!), order.id)),
    ]);
    expect(outcomes[0]!.status).toBe('fulfilled');
    for (const outcome of outcomes.slice(1)) {
      if (outcome.status === 'rejected') expect((outcome.reason as { code?: string }).code).toBe('window_not_open');
    }
    const [row] = await t.database.db.select().from(exitWindows).where(eq(exitWindows.id, window.id));
    expect(row!.status).toBe('settled');
    const orders = await t.database.db.select().from(exitOrders).where(eq(exitOrders.windowId, window.id));
    expect(orders.every((order) => order.status !== 'open' && order.holdTransferId === null)).toBe(true);
    expect(await pendingHolds(orders.map((order) => order.id))).toEqual([]);
    const fills = await t.database.db.select().from(exitFills).where(eq(exitFills.windowId, window.id));
    const cancelled = new Set(orders.filter((order) => order.status === 'cancelled').map((order) => order.id));
    expect(fills.filter((fill) => cancelled.has(fill.buyOrderId) || cancelled.has(fill.sellOrderId))).toEqual([]);
    for (const order of orders) {
      const filled = fills.filter((fill) => fill.buyOrderId === order.id || fill.sellOrderId === order.id).reduce((sum, fill) => sum + fill.faceValue, 0n);
      expect(filled).toBe(order.filledFaceValue);
    }
  });

  it('two instances closing one window at once settle each fill once', async () => {
    const market = await exitTestMarket(t, { sellers: 40, buyers: 40, wallet: 1_00_000_00n, faceValue: 10_00_000_00n });
    const window = await openTestWindow(t, market.dealId);
    const placer = instance();
    for (const [n, seller] of market.sellers.entries()) {
      await placer.placeOrder(actor(seller), window.id, { side: 'sell', face_value: 20_000_00 + n * 100_00, limit_price_bps: 9_600 + n * 5 });
    }
    for (const [n, buyer] of market.buyers.entries()) {
      await placer.placeOrder(actor(buyer), window.id, { side: 'buy', face_value: 25_000_00 + n * 100_00, limit_price_bps: 10_400 - n * 5 });
    }
    const late = settings.windowDurationMs + 1000;
    await Promise.all([instance(late).close(window.id), instance(late).close(window.id), instance(late).closeDue()]);
    const fills = await t.database.db.select().from(exitFills).where(eq(exitFills.windowId, window.id));
    expect(fills.length).toBeGreaterThan(20);
    expect(fills.every((fill) => fill.settledAt !== null)).toBe(true);
    const references = fills.map((fill) => `${window.id}:${fill.seq}`);
    const trades = await t.database.db
      .select()
      .from(unitTransfers)
      .where(and(eq(unitTransfers.kind, 'trade'), inArray(unitTransfers.reference, references)));
    expect(trades).toHaveLength(fills.length);
    const paid = await t.database.db.execute(sql`
      select kind, count(*)::int as n from ledger_transfers where kind in ('trade', 'trade_fee') and reference = any(${pgArray(references)}::text[]) group by kind order by kind`);
    expect((paid as unknown as { rows: { kind: string; n: number }[] }).rows).toEqual([
      { kind: 'trade', n: fills.filter((fill) => fill.amount > 0n).length },
      { kind: 'trade_fee', n: fills.filter((fill) => fill.fee > 0n).length },
    ]);
    const [row] = await t.database.db.select().from(exitWindows).where(eq(exitWindows.id, window.id));
    expect(row!.status).toBe('settled');
  });
});
