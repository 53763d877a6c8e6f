import { describe, expect, it } from 'vitest';
import type { Overview } from '../../../../shared/contracts/overview.ts';
import { fundraisingCard, kpiCards, monthlyRevenueChart, propertyTypesChart, recentInvestmentRows } from './overview-view.ts';
import { SEEDED_OVERVIEW } from './test-overview.ts';

describe('the Overview screen from the API figures', () => {
  it('writes the KPI cards as the spec does: 32, $8.5M, 245, 15.2%, with their trends', () => {
    expect(kpiCards(SEEDED_OVERVIEW)).toEqual([
      { id: 'total-properties', title: 'Total Properties', value: '32', icon: 'building', colour: 'primary', trend: { value: 14.3 } },
      { id: 'total-investments', title: 'Total Investments', value: '$8.5M', icon: 'currency-dollar', colour: 'success', trend: { value: 8.2 } },
      { id: 'active-backers', title: 'Active Backers', value: '245', icon: 'users', colour: 'info', trend: { value: 4.7 } },
      { id: 'average-roi', title: 'Average ROI', value: '15.2%', icon: 'trending-up', colour: 'warning', trend: { value: 2.1 } },
    ]);
  });

  it('leaves out a trend with nothing to compare against', () => {
    const overview: Overview = { ...SEEDED_OVERVIEW, average_roi: { value: 17.25, last_month: null, trend: null } };
    expect(kpiCards(overview)[3]).toEqual({ id: 'average-roi', title: 'Average ROI', value: '17.3%', icon: 'trending-up', colour: 'warning' });
  });

  it('says the goal as the spec does, "Target: $10M by end of Q2", or its day, or that there is none', () => {
    expect(fundraisingCard(SEEDED_OVERVIEW)).toEqual({ title: 'Fundraising Goal', raised: 8_500_000, target: 10_000_000, note: 'Target: $10M by end of Q2' });
    expect(fundraisingCard({ ...SEEDED_OVERVIEW, fundraising: { raised: 0, target: 250_000_000, due_on: '2027-05-15' } }).note).toBe(
      'Target: $2.5M by May 15, 2027',
    );
    expect(fundraisingCard({ ...SEEDED_OVERVIEW, fundraising: { raised: 100, target: null, due_on: null } })).toEqual({
      title: 'Fundraising Goal',
      raised: 1,
      target: null,
      note: 'No fundraising target is set.',
    });
  });

  it('charts the fees of this year by month in dollars, and the deals by asset class in percent', () => {
    expect(monthlyRevenueChart(SEEDED_OVERVIEW)).toMatchObject({
      title: 'Monthly Revenue (2026)',
      type: 'line',
      labels: ['Jan', 'Feb', 'Mar'],
      datasets: [{ label: 'Revenue', data: [0, 27_750, 0], fill: true }],
      valueFormat: 'usd',
    });
    expect(propertyTypesChart(SEEDED_OVERVIEW)).toMatchObject({
      title: 'Property Types',
      type: 'doughnut',
      labels: ['Residential', 'Commercial', 'Industrial', 'Mixed-Use'],
      datasets: [{ data: [45, 25, 15, 15] }],
      valueFormat: 'percent',
    });
    const none = propertyTypesChart({ ...SEEDED_OVERVIEW, property_types: SEEDED_OVERVIEW.property_types.map((entry) => ({ ...entry, deals: 0 })) });
    expect(none.datasets[0]!.data).toEqual([0, 0, 0, 0]);
  });

  it("lists recent investments with the spec's statuses, each amount in its own currency", () => {
    expect(recentInvestmentRows(SEEDED_OVERVIEW, 'UTC')).toEqual([
      {
        id: 'c3',
        date: '2026-11-24',
        description: 'Investment in Harborview Residences',
        investor: 'Emma Thompson',
        amount: 25_000,
        currency: 'USD',
        status: 'pending',
      },
      {
        id: 'c2',
        date: '2026-11-23',
        description: 'Investment in Lakeside Mixed-Use Plaza',
        investor: 'Priya Patel',
        amount: 15_000,
        currency: 'USD',
        status: 'failed',
      },
      {
        id: 'c1',
        date: '2026-11-10',
        description: 'Investment in Besant Nagar Beach House',
        investor: 'Kavya Reddy',
        amount: 125_000,
        currency: 'INR',
        status: 'completed',
      },
    ]);
  });

  it("dates each investment by the day in the reader's zone", () => {
    // c3 was made at 02:19 UTC on the 24th: still the 23rd in UTC-8.
    expect(recentInvestmentRows(SEEDED_OVERVIEW, 'Etc/GMT+8').map((row) => row.date)).toEqual(['2026-11-23', '2026-11-23', '2026-11-10']);
  });
});
