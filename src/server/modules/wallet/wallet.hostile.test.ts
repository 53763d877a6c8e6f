import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, ledgerTransfers, withdrawals } from '../../db/schema/index.ts';
import { registerTestUser, verifyTestKyc } from '../../test/factories.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Hostile input to the wallet and payments routes, in the style of notifications.hostile.test.ts:
 * RUNS generated query strings, ids and bodies per route. Never a 5xx, always {message, detail,
 * code} without stack or SQL text; a refused request stores and moves nothing, an accepted one
 * exactly what it says; the books balance at the end.
 */

const RUNS = 500;
let t: TestApp;
let backerToken: string;
let adminToken: string;

/** Deposits awaiting funds and withdrawals requested, for the admin's routes to act on. */
let openDeposits: string[];
let openWithdrawals: string[];

const post = (url: string, token: string | undefined, request: HostileRequest) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
  });

const authorized = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  adminToken = login.json().access_token;
  const backer = await registerTestUser(t.app);
  await verifyTestKyc(t.app, backer);
  backerToken = backer.token;
  // A large balance in both currencies, so a valid withdrawal can always be held.
  for (const currency of ['INR', 'USD']) {
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: authorized(backerToken),
      payload: { amount: 10 ** 15, currency },
    });
    await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${deposit.json().id}/confirm`, headers: authorized(adminToken) });
  }
  openDeposits = [];
  openWithdrawals = [];
  for (let index = 0; index < 30; index += 1) {
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: authorized(backerToken),
      payload: { amount: 100 + index, currency: 'INR' },
    });
    openDeposits.push(deposit.json().id);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: authorized(backerToken),
      payload: { amount: 100 + index, currency: 'USD' },
    });
    openWithdrawals.push(withdrawal.json().id);
  }
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

/** How many rows each money table holds: a refused request changes none of them. */
async function counts() {
  const db = t.database.db;
  const [d] = await db.select({ n: count() }).from(deposits);
  const [w] = await db.select({ n: count() }).from(withdrawals);
  const [l] = await db.select({ n: count() }).from(ledgerTransfers);
  return { deposits: d!.n, withdrawals: w!.n, transfers: l!.n };
}

const queryPart = fc.oneof(
  fc.constantFrom(...sqlFragments, ...scriptFragments),
  fc.constantFrom('', '1', '0', '-1', '100', '101', '1e2', '1e400', 'NaN', 'Infinity', '0x10', '1.5', ' 5 ', '9007199254740993', '[]', 'null'),
  fc.constantFrom('INR', 'USD', 'inr', 'EUR', 'awaiting_funds', 'confirmed', 'requested', 'paid', 'PAID', 'all'),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const queryString = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom('page', 'page_size', 'currency', 'status', 'backer_id', 'page[x]', '__proto__', 'x'), queryPart), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&')),
  fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
  fc.constantFrom('page=1&page=2', 'status=paid&status=requested', 'currency', '&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`),
);

const moneyBody = hostileRequest({ amount: fc.integer({ min: 1, max: 1_000_000_000 }), currency: fc.constantFrom('INR', 'USD') });

