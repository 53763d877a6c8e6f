import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Returns } from '../../../../shared/contracts/holdings.ts';
import type { Holding } from '../../../../shared/contracts/investing.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { PortfolioRoute } from './portfolio.tsx';

const holding = (overrides: Partial<Holding>): Holding => ({
  deal_id: 'deal-1',
  property_id: 'palm-grove',
  name: 'Palm Grove',
  location: 'Candolim, Goa',
  amount: 1_00_000_00,
  currency: 'INR',
  status: 'funded',
  deal_lifecycle: 'funded',
  deadline: '2026-01-15T10:00:00Z',
  projected_roi_bps: 1520,
  projected_return: 3_800_00,
  received_return: 0,
  ...overrides,
});

const returnsOf = (overrides: Partial<Returns>): Returns => ({
  deal_id: 'deal-1',
  deal_name: 'Palm Grove',
  currency: 'INR',
  invested: 1_00_000_00,
  face_value: 1_00_000_00,
  value: 1_07_600_00,
  received_gross: 0,
  received_tds: 0,
  received_net: 0,
  equity_multiple_bps: 10_760,
  xirr_bps: 1234,
  xirr_net_bps: 1168,
  realised: false,
  ...overrides,
});

const WINDOW = {
  id: 'win-1',
  deal_id: 'deal-1',
  opens_at: '2026-07-01T04:30:00Z',
  closes_at: '2099-07-08T04:30:00Z',
  status: 'open',
  reference_price_bps: 10_000,
  band_bps: 1_000,
  clearing_price_bps: null,
  volume: 0,
  orders: 0,
  currency: 'INR',
};

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the Portfolio with exits', { timeout: 20_000 }, () => {
  it('offers Sell on a funded holding in an open window, marks an exited one Realised, and lists the exit orders', async () => {
    const exited = holding({ deal_id: 'deal-2', property_id: 'lotus-court', name: 'Lotus Court', deal_lifecycle: 'exited' });
    stubApiRoutes({
      'GET /api/portfolio': () =>
        jsonResponse(200, { holdings: [holding({}), exited], totals: [{ currency: 'INR', committed: 0, funded: 2_00_000_00, refunded: 0 }] }),
      'GET /api/portfolio/returns': () =>
        jsonResponse(200, {
          holdings: [returnsOf({}), returnsOf({ deal_id: 'deal-2', deal_name: 'Lotus Court', face_value: 0, realised: true })],
          totals: [],
        }),
      'GET /api/deals/deal-1/exit-windows': () => jsonResponse(200, { items: [WINDOW], next_opens_at: null }),
      'GET /api/portfolio/orders': () =>
        jsonResponse(200, {
          items: [
            {
              id: 'ord-1',
              window_id: 'win-1',
              deal_id: 'deal-1',
              side: 'buy',
              face_value: 10_000_00,
              limit_price_bps: 10_100,
              status: 'open',
              filled_face_value: 0,
              price_bps: null,
              currency: 'INR',
              placed_at: '2026-07-02T04:30:00Z',
              deal_title: 'Palm Grove',
              window_closes_at: WINDOW.closes_at,
            },
          ],
        }),
    });
    signInAs('backer');
    renderRoutes([{ path: '/backer_dashboard/portfolio', element: <PortfolioRoute /> }], '/backer_dashboard/portfolio');
    const palm = await screen.findByRole('article', { name: 'Palm Grove' });
    expect(await within(palm).findByRole('button', { name: 'Sell: Palm Grove' })).toBeInTheDocument();
    expect(within(palm).queryByText('Realised')).not.toBeInTheDocument();
    const lotus = screen.getByRole('article', { name: 'Lotus Court' });
    expect(await within(lotus).findByText('Realised')).toBeInTheDocument();
    expect(within(lotus).queryByRole('button', { name: /^Sell/ })).not.toBeInTheDocument();
    expect(await screen.findByTestId('open-orders')).toHaveTextContent('Buy ₹10,000.00 of face value in Palm Grove at 101.00 per 100');
  });
});
