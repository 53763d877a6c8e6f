import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, BackerStats, ProposerStats } from '../../../shared/contracts/stats.ts';
import { indianDate } from '../../../shared/periods.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  registerTestUser,
  signInTestUser,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readProposerTotals, readTotals, recomputeProposerTotals, recomputeTotals } from './totals.ts';

/*
 * GET /api/dashboard/stats: each role's figures, read before and after real commitments, a
 * cancellation, a valuation and a distribution paid through the services on the seeded platform,
 * so every assertion is a change the steps must cause.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

async function statsAs<T>(token: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function commit(backer: TestUser, dealId: string, amount: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/commitments`,
    headers: { authorization: `Bearer ${backer.token}` },
    payload: { amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function verifiedBacker(): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 100_000_00n, 'USD');
  return backer;
}

const thisMonth = () => t.clock.now().toISOString().slice(0, 7);
const last = <T>(rows: T[]) => rows.at(-1)!;

describe('GET /api/dashboard/stats', () => {
  it('answers 401 without a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats' });
    expect(response.statusCode).toBe(401);
  });

  it('gives a backer their own portfolio: nothing before the first investment, then the money at work, at cost while the deal is live', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, {
      currency: 'USD',
      target: 100_000_00n,
      minimumTicket: 1_000_00n,
      projectedRoiBps: 1800,
    });
    const backer = await verifiedBacker();

    const before = await statsAs<BackerStats>(backer.token);
    expect(before.role).toBe('backer');
    expect(before.holdings).toEqual([]);
    // January of last year to this month.
    expect(before.months).toHaveLength(12 + t.clock.now().getUTCMonth() + 1);
    expect(before.months.every((month) => month.invested === 0 && month.value === 0 && month.received_gross === 0 && month.received_net === 0)).toBe(true);

    await commit(backer, deal.id, 12_000_00);
    const after = await statsAs<BackerStats>(backer.token);
    expect(after.holdings).toEqual([
      { deal_id: deal.id, name: deal.title, asset_class: 'Residential', amount: 12_000_00, projected_roi_bps: 1800, holding_period_months: 36, return_bps: 0 },
    ]);
    // The projection promises 18 %; nothing is returned until the deal pays.
    expect(last(after.months)).toEqual({ month: thisMonth(), invested: 12_000_00, value: 12_000_00, received_gross: 0, received_net: 0 });
    // Another backer's stats do not move.
    expect((await statsAs<BackerStats>((await verifiedBacker()).token)).holdings).toEqual([]);
  });

  it("gives a proposer their own deals, commitments, ticket sizes and nothing of anyone else's", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const empty = await statsAs<ProposerStats>(proposer.token);
    expect(empty).toMatchObject({ role: 'proposer', deals: [] });
    expect(empty.ticket_sizes.every((size) => size.commitments === 0)).toBe(true);
    expect(empty.commitments.every((month) => month.commitments === 0)).toBe(true);

    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { currency: 'USD', target: 100_000_00n, minimumTicket: 1_000_00n });
    const [first, second] = [await verifiedBacker(), await verifiedBacker()];
    await commit(first, deal.id, 1_000_00);
    const cancelled = await commit(second, deal.id, 6_000_00);
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${cancelled}`, headers: { authorization: `Bearer ${second.token}` } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await commit(second, deal.id, 2_500_00);

    const stats = await statsAs<ProposerStats>(proposer.token);
    expect(stats.deals).toEqual([{ deal_id: deal.id, name: deal.title, lifecycle: 'live', raised: 3_500_00, target: 100_000_00, backers: 2 }]);
    // Three commitments made this month; the cancelled one no longer holds money.
    expect(last(stats.commitments)).toEqual({ month: thisMonth(), commitments: 3 });
    expect(Object.fromEntries(stats.ticket_sizes.map((size) => [size.size, size.commitments]))).toEqual({ '1x': 1, '1.5x': 0, '2x': 1, '5x': 0, '10x': 0 });
    // $1,000 + $6,000 - $6,000 cancelled + $2,500.
    expect(last(stats.raised)).toEqual({ month: thisMonth(), amount: 3_500_00 });
    expect(last(stats.payouts)).toEqual({ month: thisMonth(), amount: 0 });
    expect(stats.management_fees.every((month) => month.amount === 0)).toBe(true);
  });

  it('pays a proposer out when a deal funds: raised less the 1.5 % fee, in the month it funded', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { currency: 'USD', target: 10_000_00n, minimumTicket: 1_000_00n });
    await commit(await verifiedBacker(), deal.id, 10_000_00);
    const stats = await statsAs<ProposerStats>(proposer.token);
    expect(stats.deals[0]).toMatchObject({ lifecycle: 'funded', raised: 10_000_00 });
    expect(last(stats.payouts)).toEqual({ month: thisMonth(), amount: 9_850_00 });
  });

  it("reads a backer's returns from the income paid and the valuation, and the proposer's revenue from the management fee, never another backer's", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    // A $1,00,000 deal held 60:40 by A and B.
    const { deal, backers } = await fundedTestDeal(t, proposer, { amounts: [60_000_00n, 40_000_00n], currency: 'USD', projectedRoiBps: 1800 });
    const [a, b] = [backers[0]!, backers[1]!];
    const funded = await statsAs<BackerStats>(a.token);
    // At par, and nothing paid yet.
    expect(last(funded.months)).toEqual({ month: thisMonth(), invested: 60_000_00, value: 60_000_00, received_gross: 0, received_net: 0 });
    expect(funded.holdings).toEqual([expect.objectContaining({ deal_id: deal.id, amount: 60_000_00, projected_roi_bps: 1800, return_bps: 0 })]);

    // An hour on, the deal pays $30,000 of interest with a $1,000 management fee, and is valued at 110 %.
    t.clock.advance(3_600_000);
    await payTestDistribution(t, proposer, deal.id, { interest: 30_000_00 }, { managementFee: 1_000_00 });
    const valued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deals/${deal.id}/valuations`,
      headers: { authorization: `Bearer ${admin}` },
      // Valued the day before (in India), so within this month (UTC) at any hour.
      payload: { valued_on: indianDate(new Date(t.clock.now().getTime() - 86_400_000)), price_bps: 11_000 },
    });
    expect(valued.statusCode, valued.body).toBe(201);
    const returns = (await t.app.inject({ method: 'GET', url: '/api/portfolio/returns', headers: authOf(a) })).json().holdings[0];

    const stats = await statsAs<BackerStats>(a.token);
    // A's 60 %: $18,000 of interest, 10 % withheld (over 194A's threshold); the face value at 110 %.
    expect(last(stats.months)).toEqual({ month: thisMonth(), invested: 60_000_00, value: 66_000_00, received_gross: 18_000_00, received_net: 16_200_00 });
    expect([returns.value, returns.received_gross, returns.received_net]).toEqual([66_000_00, 18_000_00, 16_200_00]);
    // ($16,200 + $66,000 − $60,000) / $60,000: the returns' equity multiple (1.37x) less 1.0x.
    expect(stats.holdings).toEqual([expect.objectContaining({ deal_id: deal.id, return_bps: 3_700 })]);
    expect(returns.equity_multiple_bps).toBe(13_700);
    // B's 40 % is B's alone.
    expect(last((await statsAs<BackerStats>(b.token)).months)).toMatchObject({ value: 44_000_00, received_gross: 12_000_00, received_net: 10_800_00 });

    const revenue = await statsAs<ProposerStats>(proposer.token);
    expect(last(revenue.management_fees)).toEqual({ month: thisMonth(), amount: 1_000_00 });
    // The funding's payout (raised less the 1.5 % fee) stays beside it.
    expect(last(revenue.payouts)).toEqual({ month: thisMonth(), amount: 98_500_00 });

    // Five weeks on, the month of the payment is past: its income stays in it, its value as valued by its end.
    const paidIn = thisMonth();
    t.clock.advance(35 * 86_400_000);
    try {
      await signInTestUser(t.app, a, 'backer');
      const later = await statsAs<BackerStats>(a.token);
      expect(later.months.find((month) => month.month === paidIn)).toEqual({
        month: paidIn,
        invested: 60_000_00,
        value: 66_000_00,
        received_gross: 18_000_00,
        received_net: 16_200_00,
      });
      expect(last(later.months)).toEqual({ month: thisMonth(), invested: 60_000_00, value: 66_000_00, received_gross: 0, received_net: 0 });
    } finally {
      t.clock.advance(-35 * 86_400_000);
    }
  });

  it("gives the admin the platform's figures, which move with a new backer's first investment", async () => {
    const before = await statsAs<AdminStats>(admin);
    expect(before.role).toBe('admin');
    expect(before.revenue.map((month) => month.month)).toEqual(before.invested.map((month) => month.month));
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, {
      currency: 'USD',
      target: 100_000_00n,
      minimumTicket: 1_000_00n,
      projectedRoiBps: 1000,
    });
    const backer = await verifiedBacker();
    await commit(backer, deal.id, 5_000_00);
    await commit(backer, deal.id, 1_000_00);
    const small = await createLiveTestDeal(t.app, t.database.db, proposer, {
      currency: 'USD',
      target: 2_000_00n,
      minimumTicket: 1_000_00n,
      projectedRoiBps: 2000,
    });
    await commit(backer, small.id, 2_000_00);

    const after = await statsAs<AdminStats>(admin);
    expect(last(after.invested).amount - last(before.invested).amount).toBe(8_000_00);
    // One backer arrived, however many commitments they made.
    expect(last(after.new_backers).backers - last(before.new_backers).backers).toBe(1);
    // The test KYC's date of birth is 12 April 1990: the age reached this year.
    const age = t.clock.now().getUTCFullYear() - 1990;
    const group = ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'][age < 25 ? 0 : Math.min(5, Math.floor((age - 15) / 10))];
    const backersIn = (stats: AdminStats) => stats.age_groups.find((entry) => entry.group === group)!.backers;
    expect(backersIn(after) - backersIn(before)).toBe(1);
    const residential = (stats: AdminStats) => stats.asset_classes.find((entry) => entry.asset_class === 'Residential')!;
    // One deal still live, one funded at once.
    expect(residential(after).live - residential(before).live).toBe(1);
    expect(residential(after).funded - residential(before).funded).toBe(1);
    expect(residential(after).failed).toBe(residential(before).failed);
    const locationTotal = (stats: AdminStats) => stats.locations.reduce((sum, entry) => sum + entry.amount, 0);
    expect(locationTotal(after) - locationTotal(before)).toBe(8_000_00);
    // The fee of the funded deal, this month.
    expect(last(after.revenue).this_year - last(before.revenue).this_year).toBe(30_00);
  });

  it('keeps running totals equal to a recomputation from the rows', async () => {
    expect(await readTotals(t.database.db)).toEqual(await recomputeTotals(t.database.db));
    const byKey = (rows: Awaited<ReturnType<typeof readProposerTotals>>) =>
      [...rows].sort((a, b) => `${a.proposerId}|${a.month}|${a.metric}|${a.key}`.localeCompare(`${b.proposerId}|${b.month}|${b.metric}|${b.key}`));
    expect(byKey(await readProposerTotals(t.database.db))).toEqual(byKey(await recomputeProposerTotals(t.database.db)));
  });
});
