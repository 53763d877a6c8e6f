import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit, WalletEntry, Withdrawal } from '../../../../shared/contracts/wallet.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { WalletPage } from './wallet-page.tsx';

const PATH = '/backer_dashboard/wallet';

const INSTRUCTIONS = {
  account_name: 'Sharestead Escrow Account',
  bank: 'Example Bank, Fort Branch, Mumbai',
  account_number: '50200012345678',
  ifsc: 'EXMP0000001',
  swift: null,
  reference: 'SHR-7K3M9Q2D',
  text: 'Transfer ₹25,000.50 to Sharestead Escrow Account, account 50200012345678 at Example Bank, Fort Branch, Mumbai (IFSC EXMP0000001), and write the reference SHR-7K3M9Q2D in the transfer’s remarks, so we can match the money to your wallet.',
};
const DEPOSIT: Deposit = {
  id: 'a0000000-0000-4000-8000-000000000001',
  amount: 2_500_050,
  currency: 'INR',
  status: 'awaiting_funds',
  reference: 'SHR-7K3M9Q2D',
  instructions: INSTRUCTIONS,
  created_at: '2026-03-01T10:00:00.000Z',
  confirmed_at: null,
};
const WITHDRAWAL: Withdrawal = {
  id: 'b0000000-0000-4000-8000-000000000001',
  amount: 500_000,
  currency: 'INR',
  status: 'requested',
  reference: 'SHW-4F2KQ8ZX',
  created_at: '2026-03-02T10:00:00.000Z',
  paid_at: null,
};
const ENTRIES: WalletEntry[] = [
  {
    id: 'e3',
    created_at: '2026-03-02T11:00:00.000Z',
    kind: 'commitment',
    description: 'Commitment to Sea Breeze Villa',
    direction: 'out',
    amount: 3_000_000,
    currency: 'INR',
    status: 'voided',
    resolved_at: '2026-03-04T09:30:00.000Z',
    release_reason: 'refunded',
  },
  {
    id: 'e2',
    created_at: '2026-03-02T10:00:00.000Z',
    kind: 'withdrawal',
    description: 'Withdrawal SHW-4F2KQ8ZX',
    direction: 'out',
    amount: 500_000,
    currency: 'INR',
    status: 'pending',
    resolved_at: null,
    release_reason: null,
  },
  {
    id: 'e1',
    created_at: '2026-03-01T12:00:00.000Z',
    kind: 'deposit',
    description: 'Deposit SHR-AAAA1111',
    direction: 'in',
    amount: 1_00_00_000,
    currency: 'INR',
    status: 'posted',
    resolved_at: '2026-03-01T12:00:00.000Z',
    release_reason: null,
  },
];

interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fake API by address: each GET answers from `answers`, each POST from `posts` in turn. */
function stubApi(answers: Record<string, () => Response>, posts: Response[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      if (method === 'POST') {
        const answer = posts.shift();
        if (!answer) throw new Error(`No answer for POST ${url}`);
        return answer;
      }
      const path = url.split('?')[0]!;
      const answer = answers[path];
      if (!answer) throw new Error(`No answer for GET ${url}`);
      return answer();
    }),
  );
  return calls;
}

const paged = <T,>(items: T[], total = items.length) => jsonResponse(200, { total, page: 1, page_size: 10, items });

function defaultApi(posts: Response[] = [], overrides: Record<string, () => Response> = {}) {
  return stubApi(
    {
      '/api/wallet': () =>
        jsonResponse(200, {
          balances: [
            { currency: 'INR', available: 95_00_000, held: 5_00_000 },
            { currency: 'USD', available: 1_234_567, held: 0 },
          ],
        }),
      '/api/wallet/deposits': () => paged([DEPOSIT]),
      '/api/wallet/withdrawals': () => paged([WITHDRAWAL]),
      '/api/wallet/entries': () => paged(ENTRIES),
      ...overrides,
    },
    posts,
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: PATH, element: <WalletPage /> },
      { path: '/backer_dashboard/kyc', element: <h1>KYC</h1> },
    ],
    { initialEntries: [PATH] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const writeText = vi.fn(async () => {});
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  writeText.mockClear();
});

