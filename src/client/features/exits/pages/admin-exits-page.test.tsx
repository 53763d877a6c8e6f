import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExitProposal, ExitWindow } from '../../../../shared/contracts/exits.ts';
import { queryOf, stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { pageOf, renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { OPEN_BOOK, OPEN_WINDOW, proposal, SETTLED_WINDOWS } from '../lib/test-fixtures.ts';
import { AdminExitsPage } from './admin-exits-page.tsx';

const HOLD = testDeal({ id: 'deal-9', name: 'Sea Breeze Villa', lifecycle: 'funded', status: 'completed', campaign_type: 'buy_n_hold', currency: 'INR' });

function stubAdmin({
  windows = SETTLED_WINDOWS,
  proposals = [],
  more = {},
}: { windows?: ExitWindow[]; proposals?: ExitProposal[]; more?: Record<string, (call: StubbedCall) => Response> } = {}) {
  const state = { windows, proposals };
  const calls = stubApiRoutes({
    'GET /api/deals': () => pageOf([HOLD]),
    'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: state.windows, next_opens_at: '2027-10-01T04:30:00Z' }),
    'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items: state.proposals }),
    'GET /api/exit-windows/win-2': () => jsonResponse(200, { ...SETTLED_WINDOWS[0], book: OPEN_BOOK.book.map((order) => ({ ...order, mine: false })) }),
    ...more,
  });
  return { state, calls };
}

function renderPage() {
  signInAs('admin');
  renderRoutes([{ path: '/admin_dashboard/exits', element: <AdminExitsPage /> }], '/admin_dashboard/exits');
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe("the admin's Exits", { timeout: 20_000 }, () => {
  it('lists the funded deals with their windows; a book shows on demand; Open exit window asks first, then opens one', async () => {
    const user = userEvent.setup();
    const { state, calls } = stubAdmin({
      more: {
        'POST /api/admin/deals/deal-9/exit-windows': () => {
          state.windows = [OPEN_WINDOW, ...SETTLED_WINDOWS];
          return jsonResponse(201, OPEN_WINDOW);
        },
      },
    });
    renderPage();
    const deal = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    expect(await within(deal).findByTestId('window-state')).toHaveTextContent('The next window opens on Oct 1, 2027.');
    const rows = within(deal).getAllByTestId('exit-window');
    expect(rows[0]).toHaveTextContent('Cleared at 103.00 per 100: ₹5,00,000.00 of face value traded; 7 orders.');
    expect(rows[1]).toHaveTextContent('Nothing traded; 1 order.');
    const show = within(rows[0]!).getByRole('button', { name: 'Show book' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(await within(rows[0]!).findByTestId('order-book')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Hide book' })).toHaveAttribute('aria-expanded', 'true');
    expect(queryOf(calls.find((call) => call.url.startsWith('/api/deals?'))!.url)).toMatchObject({ status: 'completed' });

    await user.click(within(deal).getByRole('button', { name: 'Open exit window: Sea Breeze Villa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open an exit window for Sea Breeze Villa?' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Open exit window' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(deal).getByRole('status')).toHaveTextContent('An exit window for Sea Breeze Villa is open until');
    await waitFor(() => expect(within(deal).getByTestId('window-state')).toHaveTextContent('A window is open until'));
    expect(within(deal).queryByRole('button', { name: /^Open exit window/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/admin/deals/deal-9/exit-windows']);
  });

  it("shows the server's refusal to open a window in the dialog", async () => {
    const user = userEvent.setup();
    stubAdmin({
      more: {
        'POST /api/admin/deals/deal-9/exit-windows': () => errorResponse(409, 'A vote on selling this deal is open: no window opens meanwhile.', 'vote_open'),
      },
    });
    renderPage();
    const deal = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    await user.click(await within(deal).findByRole('button', { name: 'Open exit window: Sea Breeze Villa' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Open exit window' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A vote on selling this deal is open: no window opens meanwhile.');
  });

  it('offers no Open exit window while the holders vote on a sale, and says why', async () => {
    stubAdmin({ proposals: [proposal({ status: 'open' })] });
    renderPage();
    const deal = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    expect(await within(deal).findByText('No window opens while the holders vote on a sale.')).toBeInTheDocument();
    expect(within(deal).queryByRole('button', { name: 'Open exit window: Sea Breeze Villa' })).not.toBeInTheDocument();
  });

  it('confirms the proceeds of a sale the holders approved, checked before sending', async () => {
    const user = userEvent.setup();
    const { state, calls } = stubAdmin({
      proposals: [proposal({ status: 'passed' })],
      more: {
        'POST /api/admin/exit-proposals/prop-1/complete': () => {
          state.proposals = [proposal({ status: 'completed', proceeds: 5_90_00_000_00 })];
          return jsonResponse(201, {
            distribution_id: 'dist-9',
            proceeds: 5_90_00_000_00,
            return_of_capital: 5_00_00_000_00,
            capital_gain: 90_00_000_00,
            currency: 'INR',
          });
        },
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Confirm proceeds: Sea Breeze Villa' });
    await user.click(within(form).getByRole('button', { name: 'Confirm proceeds' }));
    expect(within(form).getByLabelText('Proceeds received')).toHaveAccessibleDescription(/Enter an amount\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(form).getByLabelText('Proceeds received'), '5,90,00,000');
    await user.click(within(form).getByRole('button', { name: 'Confirm proceeds' }));
    expect(await screen.findByText(/The sale of Sea Breeze Villa is complete: ₹5,90,00,000.00 is distributed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Confirm proceeds: Sea Breeze Villa' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/admin/exit-proposals/prop-1/complete', body: { proceeds: 5_90_00_000_00 } },
    ]);
  });
});
