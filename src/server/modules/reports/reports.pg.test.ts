import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { deals, distributions, notifications, payouts } from '../../db/schema/index.ts';
import { openTestMarket, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { accountsOf, availableOf, checkLedger } from '../ledger/ledger.ts';
import { HEALTH_JOB, ReportingHealthService } from './reporting-health.service.ts';
import { deadlineOf, NON_REPORTING_RUN } from './reporting-health.ts';

/*
 * Exactly once on a real PostgreSQL: two instances recomputing a deal's health and the job, all at
 * once, as the deal turns non-reporting: its backers told once, one compensation distribution per
 * held quarter, the held fees moved out of the hold once and paid to the holders once. PGlite runs
 * one query at a time, so this runs only where DATABASE_URL is set (vitest.config.ts).
 */

const DAY = 86_400_000;
const GRACE = 45 * DAY;

let t: TestApp;
let proposer: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

describe('a deal turning non-reporting on PostgreSQL', () => {
  it('by two instances and the job at once: the backers told once, the held fees paid to the holders once', async () => {
    const { deal, backers } = await fundedTestDeal(t, proposer, { amounts: [7_00_000_00n, 3_00_000_00n] });
    const funded = quarterOf(t.clock.now());
    // Two distributions of the funding's quarter, each with its fee held.
    await payTestDistribution(t, proposer, deal.id, { interest: 30_000_00 }, { managementFee: 4_000_00 });
    await payTestDistribution(t, proposer, deal.id, { interest: 10_000_00 }, { managementFee: 1_000_03 });
    const [hold] = await accountsOf(t.database.db, deal.id, 'fee_hold');
    expect(availableOf(hold!)).toBe(5_000_03n);

    // The fourth quarter in a row falls due.
    let last = funded;
    for (let n = 1; n < NON_REPORTING_RUN; n++) last = quarterOf(new Date(deadlineOf(last, 0).getTime() + DAY));
    t.clock.set(new Date(deadlineOf(last, GRACE).getTime() + 60_000));
    const instances = [0, 1].map(() => new ReportingHealthService(t.database.db, t.clock, t.app.jobs, GRACE));
    await t.app.jobs.schedule(HEALTH_JOB, 'all', new Date(0));
    const outcomes = await Promise.all([instances[0]!.recompute(deal.id), instances[1]!.recompute(deal.id), t.app.jobs.runDue(t.clock.now())]);
    expect(outcomes.slice(0, 2)).toEqual(['non_reporting', 'non_reporting']);
    // The compensation distributions are paid by the job; delivered again, and recomputed again, nothing more.
    await t.app.jobs.runDue(t.clock.now());
    await instances[0]!.recompute(deal.id);
    await t.app.jobs.runDue(t.clock.now());

    const [row] = await t.database.db.select({ health: deals.reportingHealth }).from(deals).where(eq(deals.id, deal.id));
    expect(row!.health).toBe('non_reporting');
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.title, 'Reporting health changed'), sql`${notifications.message} like ${`%${deal.title}%`}`));
    expect(told.map((each) => each.userId).sort()).toEqual(backers.map((backer) => backer.id).sort());

    const made = await t.database.db
      .select()
      .from(distributions)
      .where(and(eq(distributions.dealId, deal.id), sql`${distributions.splitCompensation} > 0`));
    expect(made.map((each) => [each.period, each.distributable, each.status])).toEqual([[funded, 5_000_03n, 'paid']]);
    const held = await t.database.db
      .select({ by: distributions.feeCompensatedBy })
      .from(distributions)
      .where(and(eq(distributions.dealId, deal.id), sql`${distributions.managementFee} > 0`));
    expect(held.map((each) => each.by)).toEqual([made[0]!.id, made[0]!.id]);

    const paid = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, made[0]!.id));
    // 70:30 of ₹5,000.03, untaxed, each holder once.
    expect(paid.map((each) => [each.userId, each.incomeType, each.gross, each.tds]).sort()).toEqual(
      [
        [backers[0]!.id, 'compensation', 3_500_02n, 0n],
        [backers[1]!.id, 'compensation', 1_500_01n, 0n],
      ].sort(),
    );
    const [after] = await accountsOf(t.database.db, deal.id, 'fee_hold');
    expect(availableOf(after!)).toBe(0n);
    const [distribution] = await accountsOf(t.database.db, deal.id, 'deal_distribution');
    expect(availableOf(distribution!)).toBe(0n);
  });
});
