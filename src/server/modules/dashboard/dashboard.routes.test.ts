import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../../../shared/contracts/overview.ts';
import { loadConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { deals, exchangeRates, fundraisingGoals, users } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { creditTestWallet, insertTestProperty, registerTestUser, verifyTestKyc } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DealsService, UNSCHEDULED } from '../deals/deals.service.ts';
import { valuationsRepository } from '../holdings/valuations.repository.ts';
import { CampaignService } from '../investing/campaign.service.ts';
import { InvestingService } from '../investing/investing.service.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { trendOf } from './dashboard.service.ts';
import { toUsdCents } from './usd.ts';
import { readTotals, recomputeTotals } from './totals.ts';

/*
 * GET /api/dashboard/overview on a platform emptied first, then given a small history whose every
 * figure is worked out by hand below: four deals in January to March 2026 (one funded, one failed,
 * two live), five backers, a cancellation, a property listed this month. "Now" is 20 March 2026.
 */

const config = loadConfig({ NODE_ENV: 'test', CAMPAIGN_DURATION: '30d', EXTENSION_DURATION: '15d', CANCEL_CUTOFF: '48h', PLATFORM_FEE_BPS: '150' }).campaign;
const NOW = '2026-03-20T12:00:00.000Z';
const USD = (dollars: number) => BigInt(dollars) * 100n;
const INR = (rupees: number) => BigInt(rupees) * 100n;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Nothing on the platform but its accounts and the exchange rates. */
async function emptyPlatform(db: Db) {
  await db.execute(sql`truncate commitments, deal_reviews, deals, properties, ledger_transfers, ledger_accounts, deposits, withdrawals,
    monthly_totals, proposer_totals, backer_activity, fundraising_goals, idempotency_keys cascade`);
  await db
    .insert(exchangeRates)
    .values([
      { currency: 'USD', usdPerUnit: '1' },
      { currency: 'INR', usdPerUnit: '0.012' },
    ])
    .onConflictDoNothing();
}