describe('hostile input to the wallet routes', () => {
  const lists: [string, 'backer' | 'admin'][] = [
    ['/api/wallet', 'backer'],
    ['/api/wallet/entries', 'backer'],
    ['/api/wallet/deposits', 'backer'],
    ['/api/wallet/withdrawals', 'backer'],
    ['/api/admin/deposits', 'admin'],
    ['/api/admin/withdrawals', 'admin'],
  ];

  it.each(lists)(`GET %s: ${RUNS} hostile query strings change nothing`, async (path, role) => {
    const before = await counts();
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(queryString, fc.constantFrom('right', 'wrong', 'none'), async (search, who) => {
        const token = who === 'none' ? undefined : (role === 'backer') === (who === 'right') ? backerToken : adminToken;
        const response = await t.app.inject({ method: 'GET', url: `${path}?${search}`, headers: token ? authorized(token) : {} });
        const body = expectSafeAnswer(response, `${path}?${search}`);
        if (who === 'none') expect(response.statusCode).toBe(401);
        else if (who === 'wrong') expect(response.statusCode).toBe(403);
        else expect([200, 400, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          ok += 1;
          if ('items' in body) expect((body.items as unknown[]).length).toBeLessThanOrEqual(body.page_size as number);
        }
      }),
      { numRuns: RUNS },
    );
    expect(ok).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it(`POST /api/wallet/deposits: ${RUNS} generated bodies; a refused one stores nothing, an accepted one one deposit`, async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(moneyBody, fc.boolean(), async (request, signedIn) => {
        const before = await counts();
        const response = await post('/api/wallet/deposits', signedIn ? backerToken : undefined, request);
        const body = expectSafeAnswer(response, `deposit ${request.contentType} ${request.payload?.slice(0, 100)}`);
        const after = await counts();
        if (!signedIn) expect(response.statusCode).toBe(401);
        else expect([201, 400, 413, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType) && signedIn) expect([400, 413]).toContain(response.statusCode);
        if (response.statusCode === 201) {
          accepted += 1;
          expect(body.status).toBe('awaiting_funds');
          expect(after).toEqual({ ...before, deposits: before.deposits + 1 });
        } else {
          expect(after, `a refused deposit stored something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it(`POST /api/wallet/withdrawals: ${RUNS} generated bodies; a refused one holds nothing, an accepted one exactly its amount`, async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(moneyBody, fc.boolean(), async (request, signedIn) => {
        const before = await counts();
        const response = await post('/api/wallet/withdrawals', signedIn ? backerToken : undefined, request);
        const body = expectSafeAnswer(response, `withdrawal ${request.contentType} ${request.payload?.slice(0, 100)}`);
        const after = await counts();
        if (!signedIn) expect(response.statusCode).toBe(401);
        else expect([201, 400, 409, 413, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 201) {
          accepted += 1;
          expect(body.status).toBe('requested');
          expect(after).toEqual({ ...before, withdrawals: before.withdrawals + 1, transfers: before.transfers + 1 });
        } else {
          expect(after, `a refused withdrawal held something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  const ids = (open: () => string[]) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...open()), weight: 3 },
      { arbitrary: fc.constantFrom(...open()).map((id) => id.toUpperCase()), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 2 },
      { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
      { arbitrary: fc.constantFrom(`${open()[0]} `, `${open()[0]}'--`, '%00', '%zz', '..%2F..%2Fetc', '00000000-0000-0000-0000-000000000000'), weight: 1 },
    );
  const anyBody = hostileRequest({ id: fc.uuid(), status: fc.constantFrom('confirmed', 'paid'), amount: fc.integer() });

  it.each([
    ['deposits', 'confirm', () => openDeposits, 'already_confirmed'],
    ['withdrawals', 'paid', () => openWithdrawals, 'already_paid'],
  ] as const)(`POST /api/admin/%s/:id/%s: ${RUNS} generated ids and bodies; money moves once per payment at most`, async (kind, action, open, repeated) => {
    const done = new Set<string>();
    await fc.assert(
      fc.asyncProperty(ids(open), anyBody, fc.constantFrom('admin', 'backer', 'none'), async (id, request, who) => {
        const token = who === 'admin' ? adminToken : who === 'backer' ? backerToken : undefined;
        const before = await counts();
        const url = `/api/admin/${kind}/${encodeLikeABrowser(id)}/${action}`;
        const response = await post(url, token, request);
        const body = expectSafeAnswer(response, `${url} ${request.contentType} ${request.payload?.slice(0, 100)}`);
        const after = await counts();
        if (who === 'none') expect([400, 401, 404]).toContain(response.statusCode);
        else if (who === 'backer') expect([400, 403, 404]).toContain(response.statusCode);
        else expect([200, 400, 404, 409, 413], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(done.has(body.id as string)).toBe(false);
          done.add(body.id as string);
          // A deposit's credit is a new transfer; a payout posts the hold it already has.
          expect(after).toEqual(kind === 'deposits' ? { ...before, transfers: before.transfers + 1 } : before);
        } else {
          expect(after).toEqual(before);
        }
        if (response.statusCode === 409) expect(body.code).toBe(repeated);
      }),
      { numRuns: RUNS },
    );
    expect(done.size).toBeGreaterThan(0);
  });
});
