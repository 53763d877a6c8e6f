import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments, UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let backer: TestUser;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const proposer = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 100_000_00n);
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 500_000_00n });
  const commit = (amount: number) =>
    t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/commitments`, headers: { authorization: `Bearer ${backer.token}` }, payload: { amount } });
  await commit(20_000_00);
  const second = (await commit(30_000_00)).json();
  await t.app.inject({ method: 'DELETE', url: `/api/commitments/${second.id}`, headers: { authorization: `Bearer ${backer.token}` } });
});
afterAll(async () => {
  await t.close();
});

const statement = (query: string, user: TestUser | null = backer) =>
  t.app.inject({ method: 'GET', url: `/api/portfolio/statement?${query}`, headers: user ? { authorization: `Bearer ${user.token}` } : {} });

describe('GET /api/portfolio/statement', () => {
  it('as CSV: every movement of the year with the running balance, the totals and the closing balance', async () => {
    const response = await statement(`year=${year}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sharestead-statement-${year}.csv"`);
    const rows = response.body.trim().split('\r\n').map((line) => line.split(','));
    expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Currency', 'Amount', 'Held', 'Balance']);
    const byType = (type: string) => rows.filter((row) => row[1] === type);
    expect(byType('Opening balance')[0]!.slice(3)).toEqual(['INR', '', '', '0.00']);
    expect(byType('Deposit')[0]!.slice(3)).toEqual(['INR', '100000.00', '0.00', '100000.00']);
    expect(byType('Commitment').map((row) => row[5])).toEqual(['20000.00', '30000.00']);
    expect(byType('Commitment cancelled')[0]!.slice(4)).toEqual(['0.00', '-30000.00', '100000.00']);
    expect(byType('Total committed')[0]![4]).toBe('50000.00');
    expect(byType('Total cancelled')[0]![4]).toBe('30000.00');
    expect(byType('Tax withheld (TDS)')[0]![4]).toBe('0.00');
    expect(byType('Closing balance')[0]!.slice(2)).toEqual(['Held 20000.00', 'INR', '', '', '100000.00']);
  });

  it('as PDF: a real PDF document', async () => {
    const response = await statement(`year=${year}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1500);
  });

  it('an earlier year opens and closes empty; a future year, a bad format or year is 422; only a backer', async () => {
    const before = await statement(`year=${year - 1}&format=csv`);
    expect(before.body.trim().split('\r\n')).toHaveLength(1);
    for (const query of [`year=${year + 1}&format=csv`, `year=${year}&format=xls`, 'year=abc&format=csv', `format=csv`, `year=${year}`]) {
      expect((await statement(query)).statusCode, query).toBe(422);
    }
    expect((await statement(`year=${year}&format=csv`, null)).statusCode).toBe(401);
    const proposer = await registerTestUser(t.app, 'proposer');
    expect((await statement(`year=${year}&format=csv`, proposer)).statusCode).toBe(403);
  });
});

describe('hostile query strings', () => {
  it('500 generated queries: never a 5xx, always a sentence and a code, a file only for a valid year and format', async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'csv', 'pdf', 'CSV', String(year), '2019', '2101', '1e3', '-1', '[]', 'null', ' 2026'),
      fc.string({ maxLength: 20 }),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom('year', 'format', 'page', '__proto__', 'x'), part), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await statement(search);
        if (response.statusCode === 200) expect(['text/csv; charset=utf-8', 'application/pdf']).toContain(response.headers['content-type']);
        else {
          expectSafeAnswer(response, `statement ?${search}`);
          expect([400, 422]).toContain(response.statusCode);
        }
      }),
      { numRuns: 500 },
    );
  });
});
