import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { OPEN_WINDOW, order, SETTLED_WINDOWS } from '../lib/test-fixtures.ts';
import { OpenOrders } from './open-orders.tsx';
import { SellOrder } from './sell-order.tsx';

const renderParts = () =>
  renderRoutes(
    [
      {
        path: '/backer_dashboard/portfolio',
        element: (
          <>
            <SellOrder dealId="deal-9" dealName="Sea Breeze Villa" faceValue={2_00_000_00} />
            <OpenOrders />
          </>
        ),
      },
    ],
    '/backer_dashboard/portfolio',
  );

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const OPEN_BUY = { ...order(), deal_title: 'Sea Breeze Villa', window_closes_at: OPEN_WINDOW.closes_at };
const FILLED_SELL = {
  ...order({ id: 'ord-0', side: 'sell', status: 'partly_filled', filled_face_value: 50_000_00, price_bps: 10_300, limit_price_bps: 10_100 }),
  deal_title: 'Sea Breeze Villa',
  window_closes_at: SETTLED_WINDOWS[0]!.closes_at,
};

describe('Sell and the exit orders on the Portfolio', { timeout: 20_000 }, () => {
  it('offers Sell only while a window is open, in a dialog that checks the face value held and closes with Escape', async () => {
    const user = userEvent.setup();
    const calls = stubApiRoutes({
      'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: [OPEN_WINDOW], next_opens_at: null }),
      'GET /api/portfolio/orders': () => jsonResponse(200, { items: [] }),
      'POST /api/exit-windows/win-3/orders': () => jsonResponse(201, order({ side: 'sell', face_value: 1_50_000_00 })),
    });
    signInAs('backer');
    renderParts();
    const sell = await screen.findByRole('button', { name: 'Sell: Sea Breeze Villa' });
    await user.click(sell);
    let dialog = await screen.findByRole('dialog', { name: 'Sell in Sea Breeze Villa' });
    // Focus starts on the first field.
    expect(within(dialog).getByLabelText('Face value')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sell).toHaveFocus();

    await user.click(sell);
    dialog = await screen.findByRole('dialog', { name: 'Sell in Sea Breeze Villa' });
    const checked = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Face value'), '3,00,000');
    await user.click(within(dialog).getByRole('button', { name: 'Place sell order' }));
    expect(within(dialog).getByLabelText('Face value')).toHaveAccessibleDescription(
      'At least ₹1,000.00, at most the ₹2,00,000.00 you hold. You hold ₹2,00,000.00 of face value: you can sell at most that.',
    );
    await user.clear(within(dialog).getByLabelText('Face value'));
    await user.type(within(dialog).getByLabelText('Face value'), '1,50,000');
    const price = within(dialog).getByLabelText('Lowest price per 100');
    await user.clear(price);
    await user.type(price, '99.5');
    await user.click(within(dialog).getByRole('button', { name: 'Place sell order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Your sell order for ₹1,50,000.00 of face value is placed');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { side: 'sell', face_value: 1_50_000_00, limit_price_bps: 9_950 },
    ]);
  });

  it('shows no Sell without an open window', async () => {
    stubApiRoutes({
      'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: SETTLED_WINDOWS, next_opens_at: '2027-10-01T04:30:00Z' }),
      'GET /api/portfolio/orders': () => jsonResponse(200, { items: [] }),
    });
    signInAs('backer');
    renderParts();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Exit orders' })).not.toBeInTheDocument());
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: /^Sell/ })).not.toBeInTheDocument();
  });

  it('lists the open and past orders, and cancels an open one after confirming', async () => {
    const user = userEvent.setup();
    let orders = [OPEN_BUY, FILLED_SELL];
    const calls = stubApiRoutes({
      'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: [], next_opens_at: null }),
      'GET /api/portfolio/orders': () => jsonResponse(200, { items: orders }),
      'DELETE /api/orders/ord-1': () => {
        orders = [{ ...OPEN_BUY, status: 'cancelled' }, FILLED_SELL];
        return jsonResponse(200, order({ status: 'cancelled' }));
      },
    });
    signInAs('backer');
    renderParts();
    const open = await screen.findByTestId('open-orders');
    expect(open).toHaveTextContent('Buy ₹1,00,000.00 of face value in Sea Breeze Villa at 105.00 per 100');
    expect(screen.getByTestId('past-orders')).toHaveTextContent('₹50,000.00 filled at 103.00 per 100.');
    expect(screen.getByTestId('past-orders')).toHaveTextContent('Partly filled');
    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Your order is cancelled; the money it held is back in your wallet.')).toBeInTheDocument();
    expect(await screen.findByText('No open order.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/orders/ord-1']);
  });

  it("shows the server's sentence when a cancel is refused", async () => {
    const user = userEvent.setup();
    stubApiRoutes({
      'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: [], next_opens_at: null }),
      'GET /api/portfolio/orders': () => jsonResponse(200, { items: [OPEN_BUY] }),
      'DELETE /api/orders/ord-1': () => errorResponse(409, 'The window has closed: orders can no longer be cancelled.', 'window_not_open'),
    });
    signInAs('backer');
    renderParts();
    await user.click(within(await screen.findByTestId('open-orders')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The window has closed: orders can no longer be cancelled.');
  });
});
