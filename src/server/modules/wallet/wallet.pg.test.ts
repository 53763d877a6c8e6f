import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, withdrawals } from '../../db/schema/index.ts';
import { registerTestUser, verifyTestKyc } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Races that PGlite cannot show (it runs one query at a time): on PostgreSQL, requests that arrive
 * together really run together, each in its own transaction on its own connection.
 */

const CONCURRENT = 20;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  expect(process.env.DATABASE_URL, 'this file runs on PostgreSQL only').toBeDefined();
  t = await createTestApp({ env: UNLIMITED_ENV });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  adminToken = login.json().access_token;
});
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function verifiedBacker() {
  const backer = await registerTestUser(t.app);
  await verifyTestKyc(t.app, backer);
  return backer;
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((tally, { statusCode }) => ({ ...tally, [statusCode]: (tally[statusCode] ?? 0) + 1 }), {});

describe('on PostgreSQL, at once', () => {
  it(`${CONCURRENT} confirmations of one deposit credit the wallet once`, async () => {
    const backer = await verifiedBacker();
    const deposit = (await post('/api/wallet/deposits', backer.token, { amount: 75_000_00, currency: 'INR' })).json();
    const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => post(`/api/admin/deposits/${deposit.id}/confirm`, adminToken)));
    expect(statuses(responses)).toEqual({ 200: 1, 409: CONCURRENT - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().code).toBe('already_confirmed');
    const [credits] = await t.database.db.select({ n: count() }).from(ledgerTransfers).where(eq(ledgerTransfers.reference, deposit.id));
    expect(credits!.n).toBe(1);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${backer.token}` } });
    expect(wallet.json()).toEqual({ balances: [{ currency: 'INR', available: 75_000_00, held: 0 }] });
  });

  it(`${CONCURRENT} withdrawals of 60 % of the balance hold exactly one`, async () => {
    const backer = await verifiedBacker();
    const deposit = (await post('/api/wallet/deposits', backer.token, { amount: 100_000_00, currency: 'INR' })).json();
    expect((await post(`/api/admin/deposits/${deposit.id}/confirm`, adminToken)).statusCode).toBe(200);

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () => post('/api/wallet/withdrawals', backer.token, { amount: 60_000_00, currency: 'INR' })),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: CONCURRENT - 1 });
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().code).toBe('insufficient_funds');
    const [rows] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.backerId, backer.id));
    expect(rows!.n).toBe(1);
    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${backer.token}` } });
    expect(wallet.json()).toEqual({ balances: [{ currency: 'INR', available: 40_000_00, held: 60_000_00 }] });

    // And paying it, many times at once, posts the hold once.
    const withdrawal = responses.find((r) => r.statusCode === 201)!.json();
    const paid = await Promise.all(Array.from({ length: CONCURRENT }, () => post(`/api/admin/withdrawals/${withdrawal.id}/paid`, adminToken)));
    expect(statuses(paid)).toEqual({ 200: 1, 409: CONCURRENT - 1 });
    const after = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${backer.token}` } });
    expect(after.json()).toEqual({ balances: [{ currency: 'INR', available: 40_000_00, held: 0 }] });
  });

  it('confirming deposits of many backers at once, while they withdraw, keeps the books balanced', async () => {
    const backers = await Promise.all(Array.from({ length: 8 }, () => verifiedBacker()));
    const deposits = await Promise.all(backers.map((backer) => post('/api/wallet/deposits', backer.token, { amount: 10_000_00, currency: 'USD' })));
    await Promise.all(deposits.map((response) => post(`/api/admin/deposits/${response.json().id}/confirm`, adminToken)));
    const responses = await Promise.all(
      backers.flatMap((backer) => [
        post('/api/wallet/withdrawals', backer.token, { amount: 7_000_00, currency: 'USD' }),
        post('/api/wallet/withdrawals', backer.token, { amount: 7_000_00, currency: 'USD' }),
      ]),
    );
    expect(statuses(responses)).toEqual({ 201: backers.length, 409: backers.length });
  });
});
