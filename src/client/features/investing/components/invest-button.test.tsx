import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Commitment, Deal } from '../../../../shared/contracts/deals.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { deferred, errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { InvestButton } from './invest-button.tsx';

const FUTURE = new Date(Date.now() + 20 * 86_400_000).toISOString();
const DEAL = testDeal({ deadline: FUTURE, maximum_per_backer: 1_50_000_00, my_commitments: [] });
const COMMITMENT: Commitment = {
  id: 'c-1',
  deal_id: DEAL.id,
  amount: 25_000_50,
  currency: 'INR',
  status: 'committed',
  created_at: new Date().toISOString(),
  extension_consent: null,
  cancellable_until: FUTURE,
};

function renderButton(deal: Deal = DEAL, open = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InvestButton dealId={deal.id} dealName={deal.name} open={open} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The wallet's answer, or a failure (the dialog then leaves the balance check to the server). */
const wallet = (available: number | null) => () =>
  available === null
    ? errorResponse(503, 'The wallet is not available right now.', 'unavailable')
    : jsonResponse(200, { balances: [{ currency: 'INR', available, held: 0 }] });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invest' }));
  // The dialog's code loads on first use: the first test to open it waits for the import.
  return screen.findByRole('dialog', { name: 'Invest in Sea Breeze Villa' }, { timeout: 5_000 });
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('InvestButton and the invest dialog', { timeout: 20_000 }, () => {
  it('shows nothing to a proposer or an admin, or on a closed deal', () => {
    signInAs('proposer');
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <InvestButton dealId="deal-1" dealName="Sea Breeze Villa" open />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
    unmount();
    signInAs('backer');
    renderButton(DEAL, false);
    expect(screen.queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
  });

  it('opens a dialog named after the deal with the limits and the available balance, focus on Amount', async () => {
    signInAs('backer');
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, DEAL), 'GET /api/wallet': wallet(1_20_000_00) });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    const amount = await within(dialog).findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveFocus());
    await within(dialog).findByText('₹1,20,000');
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Minimum investment': '₹10,000',
      'Left to raise': '₹60,00,000',
      'Maximum per backer': '₹1,50,000',
      'Available in your wallet': '₹1,20,000',
    });
    expect(within(dialog).getByRole('button', { name: 'Confirm investment' })).toBeInTheDocument();
  });

  it('checks the amount on the client as the server does, with the field’s error text, before sending anything', async () => {
    signInAs('backer');
    const calls = stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, DEAL), 'GET /api/wallet': wallet(1_20_000_00) });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    await within(dialog).findByText('₹1,20,000');
    const amount = within(dialog).getByLabelText('Amount');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm investment' });

    for (const [typed, error] of [
      ['', 'Enter an amount.'],
      ['9,999', 'The minimum investment in this deal is ₹10,000.'],
      ['1,50,001', 'Each backer may invest at most ₹1,50,000 in this deal; you can add ₹1,50,000 more.'],
      ['1,30,000', 'Your wallet has ₹1,20,000 available. Add funds first, or invest less.'],
      ['12.345', 'Use at most 2 decimal places (paise).'],
    ]) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(confirm);
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(error!));
      expect(amount).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends exact minor units with an Idempotency-Key, says "Investing…", then closes, announces and returns focus to Invest', async () => {
    signInAs('backer');
    const answer = deferred<Response>();
    const calls = stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, DEAL),
      'GET /api/wallet': wallet(null),
      'POST /api/deals/deal-1/commitments': () => answer.promise,
    });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    // Without the wallet's answer, no balance is shown and the server decides.
    await waitFor(() => expect(calls.some((call) => call.url === '/api/wallet')).toBe(true));
    expect(within(dialog).queryByText('Available in your wallet')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '25,000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    expect(await within(dialog).findByRole('button', { name: 'Investing…' })).toHaveAttribute('aria-disabled', 'true');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ amount: 25_000_50 });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    answer.resolve(jsonResponse(201, COMMITMENT));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('You invested ₹25,000.50 in Sea Breeze Villa.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invest' })).toHaveFocus());
  });

  it('shows the server’s sentence when it refuses, and reuses the key when the same amount is sent again', async () => {
    signInAs('backer');
    let posts = 0;
    const calls = stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, DEAL),
      'GET /api/wallet': wallet(null),
      'POST /api/deals/deal-1/commitments': () => {
        posts += 1;
        return posts < 3
          ? errorResponse(409, 'Your wallet does not have enough available money for this investment. Add funds first.', 'insufficient_funds')
          : jsonResponse(201, COMMITMENT);
      },
    });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText('Amount');
    await user.type(amount, '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your wallet does not have enough available money for this investment. Add funds first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(posts).toBe(2));
    // A new amount is a new submission: the refusal goes and a new key is made.
    await user.clear(amount);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(amount, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('leads to KYC when the server says it is needed', async () => {
    signInAs('backer');
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, DEAL),
      'GET /api/wallet': wallet(null),
      'POST /api/deals/deal-1/commitments': () => errorResponse(403, 'Complete your KYC verification before investing.', 'kyc_required'),
    });
    const user = userEvent.setup();
    renderButton();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Amount'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Complete your KYC verification before investing.');
    expect(within(alert).getByRole('link', { name: 'Complete KYC' })).toHaveAttribute('href', '/backer_dashboard/kyc');
  });

  it('counts the backer’s own commitments against the per-backer maximum and says what is left', async () => {
    signInAs('backer');
    const mine = testDeal({ deadline: FUTURE, maximum_per_backer: 1_50_000_00, my_commitments: [{ ...COMMITMENT, amount: 1_00_000_00 }] });
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, mine), 'GET /api/wallet': wallet(null) });
    const user = userEvent.setup();
    renderButton(mine);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('₹1,50,000 (you can add ₹50,000)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '60,000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
      expect.stringContaining('Each backer may invest at most ₹1,50,000 in this deal; you can add ₹50,000 more.'),
    );
  });

  it('closes on Cancel and Escape without sending anything, focus back on Invest', async () => {
    signInAs('backer');
    const calls = stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, DEAL), 'GET /api/wallet': wallet(null) });
    const user = userEvent.setup();
    renderButton();
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invest' })).toHaveFocus());
    dialog = await openDialog(user);
    await within(dialog).findByLabelText('Amount');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invest' })).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
