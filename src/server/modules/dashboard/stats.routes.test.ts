import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats, BackerStats, ProposerStats } from '../../../shared/contracts/stats.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readProposerTotals, readTotals, recomputeProposerTotals, recomputeTotals } from './totals.ts';

/*
 * GET /api/dashboard/stats: each role's figures, read before and after real commitments and a
 * cancellation on the seeded platform, so every assertion is a change the steps must cause.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
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

  it('gives a backer their own portfolio: nothing before the first investment, then the money at work and its projected return', async () => {
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
    expect(before.months.every((month) => month.invested === 0 && month.projected_return === 0)).toBe(true);

    await commit(backer, deal.id, 12_000_00);
    const after = await statsAs<BackerStats>(backer.token);
    expect(after.holdings).toEqual([
      { deal_id: deal.id, name: deal.title, asset_class: 'Residential', amount: 12_000_00, projected_roi_bps: 1800, holding_period_months: 36 },
    ]);
    // $12,000 at 18 % over 36 months: $60 a month.
    expect(last(after.months)).toEqual({ month: thisMonth(), invested: 12_000_00, projected_return: 60_00 });
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
  });

  it('pays a proposer out when a deal funds: raised less the 1.5 % fee, in the month it funded', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { currency: 'USD', target: 10_000_00n, minimumTicket: 1_000_00n });
    await commit(await verifiedBacker(), deal.id, 10_000_00);
    const stats = await statsAs<ProposerStats>(proposer.token);
    expect(stats.deals[0]).toMatchObject({ lifecycle: 'funded', raised: 10_000_00 });
    expect(last(stats.payouts)).toEqual({ month: thisMonth(), amount: 9_850_00 });
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
