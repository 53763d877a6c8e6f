import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exitProblems, openTestWindow, testBuyer } from '../../test/exit-windows.ts';
import { adminToken, creditTestWallet, registerTestUser, type TestUser } from '../../test/factories.ts';
import { edgeNumbers, expectSafeAnswer, foreignIds, hostileRequest, UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the exit windows: generated order bodies from a buyer and a holder, and
 * generated ids for every route. Never a 5xx, always {message, detail, code}; a refused request
 * changes nothing (no order, ledger transfer, unit movement or notification), an accepted order is
 * what was sent, and both ledgers stay balanced, every locked face value explained by open sell orders.
 */

const RUNS = 300;

let t: TestApp;
let admin: string;
let buyer: TestUser;
let holder: TestUser;
let dealId: string;
let windowId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
  const proposer = await registerTestUser(t.app, 'proposer');
  const funded = await fundedTestDeal(t, proposer, { amounts: [2_00_000_00n, 2_00_000_00n, 2_00_000_00n, 2_00_000_00n, 2_00_000_00n] });
  dealId = funded.deal.id;
  holder = funded.backers[0]!;
  await creditTestWallet(t.app, holder, 50_000_00n);
  buyer = await testBuyer(t, 5_00_000_00n);
  windowId = (await openTestWindow(t, dealId)).id;
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await exitProblems(t)).toEqual([]);
});

/** What a refused request must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(o::text, ',' order by o.id), '')) from exit_orders o) as orders,
      (select md5(coalesce(string_agg(w::text, ',' order by w.id), '')) from exit_windows w) as windows,
      (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from unit_accounts a) as units,
      (select count(*)::int from ledger_transfers) as transfers,
      (select count(*)::int from notifications) as notifications`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

const bearer = (user: TestUser | string) => ({ authorization: `Bearer ${typeof user === 'string' ? user : user.token}` });

describe('hostile bodies', () => {
  it(`POST /api/exit-windows/:id/orders: ${RUNS} generated bodies; a refusal changes nothing, a 201 is the order as sent`, async () => {
    const valid = {
      side: fc.constantFrom('buy', 'sell'),
      face_value: fc.oneof(fc.integer({ min: 1, max: 60_000_00 }), fc.constantFrom(...edgeNumbers)),
      limit_price_bps: fc.oneof(fc.integer({ min: 8_500, max: 11_500 }), fc.constantFrom(...edgeNumbers)),
    };
    let placed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { arbitrary: hostileRequest(valid), weight: 5 },
          // Some orders that should pass, so the successes are checked too.
          {
            arbitrary: fc
              .record({
                side: fc.constant('buy'),
                face_value: fc.integer({ min: 1_000_00, max: 40_000_00 }),
                limit_price_bps: fc.integer({ min: 9_000, max: 11_000 }),
              })
              .map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' })),
            weight: 1,
          },
        ),
        fc.constantFrom(buyer, holder),
        async (request, who) => {
          const before = await state();
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/exit-windows/${windowId}/orders`,
            headers: { ...bearer(who), ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const body = expectSafeAnswer(response, request.payload?.slice(0, 200) ?? '');
          expect([201, 400, 409, 413, 415, 422], response.body).toContain(response.statusCode);
          if (response.statusCode !== 201) {
            expect(await state()).toEqual(before);
            return;
          }
          placed++;
          const sent = JSON.parse(request.payload!) as Record<string, unknown>;
          expect(body).toMatchObject({ side: sent.side, face_value: sent.face_value, limit_price_bps: sent.limit_price_bps, status: 'open' });
          // Cancel it, so the next body meets the same wallet and holding.
          const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/orders/${body.id as string}`, headers: bearer(who) });
          expect(cancelled.statusCode).toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
    expect(placed).toBeGreaterThan(0);
  });
});

describe('hostile ids', () => {
  const ROUTES: { label: string; method: 'GET' | 'POST' | 'DELETE'; path: (id: string) => string; as: () => TestUser | string | undefined; body?: object }[] = [
    { label: 'GET /api/deals/:id/exit-windows', method: 'GET', path: (id) => `/api/deals/${id}/exit-windows`, as: () => undefined },
    { label: 'GET /api/exit-windows/:id', method: 'GET', path: (id) => `/api/exit-windows/${id}`, as: () => buyer },
    { label: 'POST /api/admin/deals/:id/exit-windows', method: 'POST', path: (id) => `/api/admin/deals/${id}/exit-windows`, as: () => admin },
    {
      label: 'POST /api/exit-windows/:id/orders',
      method: 'POST',
      path: (id) => `/api/exit-windows/${id}/orders`,
      as: () => buyer,
      body: { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 },
    },
    { label: 'DELETE /api/orders/:id', method: 'DELETE', path: (id) => `/api/orders/${id}`, as: () => buyer },
  ];
  for (const route of ROUTES) {
    it(`${route.label}: ${RUNS} generated ids answer a refusal and change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          foreignIds(() => (route.label.includes('deals') ? dealId : windowId)),
          async (id) => {
            const before = await state();
            const url = route.path(id);
            const response = await t.app.inject({
              method: route.method,
              url,
              headers: route.as() ? bearer(route.as()!) : {},
              ...(route.body ? { payload: route.body } : {}),
            });
            expectSafeAnswer(response, url.slice(0, 200));
            // The only near miss that may succeed: a GET of a path that resolves to the real resource or to a list.
            if (route.method !== 'GET') expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
            expect(await state(), `${url} → ${response.body}`).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
