import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestWindow, testBuyer } from '../../test/exit-windows.ts';
import { adminToken, creditTestWallet, registerTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { callAs, succeedAs, type TestMethod } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the exit windows: each row names a route (made fresh for
 * every caller where a success changes it) and the status each caller gets. `holder` holds face
 * value of the deal, `backer` is another verified backer, `unverified` a backer without KYC,
 * `proposer` the deal's proposer, `anonymous` a visitor.
 */

type Caller = 'anonymous' | 'unverified' | 'backer' | 'holder' | 'proposer' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'unverified', 'backer', 'holder', 'proposer', 'admin'];

interface Row {
  label: string;
  method: TestMethod;
  url: () => Promise<string>;
  body?: object;
  expected: Record<Caller, number>;
}

let t: TestApp;
let tokens: Record<Caller, string | undefined>;
let proposer: TestUser;
let backer: TestUser;
let dealId: string;
let windowId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  // Five holders of 20 % each: a holder may still buy a little under the 25 % cap.
  const funded = await fundedTestDeal(t, proposer, { amounts: [2_00_000_00n, 2_00_000_00n, 2_00_000_00n, 2_00_000_00n, 2_00_000_00n] });
  dealId = funded.deal.id;
  const holder = funded.backers[0]!;
  await creditTestWallet(t.app, holder, 1_00_000_00n);
  backer = await testBuyer(t, 1_00_000_00n);
  const unverified = await registerTestUser(t.app, 'backer');
  tokens = {
    anonymous: undefined,
    unverified: unverified.token,
    backer: backer.token,
    holder: holder.token,
    proposer: proposer.token,
    admin: await adminToken(t.app),
  };
  windowId = (await openTestWindow(t, dealId)).id;
});
afterAll(() => t.close());

const BUY = { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 };
const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  unverified: status,
  backer: status,
  holder: status,
  proposer: status,
  admin: status,
});

const ROWS: Row[] = [
  {
    label: 'POST /api/admin/deals/:id/exit-windows (a fresh funded deal each time)',
    method: 'POST',
    url: async () => `/api/admin/deals/${(await fundedTestDeal(t, proposer)).deal.id}/exit-windows`,
    expected: { anonymous: 401, unverified: 403, backer: 403, holder: 403, proposer: 403, admin: 201 },
  },
  { label: 'GET /api/deals/:id/exit-windows', method: 'GET', url: async () => `/api/deals/${dealId}/exit-windows`, expected: everyone(200) },
  { label: 'GET /api/exit-windows/:id', method: 'GET', url: async () => `/api/exit-windows/${windowId}`, expected: everyone(200) },
  {
    label: 'POST /api/exit-windows/:id/orders',
    method: 'POST',
    url: async () => `/api/exit-windows/${windowId}/orders`,
    body: BUY,
    expected: { anonymous: 401, unverified: 403, backer: 201, holder: 201, proposer: 403, admin: 403 },
  },
  {
    label: "DELETE /api/orders/:id (the backer's own order, fresh each time)",
    method: 'DELETE',
    url: async () => `/api/orders/${(await succeedAs(t.app, 'POST', `/api/exit-windows/${windowId}/orders`, backer.token, BUY)).id}`,
    expected: { anonymous: 401, unverified: 404, backer: 200, holder: 404, proposer: 403, admin: 403 },
  },
  {
    label: 'GET /api/portfolio/orders',
    method: 'GET',
    url: async () => '/api/portfolio/orders',
    expected: { anonymous: 401, unverified: 200, backer: 200, holder: 200, proposer: 403, admin: 403 },
  },
];

describe('exit windows: who may call what', () => {
  for (const row of ROWS) {
    for (const caller of CALLERS) {
      it(`${row.label} as ${caller} → ${row.expected[caller]}`, async () => {
        const response = await callAs(t.app, row.method, await row.url(), tokens[caller], row.body);
        expect(response.statusCode, response.body).toBe(row.expected[caller]);
      });
    }
  }
});