async function insertUser(db: Db, role: 'backer' | 'proposer', firstName: string, lastName: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${Date.now()}@example.com`, passwordHash: '!', role, firstName, lastName })
    .returning({ id: users.id });
  return row!.id;
}

async function overviewAs(token: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A signed-in account of each role, signed in at the app clock's time. */
async function tokens(): Promise<string[]> {
  const backer = await registerTestUser(t.app, 'backer');
  const proposer = await registerTestUser(t.app, 'proposer');
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  return [backer.token, proposer.token, admin.json().access_token as string];
}

describe('GET /api/dashboard/overview', () => {
  it('answers 401 without a signed-in user', async () => {
    const response = await overviewAs(undefined);
    expect(response.statusCode).toBe(401);
  });

  it('computes every figure from the history, against the end of last month, the same for every role', async () => {
    const db = t.database.db;
    await emptyPlatform(db);
    const clock = new ManualClock();
    const dealsService = new DealsService({ db, clock, campaign: config, schedule: UNSCHEDULED, latestPrices: valuationsRepository.latestPrices });
    const investing = new InvestingService(db, clock, config);
    const campaign = new CampaignService(db, clock, config);

    const proposer = await insertUser(db, 'proposer', 'Meera', 'Kapoor');
    const backer = async (first: string, last: string) => {
      const user = await registerTestUser(t.app, 'backer', { first_name: first, last_name: last });
      await verifyTestKyc(t.app, user);
      await creditTestWallet(t.app, user, USD(200_000), 'USD');
      await creditTestWallet(t.app, user, INR(10_000_000), 'INR');
      return { sub: user.id, role: 'backer' as const };
    };
    const [a, b, c, d, e] = [
      await backer('Asha', 'Rao'),
      await backer('Ben', 'Ortiz'),
      await backer('Chloe', 'Park'),
      await backer('Dev', 'Nair'),
      await backer('Eva', 'Lindqvist'),
    ];
    const deal = async (terms: { currency: 'USD' | 'INR'; target: bigint; roiBps: number; assetClass: string; publishedAt: string }) => {
      const property = await insertTestProperty(db, { listedAt: new Date('2026-01-05T00:00:00Z') });
      const [row] = await db
        .insert(deals)
        .values({
          propertyId: property.id,
          proposerId: proposer,
          campaignType: 'buy_n_hold',
          assetClass: terms.assetClass,
          currency: terms.currency,
          target: terms.target,
          minimumTicket: terms.currency === 'USD' ? USD(1_000) : INR(50_000),
          projectedRoiBps: terms.roiBps,
          holdingPeriodMonths: 36,
          lifecycle: 'approved',
        })
        .returning({ id: deals.id });
      clock.set(terms.publishedAt);
      await dealsService.publish({ sub: proposer, role: 'proposer' }, row!.id);
      return { id: row!.id, title: property.title };
    };
    const commit = async (at: string, who: { sub: string }, dealId: string, amount: bigint) => {
      clock.set(at);
      const answer = await investing.commit({ sub: who.sub, role: 'backer' }, dealId, amount, undefined);
      return answer.body.id;
    };

    // January: D1 ($100,000, Residential, 12 %) is filled and funded; the fee is $1,500.
    const d1 = await deal({ currency: 'USD', target: USD(100_000), roiBps: 1200, assetClass: 'Residential', publishedAt: '2026-01-10T09:00:00Z' });
    await commit('2026-01-12T09:00:00Z', a, d1.id, USD(60_000));
    await commit('2026-01-15T09:00:00Z', b, d1.id, USD(40_000));
    // February: D2 (₹1 crore, Commercial, 16 %) raises ₹50 lakh; D4 ($80,000, Residential, 14 %) $8,000.
    const d2 = await deal({ currency: 'INR', target: INR(10_000_000), roiBps: 1600, assetClass: 'Commercial', publishedAt: '2026-02-05T09:00:00Z' });
    await commit('2026-02-10T09:00:00Z', a, d2.id, INR(2_000_000));
    await commit('2026-02-12T09:00:00Z', c, d2.id, INR(3_000_000));
    const d4 = await deal({ currency: 'USD', target: USD(80_000), roiBps: 1400, assetClass: 'Residential', publishedAt: '2026-02-20T09:00:00Z' });
    await commit('2026-02-21T09:00:00Z', b, d4.id, USD(8_000));
    // March: D3 ($50,000, Industrial, 18 %) goes live; Dev commits and cancels; D2 fails at its deadline; Eva joins D4.
    const d3 = await deal({ currency: 'USD', target: USD(50_000), roiBps: 1800, assetClass: 'Industrial', publishedAt: '2026-03-03T09:00:00Z' });
    await commit('2026-03-05T09:00:00Z', c, d3.id, USD(10_000));
    const cancelled = await commit('2026-03-06T09:00:00Z', d, d3.id, USD(5_000));
    clock.set('2026-03-07T09:00:00Z');
    await investing.cancel(d, cancelled);
    clock.set('2026-03-08T09:00:00Z');
    expect(await campaign.close(d2.id)).toBe('failed');
    await commit('2026-03-12T09:00:00Z', e, d4.id, USD(2_000));
    await insertTestProperty(db, { listedAt: new Date('2026-03-15T00:00:00Z') });
    await db.insert(fundraisingGoals).values({ target: USD(1_000_000), dueOn: '2026-06-30' });

    t.clock.set(NOW);
    const answers = [];
    for (const token of await tokens()) {
      const response = await overviewAs(token);
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json() as Overview);
    }
    const [overview] = answers;
    // Every role sees the same figures (decisions.md #13); only the reading time differs.
    for (const other of answers) expect({ ...other, as_of: '' }).toEqual({ ...overview!, as_of: '' });
    expect(overview).toMatchObject({
      currency: 'USD',
      // Five properties (D1-D4's and one listed on 15 March); four at the end of February.
      total_properties: { value: 5, last_month: 4, trend: 25 },
      // End of February: D1 $100,000 + D2 ₹20 lakh + ₹30 lakh ($24,000 + $36,000 at 0.012) + D4 $8,000 = $168,000.
      // Now: D1 $100,000 + D3 $10,000 + D4 $8,000 + $2,000 = $120,000 (D2 refunded, Dev's cancelled): -28.6 %.
      total_investments: { value: 12_000_000, last_month: 16_800_000, trend: -28.6 },
      // Asha, Ben, Chloe then; Asha (funded), Ben, Chloe (D3), Eva now; Dev came and went.
      active_backers: { value: 4, last_month: 3, trend: 33.3 },
      // Live then: D2 16 %, D4 14 % → 15 %; now D3 18 %, D4 14 % → 16 %: +6.7 %.
      average_roi: { value: 16, last_month: 15, trend: 6.7 },
      fundraising: { raised: 12_000_000, target: 100_000_000, due_on: '2026-06-30' },
      monthly_revenue: {
        year: 2026,
        months: [
          { month: '2026-01', amount: 150_000 },
          { month: '2026-02', amount: 0 },
          { month: '2026-03', amount: 0 },
        ],
      },
      property_types: [
        { asset_class: 'Residential', deals: 2 },
        { asset_class: 'Commercial', deals: 1 },
        { asset_class: 'Industrial', deals: 1 },
        { asset_class: 'Mixed-Use', deals: 0 },
      ],
    });
    expect(overview!.as_of.slice(0, 10)).toBe('2026-03-20');
    expect(overview!.recent_investments.map(({ id: _id, deal_id: _deal, ...row }) => row)).toEqual([
      {
        deal_name: d4.title,
        investor: 'Eva Lindqvist',
        amount: 200_000,
        currency: 'USD',
        status: 'committed',
        created_at: expect.stringMatching(/^2026-03-12T09:00/),
      },
      {
        deal_name: d3.title,
        investor: 'Dev Nair',
        amount: 500_000,
        currency: 'USD',
        status: 'cancelled',
        created_at: expect.stringMatching(/^2026-03-06T09:00/),
      },
      {
        deal_name: d3.title,
        investor: 'Chloe Park',
        amount: 1_000_000,
        currency: 'USD',
        status: 'committed',
        created_at: expect.stringMatching(/^2026-03-05T09:00/),
      },
      {
        deal_name: d4.title,
        investor: 'Ben Ortiz',
        amount: 800_000,
        currency: 'USD',
        status: 'committed',
        created_at: expect.stringMatching(/^2026-02-21T09:00/),
      },
      {
        deal_name: d2.title,
        investor: 'Chloe Park',
        amount: 300_000_000,
        currency: 'INR',
        status: 'refunded',
        created_at: expect.stringMatching(/^2026-02-12T09:00/),
      },
      {
        deal_name: d2.title,
        investor: 'Asha Rao',
        amount: 200_000_000,
        currency: 'INR',
        status: 'refunded',
        created_at: expect.stringMatching(/^2026-02-10T09:00/),
      },
      {
        deal_name: d1.title,
        investor: 'Ben Ortiz',
        amount: 4_000_000,
        currency: 'USD',
        status: 'funded',
        created_at: expect.stringMatching(/^2026-01-15T09:00/),
      },
      {
        deal_name: d1.title,
        investor: 'Asha Rao',
        amount: 6_000_000,
        currency: 'USD',
        status: 'funded',
        created_at: expect.stringMatching(/^2026-01-12T09:00/),
      },
    ]);

    // The running totals are what a full recomputation finds, and the books balance.
    expect(await readTotals(db)).toEqual(await recomputeTotals(db));
    expect(await checkLedger(db)).toEqual([]);

    // A month on (April): the new month compares with the end of March.
    t.clock.set('2026-04-02T12:00:00Z');
    const april = (await overviewAs((await tokens())[0]!)).json() as Overview;
    expect(april.total_investments).toEqual({ value: 12_000_000, last_month: 12_000_000, trend: 0 });
    expect(april.total_properties).toEqual({ value: 5, last_month: 5, trend: 0 });
    expect(april.monthly_revenue.months).toHaveLength(4);
  });

  it('has no trend where last month had nothing to compare with', async () => {
    const db = t.database.db;
    await emptyPlatform(db);
    t.clock.set('2026-05-10T12:00:00Z');
    const [token] = await tokens();
    const empty = (await overviewAs(token)).json() as Overview;
    expect(empty).toMatchObject({
      total_properties: { value: 0, last_month: 0, trend: null },
      total_investments: { value: 0, last_month: 0, trend: null },
      active_backers: { value: 0, last_month: 0, trend: null },
      average_roi: { value: 0, last_month: null, trend: null },
      fundraising: { raised: 0, target: null, due_on: null },
      recent_investments: [],
    });
    expect(empty.monthly_revenue.months.map((month) => month.amount)).toEqual([0, 0, 0, 0, 0]);

    // A first deal this month: there is a figure now, still nothing to compare it with.
    const clock = new ManualClock();
    clock.set('2026-05-08T12:00:00Z');
    const proposer = await insertUser(db, 'proposer', 'Ravi', 'Menon');
    const property = await insertTestProperty(db, { listedAt: new Date('2026-05-02T00:00:00Z') });
    const [row] = await db
      .insert(deals)
      .values({
        propertyId: property.id,
        proposerId: proposer,
        campaignType: 'fix_n_flip',
        assetClass: 'Mixed-Use',
        currency: 'INR',
        target: INR(5_000_000),
        minimumTicket: INR(10_000),
        projectedRoiBps: 1725,
        holdingPeriodMonths: 18,
        lifecycle: 'approved',
      })
      .returning({ id: deals.id });
    await new DealsService({ db, clock, campaign: config, schedule: UNSCHEDULED, latestPrices: valuationsRepository.latestPrices }).publish(
      { sub: proposer, role: 'proposer' },
      row!.id,
    );
    const first = (await overviewAs(token)).json() as Overview;
    expect(first.total_properties).toEqual({ value: 1, last_month: 0, trend: null });
    expect(first.average_roi).toEqual({ value: 17.25, last_month: null, trend: null });
    expect(first.property_types.find((entry) => entry.asset_class === 'Mixed-Use')).toEqual({ asset_class: 'Mixed-Use', deals: 1 });
  });
});

describe('the Overview arithmetic', () => {
  it('trends in percent with one decimal, rounded half away from zero, none against nothing', () => {
    expect(trendOf(32, 28)).toBe(14.3);
    expect(trendOf(8_500_000, 7_855_000)).toBe(8.2);
    expect(trendOf(245, 234)).toBe(4.7);
    expect(trendOf(15.2, 1488.667 / 100)).toBe(2.1);
    expect(trendOf(90, 100)).toBe(-10);
    expect(trendOf(1, 8)).toBe(-87.5);
    expect(trendOf(1001, 1000)).toBe(0.1);
    expect(trendOf(999, 1000)).toBe(-0.1);
    expect(trendOf(5, 5)).toBe(0);
    expect(Object.is(trendOf(99.99, 100), 0)).toBe(true);
    expect(trendOf(5, 0)).toBeNull();
    expect(trendOf(5, null)).toBeNull();
  });

  it('converts minor units to US cents at the admin rate, exactly', () => {
    expect(toUsdCents(100n, '0.0120000000')).toBe(1n);
    expect(toUsdCents(1_000_000_000n, '0.012')).toBe(12_000_000n);
    expect(toUsdCents(850_000_000n, '1.0000000000')).toBe(850_000_000n);
    expect(toUsdCents(-250n, '0.012')).toBe(-3n);
    expect(toUsdCents(41n, '0.012')).toBe(0n);
    expect(toUsdCents(42n, '0.012')).toBe(1n);
  });
});
