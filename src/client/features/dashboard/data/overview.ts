import type { Overview } from '../../../../shared/contracts/dashboard.ts';
import { MONTHS } from './months.ts';
import {
  FUNDRAISING_TARGET,
  PROPERTY_MIX,
  REVENUE_2025,
  TOTAL_INVESTED,
} from './platform-figures.ts';
import { SAMPLE_RECENT_INVESTMENTS } from './transactions.ts';

/** Overview: the same for every role and titled "Admin Dashboard" (decisions.md #13). */
export const SAMPLE_OVERVIEW: Overview = {
  title: 'Admin Dashboard',
  kpis: [
    {
      id: 'total-properties',
      title: 'Total Properties',
      value: '32',
      icon: 'building',
      colour: 'primary',
      trend: { value: 12.5 },
    },
    {
      id: 'total-investments',
      title: 'Total Investments',
      value: '$8.5M',
      icon: 'currency-dollar',
      colour: 'success',
      trend: { value: 8.2 },
    },
    {
      id: 'active-backers',
      title: 'Active Backers',
      value: '245',
      icon: 'users',
      colour: 'info',
      trend: { value: 4.6 },
    },
    {
      id: 'average-roi',
      title: 'Average ROI',
      value: '15.2%',
      icon: 'trending-up',
      colour: 'warning',
      trend: { value: 2.1 },
    },
  ],
  fundraising: {
    title: 'Fundraising Goal',
    raised: TOTAL_INVESTED,
    target: FUNDRAISING_TARGET,
    note: 'Target: $10M by end of Q2',
  },
  monthlyRevenue: {
    id: 'monthly-revenue',
    title: 'Monthly Revenue (2025)',
    description: 'Platform revenue doubled over the year, from $42.5K in January to $84.3K in December.',
    type: 'line',
    labels: [...MONTHS],
    datasets: [{ label: 'Revenue', data: [...REVENUE_2025], fill: true }],
    valueFormat: 'usd',
  },
  propertyTypes: {
    id: 'property-types',
    title: 'Property Types',
    description: 'Share of the 32 properties by type; residential is almost half.',
    type: 'doughnut',
    labels: PROPERTY_MIX.map((entry) => entry.type),
    datasets: [{ label: 'Share of properties', data: PROPERTY_MIX.map((entry) => entry.percent) }],
    valueFormat: 'percent',
  },
  recentInvestments: [...SAMPLE_RECENT_INVESTMENTS],
};
