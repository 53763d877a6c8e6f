import { describe, expect, it } from 'vitest';
import { statsSchema, type DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import { DEFAULT_SETTINGS } from '../../../../shared/contracts/settings.ts';
import { ACTUAL_ROI_BY_TYPE, AVERAGE_ROI, BACKERS_BEFORE_2025, NEW_BACKERS_2025, PROPERTY_MIX, REVENUE_2025 } from './platform-figures.ts';
import { SAMPLE_STATS } from './stats.ts';
import { BACKER_HOLDINGS, BACKER_INVESTED_2025, BACKER_VALUE_2025 } from './stats-backer.ts';
import { PROPOSER_DEALS, PROPOSER_INVESTORS_BY_TYPE, PROPOSER_NEW_INVESTORS_2025, PROPOSER_TICKET_SIZES } from './stats-proposer.ts';

const sum = (values: readonly number[]) => values.reduce((total, n) => total + n, 0);
const numbers = (chart: DashboardChart, index = 0) => chart.datasets[index]?.data as number[];
const chartById = (charts: DashboardChart[], id: string) => {
  const chart = charts.find((c) => c.id === id);
  if (!chart) throw new Error(`no chart ${id}`);
  return chart;
};

describe('Stats sample data', () => {
  it('has six valid charts per role in the spec order', () => {
    const titles = Object.fromEntries(
      (['admin', 'backer', 'proposer'] as const).map((role) => [
        role,
        statsSchema.parse(SAMPLE_STATS[role]).charts.map((chart) => chart.title),
      ]),
    );
    expect(titles).toEqual({
      admin: [
        'Revenue Year over Year',
        'Cumulative Investment',
        'Investor Age Demographics',
        'Property Performance',
        'Geographic Distribution',
        'Monthly Investor Acquisition',
      ],
      backer: ['Portfolio Growth', 'Monthly Returns', 'Portfolio Allocation', 'ROI per Property', 'Risk vs Return', 'Quarterly Returns'],
      proposer: [
        'Fundraising Progress',
        'Property Performance',
        'Investor Acquisition',
        'Investor Distribution',
        'Investment Amount Distribution',
        'Monthly Revenue',
      ],
    });
  });

  it('admin stats agree with the Overview: $8.5M invested, 245 backers, 15.2% ROI, same 2025 revenue', () => {
    const charts = SAMPLE_STATS.admin.charts;
    expect(numbers(chartById(charts, 'cumulative-investment')).at(-1)).toBe(8_500_000);
    expect(sum(numbers(chartById(charts, 'geographic-distribution')))).toBe(8_500_000);
    expect(sum(numbers(chartById(charts, 'investor-age-demographics')))).toBe(245);
    expect(BACKERS_BEFORE_2025 + sum(NEW_BACKERS_2025)).toBe(245);
    expect(numbers(chartById(charts, 'revenue-year-over-year'), 0)).toEqual([...REVENUE_2025]);
    const weighted = sum(PROPERTY_MIX.map((entry, i) => (entry.percent * (ACTUAL_ROI_BY_TYPE[i] ?? 0)) / 100));
    expect(weighted).toBeCloseTo(AVERAGE_ROI, 1);
  });

  it('backer stats agree with each other and with the backer limits', () => {
    const charts = SAMPLE_STATS.backer.charts;
    const invested = sum(BACKER_HOLDINGS.map((h) => h.invested));
    expect(BACKER_INVESTED_2025.at(-1)).toBe(invested);
    expect(sum(numbers(chartById(charts, 'portfolio-allocation')))).toBe(invested);
    BACKER_VALUE_2025.forEach((value, i) => expect(value).toBeGreaterThan(BACKER_INVESTED_2025[i] ?? Infinity));
    for (const holding of BACKER_HOLDINGS) {
      expect(holding.invested).toBeGreaterThanOrEqual(DEFAULT_SETTINGS.backer.minimum_investment);
      expect(holding.invested).toBeLessThanOrEqual(DEFAULT_SETTINGS.backer.maximum_investment);
    }
    const monthly = numbers(chartById(charts, 'monthly-returns'));
    expect(sum(numbers(chartById(charts, 'quarterly-returns'), 0))).toBe(sum(monthly));
  });

  it("proposer stats chart the proposer's four raises and count the same 312 investors everywhere", () => {
    const charts = SAMPLE_STATS.proposer.charts;
    const progress = chartById(charts, 'fundraising-progress');
    expect(progress.labels).toEqual(PROPOSER_DEALS.map((d) => d.name));
    expect(numbers(progress, 0)).toEqual(PROPOSER_DEALS.map((d) => d.raised));
    for (const deal of PROPOSER_DEALS) {
      expect(deal.target).toBeLessThanOrEqual(DEFAULT_SETTINGS.proposer.maximum_funding_goal);
      expect(deal.minimumTicket).toBe(DEFAULT_SETTINGS.proposer.minimum_investment_required);
    }
    const total = sum(PROPOSER_NEW_INVESTORS_2025);
    expect(total).toBe(312);
    expect(sum(PROPOSER_INVESTORS_BY_TYPE.map((e) => e.count))).toBe(total);
    expect(sum(PROPOSER_TICKET_SIZES.map((e) => e.count))).toBe(total);
  });

  it('uses chart types that fit: a bubble for risk vs return, a radar and a polar area among them', () => {
    const types = Object.values(SAMPLE_STATS).flatMap((stats) => stats.charts.map((chart) => chart.type));
    expect(types).toEqual(expect.arrayContaining(['line', 'bar', 'doughnut', 'pie', 'radar', 'polarArea', 'bubble']));
    expect(chartById(SAMPLE_STATS.backer.charts, 'risk-vs-return').type).toBe('bubble');
  });
});
