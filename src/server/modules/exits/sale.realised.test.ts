import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf, registerTestUser, signInTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * A sale's figures once final (after-funding.md §5, §3): a deal held for 200 days, sold above its
 * face value and paid out, shows as realised in its backers' returns (XIRR from what was paid in
 * and received, with no value left to count) and counts as exited in its sponsor's track record,
 * whose realised XIRR it now gives.
 */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let proposer: TestUser;
let backers: TestUser[];
let dealId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  const funded = await fundedTestDeal(t, proposer);
  dealId = funded.deal.id;
  backers = funded.backers;
  t.clock.advance(200 * DAY);
  // Tokens last a day: everyone signs in again at the new time.
  await signInTestUser(t.app, proposer, 'proposer');
  for (const backer of backers) await signInTestUser(t.app, backer, 'backer');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  const admin = { authorization: `Bearer ${login.json().access_token as string}` };

  const post = async (url: string, headers: Record<string, string>, payload: object) => {
    const answer = await t.app.inject({ method: 'POST', url, headers, payload });
    if (answer.statusCode >= 300) throw new Error(`POST ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json() as { id: string };
  };
  const { id } = await post(`/api/deals/${dealId}/exit-proposals`, authOf(proposer), {
    sale_price: 13_00_000_00,
    costs: 1_00_000_00,
    expected_on: '2027-12-31',
    note: '',
  });
  await post(`/api/exit-proposals/${id}/votes`, authOf(backers[0]!), { vote: 'yes' });
  await post(`/api/admin/exit-proposals/${id}/complete`, admin, { proceeds: 12_00_000_00 });
  await t.app.jobs.runDue(t.clock.now());
});
afterAll(() => t?.close());

describe('an exited deal', () => {
  it('stays in each backer’s returns, realised, with its final XIRR', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/portfolio/returns', headers: authOf(backers[1]!) });
    const { holdings, totals } = answer.json() as { holdings: Record<string, unknown>[]; totals: Record<string, unknown>[] };
    const holding = holdings.find((row) => row.deal_id === dealId)!;
    expect(holding).toMatchObject({ realised: true, face_value: 0, value: 0, invested: 4_00_000_00, received_gross: 4_80_000_00, equity_multiple_bps: 12_000 });
    // 20 % over 200 days: about 39 % a year, from the two flows alone.
    expect(holding.xirr_bps).toBeGreaterThan(3_800);
    expect(holding.xirr_bps).toBeLessThan(4_000);
    expect(totals).toEqual([expect.objectContaining({ currency: 'INR', realised: true, xirr_bps: holding.xirr_bps })]);
  });

  it('counts as exited in its sponsor’s track record, with the realised XIRR', async () => {
    const record = (await t.app.inject({ method: 'GET', url: `/api/proposers/${proposer.id}` })).json();
    expect(record.deals).toMatchObject({ total: 1, funded: 0, exited: 1 });
    expect(record.realised_xirr_bps).toBeGreaterThan(3_800);
    expect(record.realised_xirr_bps).toBeLessThan(4_000);
  });

  it('is listed among the completed deals, and keeps its page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/deals?status=completed&page_size=100', headers: authOf(backers[0]!) });
    expect(answer.statusCode, answer.body).toBe(200);
    const completed = answer.json() as { items: { id: string; status: string }[] };
    expect(completed.items.find((deal) => deal.id === dealId)).toMatchObject({ status: 'completed' });
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}` })).json()).toMatchObject({
      lifecycle: 'exited',
      status: 'completed',
      face_value_total: 10_00_000_00,
    });
  });
});
