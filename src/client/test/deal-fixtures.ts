import type { Deal } from '../../shared/contracts/deals.ts';

/** A live INR deal for component and unit tests; `overrides` change any field. */
export function testDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'deal-1',
    property_id: 'sea-breeze-villa-goa',
    proposer_id: 'proposer-1',
    name: 'Sea Breeze Villa',
    location: 'Candolim, Goa',
    type: 'Residential',
    campaign_type: 'buy_n_hold',
    currency: 'INR',
    target: 1_00_00_000_00,
    raised: 40_00_000_00,
    backers: 12,
    minimum_ticket: 10_000_00,
    maximum_per_backer: null,
    roi: '15.2%',
    projected_roi_bps: 1520,
    holding_period_months: 24,
    lifecycle: 'live',
    status: 'pending',
    listed_at: '2026-02-01T10:00:00Z',
    deadline: '2026-03-31T10:00:00Z',
    original_deadline: '2026-03-31T10:00:00Z',
    extended: false,
    photos: [],
    reviews: [],
    my_commitments: [],
    ...overrides,
  };
}
