import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../../shared/periods.ts';
import { adminToken, authOf, openTestMarket, registerTestUser, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal, payTestDistribution, type TestSplit } from '../../test/income.ts';
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

const taxOf = (headers: Record<string, string>, query = '') => t.app.inject({ method: 'GET', url: `/api/portfolio/tax${query}`, headers });

/** A distribution of the deal for this quarter, drafted, paid in, approved and paid by the job. */
const pay = (dealId: string, split: TestSplit) => payTestDistribution(t, proposer, dealId, split);

describe('GET /api/portfolio/tax', () => {
  it("sums the backer's payouts of the year per deal, income type and section, with both Acts' labels", async () => {
    // A ₹10,00,000 deal held 60:40 by A and B.
    const { deal, backers } = await fundedTestDeal(t, proposer);
    const [a, b] = [backers[0]!, backers[1]!];
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