describe('WalletPage', { timeout: 20_000 }, () => {
  it('shows each balance in its own format, the deposit awaiting funds with its details, withdrawals and ledger lines', async () => {
    defaultApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    const rupees = await screen.findByTestId('balance-INR');
    expect(within(rupees).getByRole('heading', { name: 'Indian rupees (INR)' })).toBeInTheDocument();
    expect(within(rupees).getByTestId('available')).toHaveTextContent('₹95,000.00');
    expect(within(rupees).getByTestId('held')).toHaveTextContent('₹5,000.00');
    expect(within(screen.getByTestId('balance-USD')).getByTestId('available')).toHaveTextContent('$12,345.67');

    const deposit = await screen.findByTestId('deposit-item');
    expect(deposit).toHaveTextContent('₹25,000.50');
    expect(deposit).toHaveTextContent('SHR-7K3M9Q2D');
    expect(deposit).toHaveTextContent('Awaiting funds');
    await userEvent.click(within(deposit).getByText('How to send this deposit'));
    expect(within(deposit).getByText('EXMP0000001')).toBeVisible();

    expect(await screen.findByTestId('withdrawal-item')).toHaveTextContent('Requested');

    const table = await screen.findByRole('table', { name: 'Ledger' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The refunded commitment: its hold when it was made, and its money back when the refund was made, newest first.
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('Mar 4, 2026'), '+₹30,000.00', 'Returned'],
      [expect.stringContaining('Mar 2, 2026'), '−₹30,000.00', 'Released'],
      [expect.stringContaining('Mar 2, 2026'), '−₹5,000.00', 'Held'],
      [expect.stringContaining('Mar 1, 2026'), '+₹1,00,000.00', 'Completed'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Refund: Commitment to Sea Breeze Villa',
      'Commitment to Sea Breeze Villa',
      'Withdrawal SHW-4F2KQ8ZX',
      'Deposit SHR-AAAA1111',
    ]);
    expect(
      within(rows[0]!)
        .getByRole('cell', { name: /Mar 4, 2026/ })
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-03-04T09:30:00.000Z');
    expect(screen.getByTestId('ledger-count')).toHaveTextContent('3 lines');
  });

  it('Add funds: an amount in rupees becomes exact paise, sent once per submission; the answer shows the reference with a copy button', async () => {
    const created: Deposit = { ...DEPOSIT, id: 'a0000000-0000-4000-8000-000000000002' };
    const calls = defaultApi([jsonResponse(201, created)]);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription('In rupees, e.g. 25,000 or 25,000.50.');

    // Not a number: said under the field, nothing sent.
    await userEvent.type(amount, '25k');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create deposit' }));
    expect(amount).toHaveAccessibleDescription(/Enter the amount in rupees, like 25,000 or 25,000.50./);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '25,000.50');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'INR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create deposit' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Send ₹25,000.50 with reference SHR-7K3M9Q2D' });
    await waitFor(() => expect(heading).toHaveFocus());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ url: '/api/wallet/deposits', body: { amount: 2_500_050, currency: 'INR' } });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByText('50200012345678')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith('SHR-7K3M9Q2D');
    expect(within(dialog).getByText('Copied')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add funds' })).toHaveFocus();
  });

  it("tells an unverified backer the server's sentence and links to the KYC form", async () => {
    defaultApi([errorResponse(403, 'Complete your KYC verification before adding funds or investing.', 'kyc_required')]);
    const router = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add funds' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create deposit' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Complete your KYC verification before adding funds or investing.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Complete your KYC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backer_dashboard/kyc'));
  });

  it('Withdraw: shows what is available in the chosen currency, and the server’s refusal when it is short', async () => {
    const calls = defaultApi([errorResponse(409, 'Your wallet does not have that much available to withdraw.', 'insufficient_funds')]);
    renderPage();
    await screen.findByTestId('balance-INR');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAccessibleDescription('In rupees, e.g. 25,000 or 25,000.50. Available: ₹95,000.00.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(amount).toHaveAccessibleDescription('In dollars, e.g. 2,500 or 2,500.75. Available: $12,345.67.');
    await userEvent.type(amount, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your wallet does not have that much available to withdraw.');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/wallet/withdrawals', body: { amount: 2_000_000, currency: 'USD' } });
  });

  it('a withdrawal accepted shows its reference, and the wallet asks for its balances again', async () => {
    const calls = defaultApi([jsonResponse(201, WITHDRAWAL)]);
    renderPage();
    await screen.findByTestId('balance-INR');
    const before = calls.filter((call) => call.url === '/api/wallet').length;
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawal of ₹5,000.00 requested' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('SHW-4F2KQ8ZX');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/wallet').length).toBeGreaterThan(before));
  });

  it('shows the empty states of a new wallet', async () => {
    defaultApi([], {
      '/api/wallet': () => jsonResponse(200, { balances: [{ currency: 'INR', available: 0, held: 0 }] }),
      '/api/wallet/deposits': () => paged([]),
      '/api/wallet/withdrawals': () => paged([]),
      '/api/wallet/entries': () => paged([]),
    });
    renderPage();
    expect(await screen.findByText('No deposits yet. Use Add funds to make your first.')).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has moved in or out of your wallet yet.')).toBeInTheDocument();
    expect(within(await screen.findByTestId('balance-INR')).getByTestId('available')).toHaveTextContent('₹0.00');
  });
});

