import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import { MONTHS } from './months.ts';
import {
  ACTUAL_ROI_BY_TYPE,
  BACKERS_BEFORE_2025,
  CUMULATIVE_INVESTMENT_2025,
  NEW_BACKERS_2025,
  PROJECTED_ROI_BY_TYPE,
  PROPERTY_MIX,
  REVENUE_2024,
  REVENUE_2025,
} from './platform-figures.ts';

/** Active backers by age group; adds up to the Overview's 245. */
export const BACKERS_BY_AGE = [
  { group: '18–24', count: 14 },
  { group: '25–34', count: 58 },
  { group: '35–44', count: 71 },
  { group: '45–54', count: 52 },
  { group: '55–64', count: 33 },
  { group: '65+', count: 17 },
] as const;

/** Invested dollars by state; adds up to the Overview's $8.5M. */
export const INVESTMENT_BY_STATE = [
  { state: 'California', amount: 2_450_000 },
  { state: 'Texas', amount: 1_850_000 },
  { state: 'Florida', amount: 1_600_000 },
  { state: 'New York', amount: 1_200_000 },
  { state: 'Washington', amount: 800_000 },
  { state: 'Arizona', amount: 600_000 },
] as const;

export const ADMIN_STATS_CHARTS: DashboardChart[] = [
  {
    id: 'revenue-year-over-year',
    title: 'Revenue Year over Year',
    description: 'Every month of 2025 beat the same month of 2024, by about 40% across the year.',
    type: 'bar',
    labels: [...MONTHS],
    datasets: [
      { label: '2025', data: [...REVENUE_2025] },
      { label: '2024', data: [...REVENUE_2024], dashed: true },
    ],
    valueFormat: 'usd',
  },
  {
    id: 'cumulative-investment',
    title: 'Cumulative Investment',
    description: 'Total invested through the platform grew from $3.2M in January to $8.5M in December.',
    type: 'line',
    labels: [...MONTHS],
    datasets: [{ label: 'Total invested', data: [...CUMULATIVE_INVESTMENT_2025], fill: true }],
    valueFormat: 'usd-compact',
  },
  {
    id: 'investor-age-demographics',
    title: 'Investor Age Demographics',
    description: 'Most of the 245 active backers are between 25 and 54.',
    type: 'doughnut',
    labels: BACKERS_BY_AGE.map((entry) => entry.group),
    datasets: [{ label: 'Backers', data: BACKERS_BY_AGE.map((entry) => entry.count) }],
    valueFormat: 'count',
  },
  {
    id: 'property-performance',
    title: 'Property Performance',
    description: 'Actual annual ROI against projection by property type; the portfolio averages 15.2%.',
    type: 'bar',
    labels: PROPERTY_MIX.map((entry) => entry.type),
    datasets: [
      { label: 'Actual ROI', data: [...ACTUAL_ROI_BY_TYPE] },
      { label: 'Projected ROI', data: [...PROJECTED_ROI_BY_TYPE], dashed: true },
    ],
    valueFormat: 'percent',
  },
  {
    id: 'geographic-distribution',
    title: 'Geographic Distribution',
    description: 'Where the $8.5M is invested: California and Texas hold half of it.',
    type: 'polarArea',
    labels: INVESTMENT_BY_STATE.map((entry) => entry.state),
    datasets: [{ label: 'Invested', data: INVESTMENT_BY_STATE.map((entry) => entry.amount) }],
    valueFormat: 'usd-compact',
  },
  {
    id: 'monthly-investor-acquisition',
    title: 'Monthly Investor Acquisition',
    description: `205 new backers joined in 2025, growing the base from ${BACKERS_BEFORE_2025} to 245.`,
    type: 'bar',
    labels: [...MONTHS],
    datasets: [{ label: 'New backers', data: [...NEW_BACKERS_2025] }],
    valueFormat: 'count',
  },
];
