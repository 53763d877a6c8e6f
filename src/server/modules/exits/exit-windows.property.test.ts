import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitFills, exitOrders, exitWindows } from '../../db/schema/index.ts';
import { closeTestWindow, exitProblems, openTestWindow, testBuyer } from '../../test/exit-windows.ts';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { callAs } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Settlement over random books (fast-check): whatever orders the backers place, after the close
 * face value and money are conserved (what the holders hold sums to the deal; the wallets and the
 * platform's fees together hold what they held), both ledgers balance, no wallet or holder goes
 * below zero, nothing stays held, and every fill lies within both orders' limits.
 */

let t: TestApp;
let dealId: string;
let people: TestUser[];
const FACE_TOTAL = 8_00_000_00n;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNLIMITED_ENV, EXIT_WINDOW_DURATION: '1h', HOLDING_CAP_BPS: '10000' } });
  const proposer = await registerTestUser(t.app, 'proposer');
  const funded = await fundedTestDeal(t, proposer, { amounts: [2_00_000_00n, 2_00_000_00n, 2_00_000_00n, 2_00_000_00n] });
  dealId = funded.deal.id;
  const buyers = [await testBuyer(t, 5_00_000_00n), await testBuyer(t, 3_00_000_00n), await testBuyer(t, 1_00_000_00n)];
  people = [...funded.backers, ...buyers];
});

afterAll(async () => {
  await t?.close();
});

const money = async () => {
  const rows = await t.database.db.execute(sql`
    select purpose, coalesce(sum(credits_posted - debits_posted), 0)::text as posted, coalesce(sum(debits_pending), 0)::text as held,
      coalesce(min(credits_posted - debits_posted - debits_pending), 0)::text as lowest
    from ledger_accounts where purpose in ('backer_wallet', 'platform_fees') group by purpose order by purpose`);
  return (rows as unknown as { rows: { purpose: string; posted: string; held: string; lowest: string }[] }).rows;
};
const units = async () => {
  const rows = await t.database.db.execute(sql`
    select coalesce(sum(credits_posted - debits_posted), 0)::text as total, coalesce(min(credits_posted - debits_posted - debits_pending), 0)::text as lowest
    from unit_accounts where deal_id = ${dealId} and holder_id is not null`);
  return (rows as unknown as { rows: { total: string; lowest: string }[] }).rows[0]!;
};

const orderArb = fc.record({
  who: fc.integer({ min: 0, max: 6 }),
  side: fc.constantFrom('buy', 'sell'),
  face: fc.integer({ min: 1_000_00, max: 1_50_000_00 }),
  limit: fc.integer({ min: 9_000, max: 11_000 }),
  cancel: fc.boolean(),
});

describe('settling a window over random books', () => {
  it('conserves face value and money, balances both ledgers, and fills only within limits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 14 }), async (orders) => {
        const window = await openTestWindow(t, dealId);
        const before = await money();
        for (const item of orders) {
          const person = people[item.who]!;
          const placed = await callAs(t.app, 'POST', `/api/exit-windows/${window.id}/orders`, person.token, {
            side: item.side,
            face_value: item.face,
            limit_price_bps: item.limit,
          });
          expect([201, 409, 422]).toContain(placed.statusCode);
          if (placed.statusCode === 201 && item.cancel && item.face % 3 === 0) {
            expect((await callAs(t.app, 'DELETE', `/api/orders/${placed.json().id}`, person.token)).statusCode).toBe(200);
          }
        }
        await closeTestWindow(t, window);
        const [row] = await t.database.db.select().from(exitWindows).where(eq(exitWindows.id, window.id));
        expect(row!.status).toBe('settled');
        const after = await money();
        const total = (rows: typeof before) => rows.reduce((sum, r) => sum + BigInt(r.posted), 0n);
        expect(total(after)).toBe(total(before));
        // What was held before the window (the demo's commitments) is held still, and nothing more.
        expect(after.map((r) => [r.purpose, r.held])).toEqual(before.map((r) => [r.purpose, r.held]));
        for (const r of after) expect(BigInt(r.lowest)).toBeGreaterThanOrEqual(0n);
        const held = await units();
        expect(BigInt(held.total)).toBe(FACE_TOTAL);
        expect(BigInt(held.lowest)).toBeGreaterThanOrEqual(0n);
        const fills = await t.database.db.select().from(exitFills).where(eq(exitFills.windowId, window.id));
        const byId = new Map((await t.database.db.select().from(exitOrders).where(eq(exitOrders.windowId, window.id))).map((o) => [o.id, o]));
        expect(fills.reduce((sum, fill) => sum + fill.faceValue, 0n)).toBe(row!.volume ?? 0n);
        for (const fill of fills) {
          expect(fill.settledAt).not.toBeNull();
          expect(byId.get(fill.buyOrderId)!.limitPriceBps).toBeGreaterThanOrEqual(row!.clearingPriceBps!);
          expect(byId.get(fill.sellOrderId)!.limitPriceBps).toBeLessThanOrEqual(row!.clearingPriceBps!);
        }
        for (const o of byId.values()) {
          expect(o.status).not.toBe('open');
          expect(o.holdTransferId).toBeNull();
        }
        expect(await exitProblems(t)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});
