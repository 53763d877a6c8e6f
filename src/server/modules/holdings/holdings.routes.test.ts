import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { notifications } from '../../db/schema/index.ts';
import { adminToken, authOf, createLiveTestDeal, openTestMarket, signInTestUser, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(async () => {
  await t.close();
});

async function fundedDeal() {
  const { deal, backers } = await fundedTestDeal(t, proposer);
  return { deal, a: backers[0]!, b: backers[1]! };
}

const value = (dealId: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/deals/${dealId}/valuations`, headers, payload: payload as object });
const returnsOf = async (backer: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/portfolio/returns', headers: authOf(backer) })).json();

describe('valuations', () => {
  it('are recorded by the admin on a funded deal, told to its holders, and read by anyone, oldest first', async () => {
    const { deal, a } = await fundedDeal();
    const recorded = await value(deal.id, { valued_on: '2027-03-31', price_bps: 10_800, note: 'Knight Frank, March' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ deal_id: deal.id, valued_on: '2027-03-31', price_bps: 10_800, note: 'Knight Frank, March', report_url: null });
    const earlier = await value(deal.id, { valued_on: '2026-12-31', price_bps: 10_200 });
    expect(earlier.statusCode).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/valuations` });
    expect(listed.json()).toEqual({
      items: [
        { id: earlier.json().id, valued_on: '2026-12-31', price_bps: 10_200, note: '', report_url: null },
        { id: recorded.json().id, valued_on: '2027-03-31', price_bps: 10_800, note: 'Knight Frank, March', report_url: null },
      ],
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.title, 'Valuation recorded')));
    expect(notice).toBeDefined();
  });

  it('are refused on a deal not funded, to anyone but the admin, and with a bad body; nothing stored', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const refused = await value(live.id, { valued_on: '2027-03-31', price_bps: 10_000 });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'deal_not_funded']);
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${live.id}/valuations` })).statusCode).toBe(404);
    const { deal, a } = await fundedDeal();
    expect((await value(deal.id, { valued_on: '2027-03-31', price_bps: 10_000 }, authOf(a))).statusCode).toBe(403);
    expect((await value(deal.id, { valued_on: '2027-03-31', price_bps: 10_000 }, authOf(proposer))).statusCode).toBe(403);
    expect((await value(deal.id, { valued_on: '2027-02-30', price_bps: 10_000 })).statusCode).toBe(422);
    expect((await value(deal.id, { valued_on: '2027-03-31', price_bps: 0 })).statusCode).toBe(422);
    expect((await value(deal.id, { valued_on: '2027-03-31', price_bps: 100.5 })).statusCode).toBe(422);
    expect((await value('00000000-0000-4000-8000-000000000000', { valued_on: '2027-03-31', price_bps: 10_000 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/valuations` })).json()).toEqual({ items: [] });
  });
});

describe("a backer's returns", () => {
  it('value the holding at the latest price, count income gross, tax and net, and give the XIRR once there are 90 days of history', async () => {
    const { deal, a } = await fundedDeal();
    let returns = await returnsOf(a);
    const holding = returns.holdings.find((row: { deal_id: string }) => row.deal_id === deal.id);
    // At par and on the day of the funding: a multiple of 1.0x and no rate yet.
    expect(holding).toMatchObject({
      invested: 6_00_000_00,
      face_value: 6_00_000_00,
      value: 6_00_000_00,
      received_net: 0,
      equity_multiple_bps: 10_000,
      xirr_bps: null,
      xirr_net_bps: null,
      realised: false,
    });

    // A hundred days on, a distribution of ₹30,000 of interest is paid and the equity is valued at 110%.
    t.clock.advance(100 * DAY);
    for (const user of [a, proposer]) await signInTestUser(t.app, user, user === a ? 'backer' : 'proposer');
    admin = {
      authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' } })).json().access_token}`,
    };
    const id = (
      await t.app.inject({
        method: 'POST',
        url: `/api/deals/${deal.id}/distributions`,
        headers: authOf(proposer),
        payload: {
          period: quarterOf(t.clock.now()),
          lines: [{ kind: 'gross_rent', label: 'Rent', amount: 30_000_00 }],
          split: { interest: 30_000_00, dividend: 0, rent: 0, return_of_capital: 0 },
        },
      })
    ).json().id;
    await t.app.inject({ method: 'POST', url: `/api/distributions/${id}/submit`, headers: authOf(proposer) });
    await t.app.inject({ method: 'POST', url: `/api/admin/distributions/${id}/funds-received`, headers: admin });
    await t.app.inject({ method: 'POST', url: `/api/admin/distributions/${id}/approve`, headers: admin });
    await t.app.jobs.runDue(t.clock.now());
    expect((await value(deal.id, { valued_on: '2027-03-31', price_bps: 11_000 })).statusCode).toBe(201);

    returns = await returnsOf(a);
    const after = returns.holdings.find((row: { deal_id: string }) => row.deal_id === deal.id);
    expect(after).toMatchObject({ invested: 6_00_000_00, value: 6_60_000_00, received_gross: 18_000_00, received_tds: 1_800_00, received_net: 16_200_00 });
    // (₹16,200 + ₹6,60,000) / ₹6,00,000 = 1.127x.
    expect(after.equity_multiple_bps).toBe(11_270);
    expect(after.xirr_bps).toBeGreaterThan(after.xirr_net_bps);
    expect(after.xirr_net_bps).toBeGreaterThan(0);
    const total = returns.totals.find((row: { currency: string }) => row.currency === 'INR');
    expect(total).toMatchObject({ invested: 6_00_000_00, value: 6_60_000_00, received_net: 16_200_00 });
    expect(total.deal_id).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio/returns', headers: authOf(proposer) })).statusCode).toBe(403);
  });
});
