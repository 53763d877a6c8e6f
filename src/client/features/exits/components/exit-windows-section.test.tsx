import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExitProposal, ExitWindow } from '../../../../shared/contracts/exits.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { OPEN_BOOK, OPEN_WINDOW, order, proposal, SETTLED_WINDOWS } from '../lib/test-fixtures.ts';
import ExitWindowsSection from './exit-windows-section.tsx';

// No canvas in jsdom: the chart card's canvas as an image named by the chart.
vi.mock('react-chartjs-2', () => ({
  Chart: (props: { role?: string; 'aria-label'?: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

function stubExits({
  items = [OPEN_WINDOW, ...SETTLED_WINDOWS],
  nextOpensAt = null,
  proposals = [],
  more = {},
}: { items?: ExitWindow[]; nextOpensAt?: string | null; proposals?: ExitProposal[]; more?: Record<string, (call: StubbedCall) => Response> } = {}) {
  return stubApiRoutes({
    'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items, next_opens_at: nextOpensAt }),
    'GET /api/exit-windows/win-3': () => jsonResponse(200, OPEN_BOOK),
    'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items: proposals }),
    ...more,
  });
}

/** axe's WCAG A and AA rules (but contrast, which jsdom cannot compute). */
async function violationsIn(element: HTMLElement) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => violation.id);
}

const renderSection = () => renderRoutes([{ path: '/properties/:id', element: <ExitWindowsSection dealId="deal-9" /> }], '/properties/p-9');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await activateLanguage('en');
});

describe('the exit windows section', { timeout: 20_000 }, () => {
  it('shows the open window with its band and anonymised book, and the past results as a table and a chart', async () => {
    const calls = stubExits();
    renderSection();
    const section = await screen.findByRole('region', { name: 'Exit windows' });
    const open = await within(section).findByTestId('open-window');
    expect(open).toHaveTextContent('Reference price 104.50 per 100 of face value (the latest valuation); orders from 94.05 to 114.95.');
    const book = await within(open).findByRole('table', { name: /The orders in this window/ });
    expect(rowsOf(book)).toEqual([
      ['Side', 'Face value', 'Price per 100', 'Filled', 'Status'],
      ['Buy(yours)', '₹1,00,000.00', '105.00', '₹0.00', 'Open'],
      ['Sell', '₹2,00,000.00', '101.00', '₹0.00', 'Open'],
    ]);
    // A visitor sees no Buy form.
    expect(within(open).queryByRole('form', { name: 'Buy order' })).not.toBeInTheDocument();
    expect(rowsOf(within(section).getByTestId('exit-results'))).toEqual([
      ['Closed on', 'Clearing price per 100', 'Face value traded', 'Orders'],
      ['Apr 8, 2027', '103.00', '₹5,00,000.00', '7'],
      ['Jan 8, 2027', 'No trade', '₹0.00', '1'],
    ]);
    expect(await screen.findByRole('img', { name: 'Exit window results' })).toBeInTheDocument();
    expect(await violationsIn(section.parentElement!.parentElement!)).toEqual([]);
    const votes = screen.getByRole('region', { name: 'Sale of the property' });
    expect(await within(votes).findByText('No sale proposed.')).toBeInTheDocument();
    // The list is public: asked without the token.
    expect(calls.find((call) => call.url === '/api/deals/deal-9/exit-windows')?.headers.authorization).toBeUndefined();
  });

  it('says when the next window opens, and when there has been none', async () => {
    stubExits({ items: [], nextOpensAt: '2027-10-01T04:30:00Z' });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Exit windows' });
    expect(await within(section).findByTestId('next-window')).toHaveTextContent('The next window opens on Oct 1, 2027.');
    expect(within(section).getByText('No exit window yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Exit window results' })).not.toBeInTheDocument();
  });

  it("refuses a buy below the minimum with the contract's sentence before sending, shows what is held, and the server's sentence for a 409", async () => {
    const user = userEvent.setup();
    const calls = stubExits({
      more: {
        'POST /api/exit-windows/win-3/orders': () =>
          errorResponse(409, 'Your wallet holds ₹50,000.00 available: not enough for this order.', 'insufficient_funds'),
      },
    });
    signInAs('backer');
    renderSection();
    const form = await screen.findByRole('form', { name: 'Buy order' });
    await user.type(within(form).getByLabelText('Face value'), '500');
    await user.click(within(form).getByRole('button', { name: 'Place buy order' }));
    expect(within(form).getByLabelText('Face value')).toHaveAccessibleDescription('At least ₹1,000.00. An order is at least ₹1,000.00 of face value.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const face = within(form).getByLabelText('Face value');
    await user.clear(face);
    await user.type(face, '1,00,000');
    const price = within(form).getByLabelText('Highest price per 100');
    expect(price).toHaveValue('104.50');
    expect(price).toHaveAccessibleDescription('Within 94.05 to 114.95 per 100 of face value.');
    await user.clear(price);
    await user.type(price, '120');
    await user.click(within(form).getByRole('button', { name: 'Place buy order' }));
    expect(price).toHaveAccessibleDescription(
      'Within 94.05 to 114.95 per 100 of face value. The price must be within this window’s band: 94.05 to 114.95 per 100 of face value.',
    );
    await user.clear(price);
    await user.type(price, '105');
    expect(within(form).getByTestId('order-hold')).toHaveTextContent('₹1,05,000.00 is held in your wallet until the window closes');
    await user.click(within(form).getByRole('button', { name: 'Place buy order' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your wallet holds ₹50,000.00 available: not enough for this order.');
    expect(await violationsIn(form)).toEqual([]);
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/exit-windows/win-3/orders', body: { side: 'buy', face_value: 1_00_000_00, limit_price_bps: 10_500 } },
    ]);
  });

  it('places a buy order and says so', async () => {
    const user = userEvent.setup();
    stubExits({ more: { 'POST /api/exit-windows/win-3/orders': () => jsonResponse(201, order()) } });
    signInAs('backer');
    renderSection();
    const form = await screen.findByRole('form', { name: 'Buy order' });
    await user.type(within(form).getByLabelText('Face value'), '100000');
    await user.click(within(form).getByRole('button', { name: 'Place buy order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your buy order for ₹1,00,000.00 of face value is placed; it trades when the window closes.');
  });

  it('shows each sale with its tally, and lets a holder vote and change the vote', async () => {
    const user = userEvent.setup();
    let current = proposal({ my_weight: 10_00_000_00 });
    const calls = stubExits({
      proposals: [],
      more: {
        'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items: [current] }),
        'POST /api/exit-proposals/prop-1/votes': (call) => {
          const vote = (call.body as { vote: 'yes' | 'no' }).vote;
          current = proposal({ my_weight: 10_00_000_00, my_vote: vote, tally: { ...current.tally, yes: 30_00_000_00, yes_bps: 6_000 } });
          return jsonResponse(200, current);
        },
      },
    });
    signInAs('backer');
    renderSection();
    const sale = await screen.findByRole('article', { name: 'Sale at ₹6,00,00,000.00' });
    expect(await violationsIn(sale.closest('section')!.parentElement!)).toEqual([]);
    expect(within(sale).getByTestId('tally')).toHaveTextContent('Yes 40.0% of the face value (₹20,00,000.00)No 10.0% of the face value (₹5,00,000.00)');
    expect(within(sale).getByRole('link', { name: 'The buyer’s offer (PDF)' })).toHaveAttribute('href', '/api/exit-proposals/prop-1/offer');
    const yes = within(sale).getByRole('button', { name: 'Vote yes' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await user.click(yes);
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Sale at ₹6,00,00,000.00' })).getByRole('button', { name: 'Vote yes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(screen.getByRole('article', { name: 'Sale at ₹6,00,00,000.00' })).getByRole('button', { name: 'Vote no' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Sale at ₹6,00,00,000.00' })).getByRole('button', { name: 'Vote no' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ vote: 'yes' }, { vote: 'no' }]);
  });

  it('offers no vote to someone without a weight, nor on a decided sale', async () => {
    stubExits({ proposals: [proposal({ id: 'prop-2', status: 'passed', my_weight: 10_00_000_00 }), proposal()] });
    signInAs('backer');
    renderSection();
    const votes = await screen.findByRole('region', { name: 'Sale of the property' });
    await within(votes).findAllByTestId('sale-proposal');
    expect(within(votes).queryByRole('button', { name: 'Vote yes' })).not.toBeInTheDocument();
    expect(within(votes).getByText('Passed')).toBeInTheDocument();
  });
});
