import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/contracts/settings.ts';
import { loadConfig } from '../../config/env.ts';
import { commitments, notifications } from '../../db/schema/index.ts';
import { authOf, createLiveTestDeal, creditTestWallet, openTestMarket, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { InvestingService } from './investing.service.ts';
import { dealRisk, MatchingService } from './matching.ts';

let t: TestApp;
let proposer: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});
afterAll(() => t.close());

/** A backer with preferences (property types, risk tolerance) and settings over the defaults. */
async function backerWith(
  types: string[],
  risk: 'Low' | 'Moderate' | 'High' | null,
  settings: Partial<typeof DEFAULT_SETTINGS.backer> = {},
  wallet?: bigint,
): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/me/profile',
    headers: authOf(backer),
    payload: {
      name: 'Kavya Sharma',
      phone: null,
      location: null,
      bio: null,
      investment_preferences: { property_types: types, investment_range: null, risk_tolerance: risk },
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const saved = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: authOf(backer), payload: { ...DEFAULT_SETTINGS.backer, ...settings } });
  expect(saved.statusCode, saved.body).toBe(200);
  if (wallet !== undefined) {
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, wallet);
  }
  return backer;
}

/** The backer's notifications about matching deals (not its welcome, KYC or deposit ones). */
async function titlesOf(backer: TestUser): Promise<string[]> {
  const rows = await t.database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, backer.id));
  return rows
    .map((row) => row.title)
    .filter((title) => title.startsWith('A new deal') || title.startsWith('Auto-invest'))
    .sort();
}

describe('a deal that goes live meets the backers it suits', () => {
  it('alerts those whose property types and risk tolerance match, and auto-invests for those who asked, once', async () => {
    const suits = await backerWith(['Residential', 'Commercial'], 'Moderate');
    const otherType = await backerWith(['Commercial'], 'High');
    const noPreferences = await backerWith([], null);
    const tooCautious = await backerWith(['Residential'], 'Low');
    const quiet = await backerWith(['Residential'], null, { investment_alerts: false });
    const auto = await backerWith(['Residential'], 'High', { auto_invest: true, minimum_investment: 5_000, maximum_investment: 30_000 }, 20_000_00n);
    const autoButPoor = await backerWith(['Residential'], 'High', { auto_invest: true, investment_alerts: false }, 1_000_00n);

    // Residential, Buy 'N' Hold at 15.2 %: moderate risk; minimum ticket ₹10,000.
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { projectedRoiBps: 1520, minimumTicket: 10_000_00n });
    expect(await titlesOf(suits)).toEqual([]);
    expect(await t.app.jobs.runDue(t.clock.now())).toBeGreaterThanOrEqual(1);

    const alert = 'A new deal matches your preferences';
    expect(await titlesOf(suits)).toEqual([alert]);
    expect(await titlesOf(otherType)).toEqual([]);
    expect(await titlesOf(noPreferences)).toEqual([]);
    expect(await titlesOf(tooCautious)).toEqual([]);
    expect(await titlesOf(quiet)).toEqual([]);
    // ₹30,000 allowed by the settings, ₹20,000 in the wallet: ₹20,000 committed.
    expect(await titlesOf(auto)).toEqual([alert, 'Auto-invest committed']);
    const [made] = await t.database.db
      .select()
      .from(commitments)
      .where(and(eq(commitments.dealId, deal.id), eq(commitments.backerId, auto.id)));
    expect(made).toMatchObject({ amount: 20_000_00n, status: 'committed' });
    expect(await titlesOf(autoButPoor)).toEqual(['Auto-invest skipped']);

    // The job delivered again: nothing more.
    const config = loadConfig({ NODE_ENV: 'test' });
    await new MatchingService(t.database.db, t.clock, new InvestingService(t.database.db, t.clock, config.campaign)).matchBackers(deal.id);
    expect(await titlesOf(suits)).toEqual([alert]);
    expect(await titlesOf(auto)).toEqual([alert, 'Auto-invest committed']);
    expect(await t.database.db.select().from(commitments).where(eq(commitments.dealId, deal.id))).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("reads a deal's risk from its terms", () => {
    expect(dealRisk({ campaignType: 'fix_n_flip', projectedRoiBps: 800 })).toBe('high');
    expect(dealRisk({ campaignType: 'buy_n_hold', projectedRoiBps: 1201 })).toBe('moderate');
    expect(dealRisk({ campaignType: 'buy_n_hold', projectedRoiBps: 1200 })).toBe('low');
  });
});
