import { describe, expect, it } from 'vitest';
import { statsSchema } from '../../../../shared/contracts/stats.ts';
import { hasNoData, statsCards, type StatsCard } from './stats-view.ts';
import { ADMIN_STATS, BACKER_STATS, NEW_BACKER_STATS, PROPOSER_STATS } from './test-stats.ts';

const chartOf = (cards: StatsCard[], id: string) => {
  const card = cards.find((entry) => entry.id === id);
  if (!card || !('chart' in card)) throw new Error(`no chart ${id}`);
  return card.chart;
};
const titles = (cards: StatsCard[]) => cards.map((card) => ('chart' in card ? card.chart.title : card.title));

describe('statsCards', () => {
  it("gives every role the spec's six charts in its order, from answers the contract accepts", () => {
    for (const stats of [ADMIN_STATS, BACKER_STATS, PROPOSER_STATS]) expect(statsSchema.parse(stats)).toEqual(stats);
    expect(titles(statsCards(ADMIN_STATS))).toEqual([
      'Revenue Year over Year',
      'Cumulative Investment',
      'Investor Age Demographics',
      'Property Performance',
      'Geographic Distribution',
      'Monthly Investor Acquisition',
    ]);
    expect(titles(statsCards(BACKER_STATS))).toEqual([
      'Portfolio Growth',
      'Monthly Returns',
      'Portfolio Allocation',
      'ROI per Property',
      'Risk vs Return',
      'Quarterly Returns',
    ]);
    expect(titles(statsCards(PROPOSER_STATS))).toEqual([
      'Fundraising Progress',
      'Property Performance',
      'Investor Acquisition',
      'Investor Distribution',
      'Investment Amount Distribution',
      'Monthly Revenue',
    ]);
  });

  it("charts the admin's figures in dollars, this year against last, with the funded share per asset class", () => {
    const cards = statsCards(ADMIN_STATS);
    const revenue = chartOf(cards, 'revenue-year-over-year');
    expect(revenue.labels).toEqual(['Jan', 'Feb', 'Mar']);
    expect(revenue.datasets).toEqual([
      { label: '2026', data: [1500, 0, 450] },
      { label: '2025', data: [900, 300, 0], dashed: true },
    ]);
    expect(revenue.description).toBe('Platform fees month by month: $2K in 2026 so far, against $1.2K in the same months of 2025.');
    expect(chartOf(cards, 'cumulative-investment').datasets[0]!.data).toEqual([100_000, 200_000, 300_000]);
    expect(chartOf(cards, 'investor-age-demographics').description).toBe('The 10 active backers by the age they reach this year.');
    // Residential: 3 of 4 closed deals funded; Commercial never went live; Industrial none of 2.
    expect(chartOf(cards, 'property-performance').datasets.map((dataset) => dataset.data)).toEqual([
      [12.5, 0, 18, 14],
      [75, 0, 0, 100],
    ]);
    expect(chartOf(cards, 'geographic-distribution').labels).toEqual(['Austin, Texas', 'Elsewhere']);
    expect(chartOf(cards, 'monthly-investor-acquisition').description).toBe('9 backers made a first investment in 2026.');
  });

  it("charts a backer's money at work, projected returns by month and quarter, and each holding", () => {
    const cards = statsCards(BACKER_STATS);
    expect(chartOf(cards, 'portfolio-growth').datasets[0]!.data).toEqual([5000, 17_000, 17_000]);
    expect(chartOf(cards, 'monthly-returns').datasets[0]!.data).toEqual([25, 85, 85]);
    expect(chartOf(cards, 'portfolio-allocation')).toMatchObject({ labels: ['Residential', 'Industrial'], datasets: [{ data: [12_000, 5000] }] });
    expect(chartOf(cards, 'roi-per-property')).toMatchObject({ labels: ['Harborview Residences', 'Gateway Logistics Park'], datasets: [{ data: [18, 15] }] });
    const bubbles = chartOf(cards, 'risk-vs-return').datasets;
    expect(bubbles.map((dataset) => dataset.data)).toEqual([[{ x: 36, y: 18, r: 24 }], [{ x: 24, y: 15, r: 15 }]]);
    // This year has reached its first quarter: Q1 2026 against Q1 2025 (nothing then).
    expect(chartOf(cards, 'quarterly-returns')).toMatchObject({
      labels: ['Q1'],
      datasets: [
        { label: '2026', data: [195] },
        { label: '2025', data: [0] },
      ],
    });
  });

  it("charts a proposer's live and funded deals, stages, commitments, backers, ticket sizes and payouts", () => {
    const cards = statsCards(PROPOSER_STATS);
    expect(chartOf(cards, 'fundraising-progress')).toMatchObject({
      labels: ['Lakeside Mixed-Use Plaza', 'Harborview Residences'],
      datasets: [{ data: [720_000, 950_000] }, { data: [800_000, 950_000] }],
    });
    const stages = chartOf(cards, 'property-performance');
    expect(stages.labels).toEqual(['Draft', 'In review', 'Approved', 'Live', 'Funded', 'Failed', 'Rejected']);
    expect(stages.datasets[0]!.data).toEqual([1, 0, 0, 1, 1, 0, 0]);
    expect(stages.description).toBe('Where your 3 deals stand: 1 funded, 1 live.');
    expect(chartOf(cards, 'investor-acquisition').description).toBe('12 commitments to your deals in 2026 so far.');
    expect(chartOf(cards, 'investor-distribution')).toMatchObject({
      labels: ['Harborview Residences', 'Lakeside Mixed-Use Plaza'],
      datasets: [{ data: [14, 9] }],
    });
    expect(chartOf(cards, 'investment-amount-distribution').datasets[0]!.data).toEqual([12, 4, 6, 1, 0]);
    expect(chartOf(cards, 'monthly-revenue').datasets.map((dataset) => dataset.data)).toEqual([
      [150_000, 800_000, -20_000],
      [0, 935_750, 0],
    ]);
  });

  it('turns a chart with nothing to show into a card that says so', () => {
    const zero = (rows: { month: string; amount: number }[]) => rows.map((row) => ({ ...row, amount: 0 }));
    const nothingRaised = { ...PROPOSER_STATS, raised: zero(PROPOSER_STATS.raised), payouts: zero(PROPOSER_STATS.payouts) };
    expect(statsCards(nothingRaised).find((card) => card.id === 'monthly-revenue')).toEqual({
      id: 'monthly-revenue',
      title: 'Monthly Revenue',
      empty: 'Your deals have raised nothing in 2026 yet.',
    });
    // Raised but not yet paid out: still a chart.
    expect(statsCards({ ...PROPOSER_STATS, payouts: zero(PROPOSER_STATS.payouts) }).find((card) => card.id === 'monthly-revenue')).toHaveProperty('chart');
    // Everything given back: the growth chart still has last months, the holdings' charts are empty.
    const gaveBack = { ...BACKER_STATS, holdings: [] };
    expect(
      statsCards(gaveBack)
        .filter((card) => 'empty' in card)
        .map((card) => card.id),
    ).toEqual(['portfolio-allocation', 'roi-per-property', 'risk-vs-return']);
    expect(hasNoData(gaveBack)).toBe(false);
    expect(hasNoData(NEW_BACKER_STATS)).toBe(true);
    expect(hasNoData({ ...PROPOSER_STATS, deals: [] })).toBe(true);
  });
});