/** Rupees as Intl writes them in French: `25 000,00 ₹` with a narrow no-break space between thousands. */
const frenchRupees = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR' }).format(amount);

describe('WalletPage in French', { timeout: 20_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('shows the balances, deposits and ledger in French, with French amounts', async () => {
    // One rupee balance, no withdrawals, a cancelled commitment and a deposit in the ledger.
    defaultApi([], {
      '/api/wallet': () => jsonResponse(200, { balances: [{ currency: 'INR', available: 25_000_00, held: 0 }] }),
      '/api/wallet/withdrawals': () => paged([]),
      '/api/wallet/entries': () => paged([{ ...ENTRIES[0]!, release_reason: 'cancelled' }, ENTRIES[2]!]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Porte-monnaie' })).toBeInTheDocument();
    const balance = await screen.findByTestId('balance-INR');
    expect(within(balance).getByRole('heading', { name: 'Roupies indiennes (INR)' })).toBeInTheDocument();
    // textContent, as toHaveTextContent would fold the no-break spaces into plain ones.
    expect(within(balance).getByTestId('available').textContent).toBe(frenchRupees(25_000));
    expect(frenchRupees(25_000)).toBe('25\u202f000,00\u00a0₹');

    const deposit = await screen.findByTestId('deposit-item');
    expect(deposit).toHaveTextContent('En attente de fonds');
    expect(deposit).toHaveTextContent('Référence SHR-7K3M9Q2D ·');
    for (const reference of within(deposit).getAllByText('SHR-7K3M9Q2D')) expect(reference).toHaveAttribute('translate', 'no');
    await userEvent.click(within(deposit).getByText('Comment envoyer ce dépôt'));
    expect(within(deposit).getByText('Numéro de compte')).toBeVisible();
    expect(screen.getByText("Aucun retrait pour l'instant.")).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Registre' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Montant', 'Statut']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Annulé : Commitment to Sea Breeze Villa');
    expect(rows[0]!.textContent).toContain(`+${frenchRupees(30_000)}`);
    expect(rows[0]).toHaveTextContent('Restitué');
    expect(screen.getByTestId('ledger-count')).toHaveTextContent('2 écritures');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter des fonds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des fonds' });
    expect(within(dialog).getByRole('textbox', { name: 'Montant' })).toHaveAccessibleDescription('En roupies, par ex. 25 000 ou 25 000,50.');
    expect(within(dialog).getByRole('option', { name: 'INR (Roupies indiennes)' })).toBeInTheDocument();
  });
});
