import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, quarterOf } from '../../../shared/periods.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  openTestMarket,
  registerTestUser,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(async () => {
  await t.close();
});

const RUPEES = 100;

async function fundedBacker(): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 10_00_000n * 100n);
  return backer;
}

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const taxOf = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/portfolio/tax${query}`, headers });

/** A distribution of the deal for this quarter, drafted, paid in, approved and paid by the job. */
async function pay(dealId: string, split: { interest: number; dividend: number; return_of_capital: number }) {
  const distributable = split.interest + split.dividend + split.return_of_capital;
  const created = await post(`/api/deals/${dealId}/distributions`, authOf(proposer), {
    period: quarterOf(t.clock.now()),
    lines: [{ kind: 'gross_rent', label: 'Rent', amount: distributable }],
    split: { ...split, rent: 0 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await post(`/api/distributions/${id}/submit`, authOf(proposer));
  await post(`/api/admin/distributions/${id}/funds-received`, admin);
  expect((await post(`/api/admin/distributions/${id}/approve`, admin)).json().status).toBe('approved');
  await t.app.jobs.runDue(t.clock.now());
}

describe('GET /api/portfolio/tax', () => {
  it("sums the backer's payouts of the year per deal, income type and section, with both Acts' labels", async () => {
    // A ₹10,00,000 deal held 60:40 by A and B.
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 10_00_000n * 100n, minimumTicket: 10_000n * 100n });
    const a = await fundedBacker();
    const b = await fundedBacker();
    const commit = (backer: TestUser, amount: number) =>
      t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/commitments`, headers: authOf(backer), payload: { amount } });
    expect((await commit(a, 6_00_000 * RUPEES)).statusCode).toBe(201);
    expect((await commit(b, 4_00_000 * RUPEES)).json().status).toBe('funded');
    t.clock.advance(2 * 3_600_000);

    // A regular and a special distribution in one quarter: A's interest is ₹18,000 then ₹6,000, both over 194A's
    // ₹10,000 a year, so 10% of each is withheld; its ₹3,000 of dividend stays under 194's threshold; a return
    // of capital is never taxed.
    await pay(deal.id, { interest: 30_000 * RUPEES, dividend: 0, return_of_capital: 0 });
    await pay(deal.id, { interest: 10_000 * RUPEES, dividend: 5_000 * RUPEES, return_of_capital: 5_000 * RUPEES });

    const fy = financialYearOf(t.clock.now());
    const answer = await taxOf(authOf(a));
    expect(answer.statusCode, answer.body).toBe(200);
    const row = { deal_id: deal.id, deal_name: deal.title, currency: 'INR' };
    expect(answer.json()).toEqual({
      fy,
      rows: [
        {
          ...row,
          income_type: 'interest',
          gross: 24_000 * RUPEES,
          tds: 2_400 * RUPEES,
          net: 21_600 * RUPEES,
          section: '194A',
          section_2025: '393(1) Sl.5(iii)',
        },
        { ...row, income_type: 'dividend', gross: 3_000 * RUPEES, tds: 0, net: 3_000 * RUPEES, section: '194', section_2025: '393(1)' },
        { ...row, income_type: 'return_of_capital', gross: 3_000 * RUPEES, tds: 0, net: 3_000 * RUPEES, section: null, section_2025: null },
      ],
      certificates: [],
      years: [fy],
    });
    // Asked by name, the same year; each backer sees only their own income.
    expect((await taxOf(authOf(a), `?fy=${fy}`)).json()).toEqual(answer.json());
    const ofB = (await taxOf(authOf(b))).json();
    expect(ofB.rows.map((line: { income_type: string; gross: number }) => [line.income_type, line.gross])).toEqual([
      ['interest', 16_000 * RUPEES],
      ['dividend', 2_000 * RUPEES],
      ['return_of_capital', 2_000 * RUPEES],
    ]);

    // A year without income: no rows, and the years that have some.
    const earlier = `${Number(fy.slice(0, 4)) - 1}-${fy.slice(2, 4)}`;
    expect((await taxOf(authOf(a), `?fy=${earlier}`)).json()).toEqual({ fy: earlier, rows: [], certificates: [], years: [fy] });
  });

  it('is for backers only, and refuses a financial year not written like 2026-27', async () => {
    expect((await taxOf({})).statusCode).toBe(401);
    expect((await taxOf(authOf(proposer))).statusCode).toBe(403);
    expect((await taxOf(admin)).statusCode).toBe(403);

    const backer = await registerTestUser(t.app, 'backer');
    const fresh = await taxOf(authOf(backer));
    expect(fresh.json()).toEqual({ fy: financialYearOf(t.clock.now()), rows: [], certificates: [], years: [] });
    for (const fy of ['2026-28', '2026', '26-27', '2026-27-Q1']) {
      const refused = await taxOf(authOf(backer), `?fy=${fy}`);
      expect([refused.statusCode, refused.json().code], fy).toEqual([422, 'invalid_request']);
      expect(refused.json().message).toBe('The financial year must be written like 2026-27.');
    }
  });
});
