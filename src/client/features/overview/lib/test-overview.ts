import type { Overview } from '../../../../shared/contracts/overview.ts';

/** What the API answers on a fresh demo database (the seeded history, src/server/db/seed/history.ts). */
export const SEEDED_OVERVIEW: Overview = {
  as_of: '2026-11-24T13:00:00.000Z',
  currency: 'USD',
  total_properties: { value: 32, last_month: 28, trend: 14.3 },
  total_investments: { value: 850_000_000, last_month: 785_500_000, trend: 8.2 },
  active_backers: { value: 245, last_month: 234, trend: 4.7 },
  average_roi: { value: 15.2, last_month: 14.88, trend: 2.1 },
  fundraising: { raised: 850_000_000, target: 1_000_000_000, due_on: '2027-06-30' },
  monthly_revenue: {
    year: 2026,
    months: [
      { month: '2026-01', amount: 0 },
      { month: '2026-02', amount: 2_775_000 },
      { month: '2026-03', amount: 0 },
    ],
  },
  property_types: [
    { asset_class: 'Residential', deals: 9 },
    { asset_class: 'Commercial', deals: 5 },
    { asset_class: 'Industrial', deals: 3 },
    { asset_class: 'Mixed-Use', deals: 3 },
  ],
  recent_investments: [
    {
      id: 'c3',
      deal_id: 'd1',
      deal_name: 'Harborview Residences',
      investor: 'Emma Thompson',
      amount: 2_500_000,
      currency: 'USD',
      status: 'committed',
      created_at: '2026-11-24T02:19:06.017Z',
    },
    {
      id: 'c2',
      deal_id: 'd2',
      deal_name: 'Lakeside Mixed-Use Plaza',
      investor: 'Priya Patel',
      amount: 1_500_000,
      currency: 'USD',
      status: 'cancelled',
      created_at: '2026-11-23T12:52:42.017Z',
    },
    {
      id: 'c1',
      deal_id: 'd3',
      deal_name: 'Besant Nagar Beach House',
      investor: 'Kavya Reddy',
      amount: 12_500_000,
      currency: 'INR',
      status: 'funded',
      created_at: '2026-11-10T08:00:00.000Z',
    },
  ],
};
