import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deposit, WalletEntry } from '../../../../shared/contracts/wallet.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { WalletPage } from './wallet-page.tsx';

const DEPOSIT: Deposit = {
  id: 'a0000000-0000-4000-8000-000000000001',
  amount: 2_500_000,
  currency: 'INR',
  status: 'awaiting_funds',
  reference: 'SHR-7K3M9Q2D',
  instructions: {
    account_name: 'Sharestead Escrow Account',
    bank: 'Example Bank, Fort Branch, Mumbai',
    account_number: '50200012345678',
    ifsc: 'EXMP0000001',
    swift: null,
    reference: 'SHR-7K3M9Q2D',
    text: 'Transfer ₹25,000.00 to Sharestead Escrow Account.',
  },
  created_at: '2026-03-01T10:00:00.000Z',
  confirmed_at: null,
};
const ENTRIES: WalletEntry[] = [
  { id: 'e2', created_at: '2026-03-02T11:00:00.000Z', kind: 'commitment', description: 'Commitment to Sea Breeze Villa', direction: 'out', amount: 3_000_000, currency: 'INR', status: 'voided', resolved_at: '2026-03-04T09:30:00.000Z', release_reason: 'cancelled' },
  { id: 'e1', created_at: '2026-03-01T12:00:00.000Z', kind: 'deposit', description: 'Deposit SHR-AAAA1111', direction: 'in', amount: 1_00_00_000, currency: 'INR', status: 'posted', resolved_at: '2026-03-01T12:00:00.000Z', release_reason: null },
];

const paged = <T,>(items: T[]) => jsonResponse(200, { total: items.length, page: 1, page_size: 10, items });
const ANSWERS: Record<string, () => Response> = {
  '/api/wallet': () => jsonResponse(200, { balances: [{ currency: 'INR', available: 25_000_00, held: 0 }] }),
  '/api/wallet/deposits': () => paged([DEPOSIT]),
  '/api/wallet/withdrawals': () => paged([]),
  '/api/wallet/entries': () => paged(ENTRIES),
};

/** Rupees as Intl writes them in French: `25 000,00 ₹` with a narrow no-break space between thousands. */
const frenchRupees = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'INR' }).format(amount);

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('WalletPage in French', { timeout: 20_000 }, () => {
  it('shows the balances, deposits and ledger in French, with French amounts', async () => {
    await activateLanguage('fr');
    vi.stubGlobal('fetch', vi.fn(async (url: string) => ANSWERS[url.split('?')[0]!]!()));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WalletPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
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
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Description', 'Montant', 'Statut']);
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
