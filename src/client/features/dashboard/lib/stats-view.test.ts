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

  it("charts a backer's money at work and its value, the income received by month and quarter, and each holding's return so far", () => {
    const cards = statsCards(BACKER_STATS);
    const growth = chartOf(cards, 'portfolio-growth');
    expect(growth.datasets).toEqual([
      { label: 'Amount invested', data: [5000, 17_000, 17_000], fill: true },
      { label: 'Current value', data: [5100, 17_100, 17_400], dashed: true },
    ]);
    expect(growth.description).toBe("Your money at work in deals at each month's end, and its value at the latest valuation: $17,400 now.");
    const monthly = chartOf(cards, 'monthly-returns');
    expect(monthly.datasets).toEqual([
      { label: 'Income received (gross)', data: [0, 0, 120] },
      { label: 'Income received (net)', data: [0, 0, 108], dashed: true },
    ]);
    expect(monthly.description).toBe('The income your deals paid you in each month of 2026: $120 before tax, $108 after the tax withheld.');
    expect(chartOf(cards, 'portfolio-allocation')).toMatchObject({ labels: ['Residential', 'Industrial'], datasets: [{ data: [12_000, 5000] }] });
    expect(chartOf(cards, 'roi-per-property')).toMatchObject({
      labels: ['Harborview Residences', 'Gateway Logistics Park'],
      datasets: [{ label: 'Return so far', data: [3.4, 0] }],
    });
    // Risk vs Return still sets each deal's projection against its holding period.
    const bubbles = chartOf(cards, 'risk-vs-return').datasets;
    expect(bubbles.map((dataset) => dataset.data)).toEqual([[{ x: 36, y: 18, r: 24 }], [{ x: 24, y: 15, r: 15 }]]);
    // This year has reached its first quarter: Q1 2026 against Q1 2025 (nothing was paid then; $36 in Q4).
    expect(chartOf(cards, 'quarterly-returns')).toMatchObject({
      labels: ['Q1'],
      datasets: [
        { label: '2026', data: [108] },
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
    const revenue = chartOf(cards, 'monthly-revenue');
    expect(revenue.datasets.map((dataset) => [dataset.label, dataset.data])).toEqual([
      ['Raised', [150_000, 800_000, -20_000]],
      ['Paid to you', [0, 935_750, 0]],
      ['Management fees', [0, 0, 2_500]],
    ]);
    expect(revenue.description).toBe(
      'Money your deals raised each month (less cancellations and refunds), what funded deals paid you after the platform fee, and the management fees of your paid distributions: $938.3K paid to you in 2026 so far.',
    );
  });

  it('turns a chart with nothing to show into a card that says so', () => {
    const zero = (rows: { month: string; amount: number }[]) => rows.map((row) => ({ ...row, amount: 0 }));
    const nothingRaised = {
      ...PROPOSER_STATS,
      raised: zero(PROPOSER_STATS.raised),
      payouts: zero(PROPOSER_STATS.payouts),
      management_fees: zero(PROPOSER_STATS.management_fees),
    };
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
    // Money at work but nothing paid yet: the income charts say so.
    const unpaid = { ...BACKER_STATS, months: BACKER_STATS.months.map((row) => ({ ...row, received_gross: 0, received_net: 0 })) };
    expect(statsCards(unpaid).filter((card) => 'empty' in card)).toEqual([
      { id: 'monthly-returns', title: 'Monthly Returns', empty: 'No income was paid to you in 2026 yet.' },
      { id: 'quarterly-returns', title: 'Quarterly Returns', empty: 'No income was paid to you in these quarters.' },
    ]);
    expect(hasNoData(NEW_BACKER_STATS)).toBe(true);
    expect(hasNoData({ ...PROPOSER_STATS, deals: [] })).toBe(true);
  });
});
