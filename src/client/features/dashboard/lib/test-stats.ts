import type { AdminStats, BackerStats, ProposerStats } from '../../../../shared/contracts/stats.ts';

/* Answers of GET /api/dashboard/stats for the page's tests, read on 20 March 2026. */

const AS_OF = '2026-03-20T12:00:00.000Z';
const MONTHS = ['2026-01', '2026-02', '2026-03'];

export const ADMIN_STATS: AdminStats = {
  role: 'admin',
  as_of: AS_OF,
  revenue: [
    { month: '2026-01', this_year: 150_000, last_year: 90_000 },
    { month: '2026-02', this_year: 0, last_year: 30_000 },
    { month: '2026-03', this_year: 45_000, last_year: 0 },
  ],
  invested: MONTHS.map((month, i) => ({ month, amount: (i + 1) * 10_000_000 })),
  age_groups: [
    { group: '18–24', backers: 1 },
    { group: '25–34', backers: 4 },
    { group: '35–44', backers: 3 },
    { group: '45–54', backers: 0 },
    { group: '55–64', backers: 2 },
    { group: '65+', backers: 0 },
  ],
  asset_classes: [
    { asset_class: 'Residential', live: 1, funded: 3, failed: 1, average_roi_bps: 1250 },
    { asset_class: 'Commercial', live: 0, funded: 0, failed: 0, average_roi_bps: null },
    { asset_class: 'Industrial', live: 2, funded: 0, failed: 2, average_roi_bps: 1800 },
    { asset_class: 'Mixed-Use', live: 0, funded: 1, failed: 0, average_roi_bps: 1400 },
  ],
  locations: [
    { location: 'Austin, Texas', amount: 20_000_000 },
    { location: 'Elsewhere', amount: 10_000_000 },
  ],
  new_backers: MONTHS.map((month, i) => ({ month, backers: i + 2 })),
};

export const BACKER_STATS: BackerStats = {
  role: 'backer',
  as_of: AS_OF,
  months: [
    ...Array.from({ length: 12 }, (_, i) => ({
      month: `2025-${String(i + 1).padStart(2, '0')}`,
      invested: i >= 9 ? 500_000 : 0,
      value: i >= 9 ? 500_000 : 0,
      received_gross: i === 11 ? 4_000 : 0,
      received_net: i === 11 ? 3_600 : 0,
    })),
    { month: '2026-01', invested: 500_000, value: 510_000, received_gross: 0, received_net: 0 },
    { month: '2026-02', invested: 1_700_000, value: 1_710_000, received_gross: 0, received_net: 0 },
    { month: '2026-03', invested: 1_700_000, value: 1_740_000, received_gross: 12_000, received_net: 10_800 },
  ],
  holdings: [
    {
      deal_id: 'd1',
      name: 'Harborview Residences',
      asset_class: 'Residential',
      amount: 1_200_000,
      projected_roi_bps: 1800,
      holding_period_months: 36,
      return_bps: 340,
    },
    {
      deal_id: 'd2',
      name: 'Gateway Logistics Park',
      asset_class: 'Industrial',
      amount: 500_000,
      projected_roi_bps: 1500,
      holding_period_months: 24,
      return_bps: 0,
    },
  ],
};

export const NEW_BACKER_STATS: BackerStats = {
  ...BACKER_STATS,
  months: BACKER_STATS.months.map((row) => ({ ...row, invested: 0, value: 0, received_gross: 0, received_net: 0 })),
  holdings: [],
};

export const PROPOSER_STATS: ProposerStats = {
  role: 'proposer',
  as_of: AS_OF,
  deals: [
    { deal_id: 'd3', name: 'Pinecrest Industrial Hub', lifecycle: 'draft', raised: 0, target: 60_000_000, backers: 0 },
    { deal_id: 'd2', name: 'Lakeside Mixed-Use Plaza', lifecycle: 'live', raised: 72_000_000, target: 80_000_000, backers: 9 },
    { deal_id: 'd1', name: 'Harborview Residences', lifecycle: 'funded', raised: 95_000_000, target: 95_000_000, backers: 14 },
  ],
  commitments: MONTHS.map((month, i) => ({ month, commitments: [5, 0, 7][i]! })),
  ticket_sizes: [
    { size: '1x', commitments: 12 },
    { size: '1.5x', commitments: 4 },
    { size: '2x', commitments: 6 },
    { size: '5x', commitments: 1 },
    { size: '10x', commitments: 0 },
  ],
  raised: MONTHS.map((month, i) => ({ month, amount: [15_000_000, 80_000_000, -2_000_000][i]! })),
  payouts: MONTHS.map((month, i) => ({ month, amount: i === 1 ? 93_575_000 : 0 })),
  management_fees: MONTHS.map((month, i) => ({ month, amount: i === 2 ? 250_000 : 0 })),
};
