import { describe, expect, it } from 'vitest';
import {
  adminSettingsSchema,
  backerSettingsSchema,
  DEAL_TYPES,
  dealListSchema,
  notificationListSchema,
  overviewSchema,
  profileSchema,
  proposerSettingsSchema,
  statsSchema,
  type DashboardChart,
} from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_DEALS } from './deals.ts';
import { SAMPLE_NOTIFICATIONS } from './notifications.ts';
import { SAMPLE_OVERVIEW } from './overview.ts';
import { ACTUAL_ROI_BY_TYPE, AVERAGE_ROI, BACKERS_BEFORE_2025, NEW_BACKERS_2025, PROPERTY_MIX } from './platform-figures.ts';
import { SAMPLE_PROFILES } from './profiles.ts';
import { SAMPLE_SETTINGS } from './settings.ts';
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

describe('Overview sample data', () => {
  const overview = overviewSchema.parse(SAMPLE_OVERVIEW);

  it('has the spec KPIs exactly', () => {
    expect(overview.title).toBe('Admin Dashboard');
    expect(overview.kpis.map(({ title, value, trend }) => [title, value, trend?.value])).toEqual([
      ['Total Properties', '32', 12.5],
      ['Total Investments', '$8.5M', 8.2],
      ['Active Backers', '245', 4.6],
      ['Average ROI', '15.2%', 2.1],
    ]);
  });

  it('has the fundraising goal: $8.5M raised of $10M by end of Q2', () => {
    expect(overview.fundraising).toEqual({
      title: 'Fundraising Goal',
      raised: 8_500_000,
      target: 10_000_000,
      note: 'Target: $10M by end of Q2',
    });
  });

  it('has twelve months of 2025 revenue as a line chart', () => {
    expect(overview.monthlyRevenue.title).toBe('Monthly Revenue (2025)');
    expect(overview.monthlyRevenue.type).toBe('line');
    expect(overview.monthlyRevenue.labels).toHaveLength(12);
    expect(numbers(overview.monthlyRevenue)).toHaveLength(12);
  });

  it('has the 45/25/15/10/5 property mix as a doughnut', () => {
    expect(overview.propertyTypes.type).toBe('doughnut');
    expect(numbers(overview.propertyTypes)).toEqual([45, 25, 15, 10, 5]);
    expect(overview.propertyTypes.labels).toEqual(['Residential', 'Commercial', 'Industrial', 'Mixed-Use', 'Land']);
  });

  it('has at least eight recent investments, newest first, with every status represented', () => {
    const rows = overview.recentInvestments;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect([...rows.map((r) => r.date)]).toEqual([...rows.map((r) => r.date)].sort().reverse());
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed', 'pending', 'failed']));
  });

  it('names only live deals in recent investments', () => {
    const names = new Set(SAMPLE_DEALS.map((deal) => deal.name));
    for (const row of overview.recentInvestments) {
      expect(names).toContain(row.description.replace('Investment in ', ''));
    }
  });
});

describe('Live deals sample data', () => {
  const deals = dealListSchema.parse(SAMPLE_DEALS);

  it('has at least eight deals, all pending (spec §4), covering all four types', () => {
    expect(deals.length).toBeGreaterThanOrEqual(8);
    expect(deals.every((deal) => deal.status === 'pending')).toBe(true);
    expect(new Set(deals.map((deal) => deal.type))).toEqual(new Set(DEAL_TYPES));
    expect(new Set(deals.map((deal) => deal.id)).size).toBe(deals.length);
  });

  it('raises less than target, with 30-day campaigns and text ROIs', () => {
    for (const deal of deals) {
      expect(deal.raised).toBeLessThan(deal.target);
      const days = (Date.parse(deal.deadline) - Date.parse(deal.date)) / 86_400_000;
      expect(days).toBe(30);
      expect(deal.roi).toMatch(/^\d+(\.\d)?%$/);
    }
  });
});

describe('Notifications, profiles and settings', () => {
  it('has three notifications with at least one read and one unread', () => {
    const notifications = notificationListSchema.parse(SAMPLE_NOTIFICATIONS);
    expect(notifications).toHaveLength(3);
    expect(notifications.some((n) => n.read)).toBe(true);
    expect(notifications.some((n) => !n.read)).toBe(true);
  });

  it('has a valid profile per role with its role-specific fields', () => {
    expect(profileSchema.parse(SAMPLE_PROFILES.admin).role).toBe('admin');
    expect(profileSchema.parse(SAMPLE_PROFILES.backer)).toMatchObject({
      investmentPreferences: { riskTolerance: 'Moderate' },
    });
    expect(profileSchema.parse(SAMPLE_PROFILES.proposer)).toMatchObject({ company: 'Summit Ridge Developments' });
  });

  it('has exactly the spec §3 settings fields and the spec §9 limits', () => {
    expect(Object.keys(adminSettingsSchema.parse(SAMPLE_SETTINGS.admin)).sort()).toEqual(
      ['emailNotifications', 'smsNotifications', 'twoFactorAuth', 'language', 'timezone', 'theme'].sort(),
    );
    expect(backerSettingsSchema.parse(SAMPLE_SETTINGS.backer)).toMatchObject({
      minimumInvestment: 5_000,
      maximumInvestment: 50_000,
    });
    expect(proposerSettingsSchema.parse(SAMPLE_SETTINGS.proposer)).toMatchObject({
      minimumInvestmentRequired: 10_000,
      maximumFundingGoal: 1_000_000,
    });
  });

  it('rejects a settings field the spec does not list', () => {
    expect(() => adminSettingsSchema.parse({ ...SAMPLE_SETTINGS.admin, autoInvest: true })).toThrow();
  });
});

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
    expect(numbers(chartById(charts, 'revenue-year-over-year'), 0)).toEqual(numbers(SAMPLE_OVERVIEW.monthlyRevenue));
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
      expect(holding.invested).toBeGreaterThanOrEqual(SAMPLE_SETTINGS.backer.minimumInvestment);
      expect(holding.invested).toBeLessThanOrEqual(SAMPLE_SETTINGS.backer.maximumInvestment);
    }
    const monthly = numbers(chartById(charts, 'monthly-returns'));
    expect(sum(numbers(chartById(charts, 'quarterly-returns'), 0))).toBe(sum(monthly));
  });

  it('proposer stats agree with Live Deals and count the same 312 investors everywhere', () => {
    const charts = SAMPLE_STATS.proposer.charts;
    const progress = chartById(charts, 'fundraising-progress');
    expect(progress.labels).toEqual(PROPOSER_DEALS.map((d) => d.name));
    expect(numbers(progress, 0)).toEqual(PROPOSER_DEALS.map((d) => d.raised));
    for (const deal of PROPOSER_DEALS) {
      expect(deal.target).toBeLessThanOrEqual(SAMPLE_SETTINGS.proposer.maximumFundingGoal);
      expect(deal.amount).toBe(SAMPLE_SETTINGS.proposer.minimumInvestmentRequired);
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
