import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import { MONTHS } from './months.ts';

/**
 * The sample proposer's (Summit Ridge Developments) four raises, in dollars: targets within the
 * proposer's $1,000,000 maximum funding goal, each with the proposer's $10,000 minimum ticket.
 * Sample figures of the Stats page only, until its charts read the API (platform.md §5).
 */
export const PROPOSER_DEALS = [
  { name: 'Harborview Residences', raised: 712_500, target: 950_000, minimumTicket: 10_000 },
  { name: 'Oakridge Business Park', raised: 660_000, target: 1_000_000, minimumTicket: 10_000 },
  { name: 'Lakeside Mixed-Use Plaza', raised: 720_000, target: 800_000, minimumTicket: 10_000 },
  { name: 'Pinecrest Industrial Hub', raised: 240_000, target: 600_000, minimumTicket: 10_000 },
] as const;

/** New investors across all of the proposer's projects, per month of 2025 (312 in all). */
export const PROPOSER_NEW_INVESTORS_2025 = [12, 15, 19, 22, 20, 26, 28, 31, 27, 33, 38, 41] as const;

/** The same 312 investors by account type. */
export const PROPOSER_INVESTORS_BY_TYPE = [
  { type: 'Individual', count: 188 },
  { type: 'Joint account', count: 58 },
  { type: 'Self-directed IRA', count: 37 },
  { type: 'Trust', count: 18 },
  { type: 'Family office', count: 11 },
] as const;

/** The same 312 investors by ticket size; the proposer's minimum ticket is $10,000. */
export const PROPOSER_TICKET_SIZES = [
  { bucket: '$10K–$15K', count: 141 },
  { bucket: '$15K–$25K', count: 92 },
  { bucket: '$25K–$50K', count: 54 },
  { bucket: '$50K–$100K', count: 19 },
  { bucket: '$100K+', count: 6 },
] as const;

/** Stabilised properties the proposer already operates. */
export const PROPOSER_OPERATING_PROPERTIES = [
  { name: 'Bayview Apartments', scores: [96, 98, 88, 94, 91] },
  { name: 'Elm Street Retail', scores: [89, 93, 81, 97, 86] },
  { name: 'Northgate Warehouses', scores: [100, 99, 92, 90, 95] },
] as const;

/** Rental revenue of those properties per month of 2025, dollars. */
export const PROPOSER_REVENUE_2025 = [
  118_400, 119_200, 121_000, 120_600, 123_900, 125_300, 126_100, 127_800, 127_200, 129_500, 131_000,
  133_400,
] as const;

export const PROPOSER_STATS_CHARTS: DashboardChart[] = [
  {
    id: 'fundraising-progress',
    title: 'Fundraising Progress',
    description: 'Money raised in each live deal against its target; Lakeside is 90% funded.',
    type: 'bar',
    // Deal names are long: bars running sideways keep them readable on a phone.
    horizontal: true,
    labels: PROPOSER_DEALS.map((deal) => deal.name),
    datasets: [
      { label: 'Raised', data: PROPOSER_DEALS.map((deal) => deal.raised) },
      { label: 'Target', data: PROPOSER_DEALS.map((deal) => deal.target), dashed: true },
    ],
    valueFormat: 'usd-compact',
  },
  {
    id: 'property-performance',
    title: 'Property Performance',
    description: 'Operating scores of the three stabilised properties, in percent (scale from 50%).',
    type: 'radar',
    labels: ['Occupancy', 'On-time rent', 'Tenant retention', 'Budget adherence', 'Schedule adherence'],
    datasets: PROPOSER_OPERATING_PROPERTIES.map((property) => ({
      label: property.name,
      data: [...property.scores],
    })),
    valueFormat: 'percent',
    // Every score is above 80%: starting the scale at 50% keeps the differences visible.
    valueMin: 50,
  },
  {
    id: 'investor-acquisition',
    title: 'Investor Acquisition',
    description: '312 new investors in 2025, with the strongest months at year end.',
    type: 'line',
    labels: [...MONTHS],
    datasets: [{ label: 'New investors', data: [...PROPOSER_NEW_INVESTORS_2025], fill: true }],
    valueFormat: 'count',
  },
  {
    id: 'investor-distribution',
    title: 'Investor Distribution',
    description: 'The 312 investors by account type; six in ten invest as individuals.',
    type: 'pie',
    labels: PROPOSER_INVESTORS_BY_TYPE.map((entry) => entry.type),
    datasets: [{ label: 'Investors', data: PROPOSER_INVESTORS_BY_TYPE.map((entry) => entry.count) }],
    valueFormat: 'count',
  },
  {
    id: 'investment-amount-distribution',
    title: 'Investment Amount Distribution',
    description: 'Most tickets sit just above the $10,000 minimum; a few exceed $100K.',
    type: 'bar',
    labels: PROPOSER_TICKET_SIZES.map((entry) => entry.bucket),
    datasets: [{ label: 'Investors', data: PROPOSER_TICKET_SIZES.map((entry) => entry.count) }],
    valueFormat: 'count',
  },
  {
    id: 'monthly-revenue',
    title: 'Monthly Revenue',
    description: 'Rental revenue from the operating properties grew 13% through 2025.',
    type: 'line',
    labels: [...MONTHS],
    datasets: [{ label: 'Revenue', data: [...PROPOSER_REVENUE_2025], fill: true }],
    valueFormat: 'usd-compact',
  },
];
