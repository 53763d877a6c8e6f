import type { DashboardChart, DealType } from '../../../../shared/contracts/dashboard.ts';
import { MONTHS, toQuarters } from './months.ts';

/**
 * The sample backer's five holdings (funded deals, so not among the live ones): $42,500 in
 * all, each ticket within the backer's $5,000–$50,000 limits.
 */
export const BACKER_HOLDINGS = [
  { name: 'Maple Grove Townhomes', type: 'Residential', invested: 12_500, roi: 11.8, risk: 3 },
  { name: 'Riverside Commerce Center', type: 'Commercial', invested: 10_000, roi: 15.2, risk: 5 },
  { name: 'Gateway Logistics Park', type: 'Industrial', invested: 8_000, roi: 17.6, risk: 7 },
  { name: 'Union Square Lofts', type: 'Mixed-Use', invested: 7_000, roi: 14.1, risk: 4 },
  { name: 'Cedar Hills Family Homes', type: 'Residential', invested: 5_000, roi: 9.6, risk: 2 },
] as const satisfies readonly { name: string; type: DealType; invested: number; roi: number; risk: number }[];

/** Amount invested at each month end: three holdings in January, one more in May and September. */
export const BACKER_INVESTED_2025 = [
  30_500, 30_500, 30_500, 30_500, 37_500, 37_500, 37_500, 37_500, 42_500, 42_500, 42_500, 42_500,
] as const;

/** Portfolio value at each month end: invested capital plus appreciation, never below it. */
export const BACKER_VALUE_2025 = [
  30_900, 31_250, 31_600, 31_980, 39_450, 39_900, 40_380, 40_850, 46_400, 46_950, 47_480, 48_060,
] as const;

/** Cash distributions (rent share) received per month of 2025, dollars. */
export const BACKER_MONTHLY_RETURNS_2025 = [
  228, 236, 241, 239, 252, 261, 258, 266, 271, 268, 279, 287,
] as const;

/** Quarterly distributions in 2024, when the portfolio was smaller. */
export const BACKER_QUARTERLY_RETURNS_2024 = [540, 586, 612, 661] as const;

const allocationByType = (['Residential', 'Commercial', 'Industrial', 'Mixed-Use'] as const).map((type) => ({
  type,
  invested: BACKER_HOLDINGS.filter((holding) => holding.type === type).reduce(
    (sum, holding) => sum + holding.invested,
    0,
  ),
}));

/** Bubble area grows with the ticket: radius from the square root of the amount. */
const bubbleRadius = (invested: number) => Math.round(Math.sqrt(invested) / 8);

export const BACKER_STATS_CHARTS: DashboardChart[] = [
  {
    id: 'portfolio-growth',
    title: 'Portfolio Growth',
    description: 'Portfolio value ended 2025 at $48,060 on $42,500 invested, a 13% gain.',
    type: 'line',
    labels: [...MONTHS],
    datasets: [
      { label: 'Portfolio value', data: [...BACKER_VALUE_2025], fill: true },
      { label: 'Amount invested', data: [...BACKER_INVESTED_2025], dashed: true },
    ],
    valueFormat: 'usd',
  },
  {
    id: 'monthly-returns',
    title: 'Monthly Returns',
    description: 'Rental distributions rose steadily as new holdings began paying out.',
    type: 'bar',
    labels: [...MONTHS],
    datasets: [{ label: 'Distributions', data: [...BACKER_MONTHLY_RETURNS_2025] }],
    valueFormat: 'usd',
  },
  {
    id: 'portfolio-allocation',
    title: 'Portfolio Allocation',
    description: 'Residential holds the largest share of the $42,500 invested.',
    type: 'doughnut',
    labels: allocationByType.map((entry) => entry.type),
    datasets: [{ label: 'Invested', data: allocationByType.map((entry) => entry.invested) }],
    valueFormat: 'usd',
  },
  {
    id: 'roi-per-property',
    title: 'ROI per Property',
    description: 'Annual return on each holding; the industrial park leads.',
    type: 'bar',
    horizontal: true,
    labels: BACKER_HOLDINGS.map((holding) => holding.name),
    datasets: [{ label: 'Annual ROI', data: BACKER_HOLDINGS.map((holding) => holding.roi) }],
    valueFormat: 'percent',
  },
  {
    id: 'risk-vs-return',
    title: 'Risk vs Return',
    description: 'Higher-risk holdings earn more; bubble size shows the amount invested.',
    type: 'bubble',
    labels: [],
    datasets: BACKER_HOLDINGS.map((holding) => ({
      label: holding.name,
      data: [{ x: holding.risk, y: holding.roi, r: bubbleRadius(holding.invested) }],
    })),
    valueFormat: 'percent',
    xFormat: 'count',
    xLabel: 'Risk score (1–10)',
    yLabel: 'Annual return',
  },
  {
    id: 'quarterly-returns',
    title: 'Quarterly Returns',
    description: 'Every quarter of 2025 paid out more than the same quarter of 2024.',
    type: 'bar',
    labels: ['Q1', 'Q2', 'Q3', 'Q4'],
    datasets: [
      { label: '2025', data: toQuarters(BACKER_MONTHLY_RETURNS_2025) },
      { label: '2024', data: [...BACKER_QUARTERLY_RETURNS_2024], dashed: true },
    ],
    valueFormat: 'usd',
  },
];
