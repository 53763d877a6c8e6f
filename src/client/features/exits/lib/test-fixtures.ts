import type { ExitProposal, ExitWindow, ExitWindowDetail, Order } from '../../../../shared/contracts/exits.ts';

/* What the exits API answers in the component tests: a rupee deal, `deal-9`. */

export const OPEN_WINDOW: ExitWindow = {
  id: 'win-3',
  deal_id: 'deal-9',
  opens_at: '2027-07-01T04:30:00Z',
  closes_at: '2027-07-08T04:30:00Z',
  status: 'open',
  reference_price_bps: 10_450,
  band_bps: 1_000,
  clearing_price_bps: null,
  volume: 0,
  orders: 2,
  currency: 'INR',
};

export const SETTLED_WINDOWS: ExitWindow[] = [
  {
    ...OPEN_WINDOW,
    id: 'win-2',
    opens_at: '2027-04-01T04:30:00Z',
    closes_at: '2027-04-08T04:30:00Z',
    status: 'settled',
    reference_price_bps: 10_200,
    clearing_price_bps: 10_300,
    volume: 5_00_000_00,
    orders: 7,
  },
  {
    ...OPEN_WINDOW,
    id: 'win-1',
    opens_at: '2027-01-01T04:30:00Z',
    closes_at: '2027-01-08T04:30:00Z',
    status: 'settled',
    reference_price_bps: 10_000,
    clearing_price_bps: null,
    volume: 0,
    orders: 1,
  },
];

export const OPEN_BOOK: ExitWindowDetail = {
  ...OPEN_WINDOW,
  book: [
    { id: 'o-1', side: 'sell', face_value: 2_00_000_00, limit_price_bps: 10_100, status: 'open', filled_face_value: 0, mine: false },
    { id: 'o-2', side: 'buy', face_value: 1_00_000_00, limit_price_bps: 10_500, status: 'open', filled_face_value: 0, mine: true },
  ],
};

export const proposal = (overrides: Partial<ExitProposal> = {}): ExitProposal => ({
  id: 'prop-1',
  deal_id: 'deal-9',
  currency: 'INR',
  sale_price: 6_00_00_000_00,
  costs: 20_00_000_00,
  net_proceeds: 5_80_00_000_00,
  expected_on: '2027-12-31',
  note: 'A family office offers cash.',
  offer_url: '/api/exit-proposals/prop-1/offer',
  status: 'open',
  opens_at: '2027-08-01T04:30:00Z',
  closes_at: '2027-08-15T04:30:00Z',
  decided_at: null,
  tally: { yes: 20_00_000_00, no: 5_00_000_00, total: 50_00_000_00, yes_bps: 4_000, no_bps: 1_000 },
  my_vote: null,
  my_weight: null,
  proceeds: null,
  distribution_id: null,
  completed_at: null,
  ...overrides,
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'ord-1',
  window_id: 'win-3',
  deal_id: 'deal-9',
  side: 'buy',
  face_value: 1_00_000_00,
  limit_price_bps: 10_500,
  status: 'open',
  filled_face_value: 0,
  price_bps: null,
  currency: 'INR',
  placed_at: '2027-07-02T04:30:00Z',
  ...overrides,
});
