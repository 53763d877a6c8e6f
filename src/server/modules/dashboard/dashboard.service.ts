import { ASSET_CLASSES } from '../../../shared/contracts/deals.ts';
import { RECENT_INVESTMENTS_COUNT, type Overview, type OverviewFigure } from '../../../shared/contracts/overview.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Stats } from '../../../shared/contracts/stats.ts';
import type { Actor } from '../../policies.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { adminStats, backerStats, proposerStats } from './stats.service.ts';
import { toUsdCents } from './usd.ts';
import { monthOf, readTotals, type Metric, type MonthlyFigure } from './totals.ts';

/**
 * The change from `before` to `now` in percent, one decimal, rounded half away from zero; null
 * when there is nothing to compare with (no value, or zero, at the end of last month).
 */
export function trendOf(now: number, before: number | null): number | null {
  if (before === null || before === 0) return null;
  const tenths = Math.round((Math.abs(now - before) / Math.abs(before)) * 1000);
  const trend = (Math.sign(now - before) * tenths) / 10;
  return trend === 0 ? 0 : trend;
}

function figure(value: number, lastMonth: number | null): OverviewFigure {
  return { value, last_month: lastMonth, trend: trendOf(value, lastMonth) };
}

/** The figures the Overview reads. */
const OVERVIEW_METRICS = ['invested', 'fees', 'active_backers', 'live_deals', 'live_roi_bps', 'deals', 'properties'] as const;

/** Two decimals, for a percentage shown with one. */
const percent = (value: number) => Math.round(value * 100) / 100;

/**
 * The Overview (spec §2): the platform's figures now and at the end of last month, from the
 * running totals; and the Stats of the caller's role (the platform's, a backer's or a proposer's own).
 */
export class DashboardService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async overview(): Promise<Overview> {
    const now = this.#clock.now();
    const [totals, rates, goal, recent] = await Promise.all([
      readTotals(this.#db, OVERVIEW_METRICS),
      dashboardRepository.rates(this.#db),
      dashboardRepository.goal(this.#db),
      dashboardRepository.recentInvestments(this.#db, RECENT_INVESTMENTS_COUNT),
    ]);
    const thisMonth = monthOf(now);
    const year = now.getUTCFullYear();
    /** A figure's sum over its keys, now and before this month; money converted to US cents. */
    const sum = (metric: Metric, money: boolean, from?: (row: MonthlyFigure) => boolean) => {
      let all = 0n;
      let before = 0n;
      for (const row of totals) {
        if (row.metric !== metric || (from && !from(row))) continue;
        let amount = row.amount;
        if (money) {
          const rate = rates.get(row.key);
          // A currency without a rate cannot be counted in dollars; the seed keeps one for every currency.
          if (rate === undefined) continue;
          amount = toUsdCents(amount, rate);
        }
        all += amount;
        if (row.month < thisMonth) before += amount;
      }
      // Money leaves through the checked conversion; counts and sums of basis points are plain numbers.
      const toJson = money ? amountToJson : Number;
      return { now: toJson(all), before: toJson(before) };
    };
    const properties = sum('properties', false);
    const invested = sum('invested', true);
    const backers = sum('active_backers', false);
    const live = sum('live_deals', false);
    const roi = sum('live_roi_bps', false);
    const averageNow = live.now > 0 ? roi.now / live.now / 100 : 0;
    const averageBefore = live.before > 0 ? roi.before / live.before / 100 : null;
    const months = Array.from({ length: now.getUTCMonth() + 1 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
    return {
      as_of: now.toISOString(),
      currency: 'USD',
      total_properties: figure(properties.now, properties.before),
      total_investments: figure(invested.now, invested.before),
      active_backers: figure(backers.now, backers.before),
      average_roi: {
        value: percent(averageNow),
        last_month: averageBefore === null ? null : percent(averageBefore),
        trend: trendOf(averageNow, averageBefore),
      },
      fundraising: {
        raised: invested.now,
        target: goal ? amountToJson(goal.target) : null,
        due_on: goal?.dueOn ?? null,
      },
      monthly_revenue: {
        year,
        months: months.map((month) => ({ month, amount: sum('fees', true, (row) => row.month === `${month}-01`).now })),
      },
      property_types: ASSET_CLASSES.map((assetClass) => ({ asset_class: assetClass, deals: sum('deals', false, (row) => row.key === assetClass).now })),
      recent_investments: recent.map((row) => ({
        id: row.id,
        deal_id: row.dealId,
        deal_name: row.dealName,
        investor: `${row.firstName} ${row.lastName}`.trim(),
        amount: amountToJson(row.amount),
        currency: row.currency,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  stats(actor: Actor): Promise<Stats> {
    const now = this.#clock.now();
    if (actor.role === 'backer') return backerStats(this.#db, now, actor.sub);
    if (actor.role === 'proposer') return proposerStats(this.#db, now, actor.sub);
    return adminStats(this.#db, now);
  }
}
