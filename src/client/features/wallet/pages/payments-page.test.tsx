import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDeposit, AdminWithdrawal } from '../../../../shared/contracts/wallet.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { PaymentsPage } from './payments-page.tsx';

const PATH = '/admin_dashboard/payments';
const BACKER = { id: 'u1', name: 'Meera Iyer', email: 'meera@example.com' };

const DEPOSIT: AdminDeposit = {
  id: 'a0000000-0000-4000-8000-000000000001',
  backer: BACKER,
  amount: 2_500_000,
  currency: 'INR',
  status: 'awaiting_funds',
  reference: 'SHR-7K3M9Q2D',
  created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  confirmed_at: null,
};
const OTHER_DEPOSIT: AdminDeposit = { ...DEPOSIT, id: 'a0000000-0000-4000-8000-000000000002', reference: 'SHR-22222222', amount: 100_000 };
const WITHDRAWAL: AdminWithdrawal = {
  id: 'b0000000-0000-4000-8000-000000000001',
  backer: { id: 'u2', name: 'Arjun Mehta', email: 'arjun@example.com' },
  amount: 123_456,
  currency: 'USD',
  status: 'requested',
  reference: 'SHW-4F2KQ8ZX',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  paid_at: null,
};

const paged = <T,>(items: T[]) => jsonResponse(200, { total: items.length, page: 1, page_size: 20, items });

/** The queues as the server holds them: a confirmation or payment takes the item out. */
function stubQueues(options: { refuse?: Response } = {}) {
  let deposits: AdminDeposit[] = [DEPOSIT, OTHER_DEPOSIT];
  let withdrawals: AdminWithdrawal[] = [WITHDRAWAL];
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const confirm = /^\/api\/admin\/deposits\/([^/]+)\/confirm$/.exec(url);
      const pay = /^\/api\/admin\/withdrawals\/([^/]+)\/paid$/.exec(url);
      if (method === 'POST' && options.refuse) return options.refuse;
      if (confirm) {
        const found = deposits.find((item) => item.id === confirm[1])!;
        deposits = deposits.filter((item) => item !== found);
        return jsonResponse(200, { ...found, status: 'confirmed', confirmed_at: new Date().toISOString() });
      }
      if (pay) {
        const found = withdrawals.find((item) => item.id === pay[1])!;
        withdrawals = withdrawals.filter((item) => item !== found);
        return jsonResponse(200, { ...found, status: 'paid', paid_at: new Date().toISOString() });
      }
      if (url.startsWith('/api/admin/deposits?')) return paged(deposits);
      if (url.startsWith('/api/admin/withdrawals?')) return paged(withdrawals);
      throw new Error(`No answer for ${method} ${url}`);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: PATH, element: <PaymentsPage /> }], { initialEntries: [PATH] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentsPage', { timeout: 20_000 }, () => {
  it('lists the deposits awaiting funds, oldest first, with backer, amount, reference and time', async () => {
    const calls = stubQueues();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposits to confirm' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Deposits to confirm' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Meera Iyermeera@example.com');
    expect(rows[0]).toHaveTextContent('₹25,000.00');
    expect(rows[0]).toHaveTextContent('SHR-7K3M9Q2D');
    expect(rows[0]).toHaveTextContent('2 hours ago');
    expect(screen.getByTestId('deposits-count')).toHaveTextContent('2 deposits awaiting funds');
    expect(calls).toContainEqual({ method: 'GET', url: '/api/admin/deposits?status=awaiting_funds&page=1&page_size=20' });
    expect(calls).toContainEqual({ method: 'GET', url: '/api/admin/withdrawals?status=requested&page=1&page_size=20' });
  });

  it('Confirm deposit asks first, stating amount and reference; confirming refreshes the list', async () => {
    const calls = stubQueues();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deposits to confirm' });
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm deposit SHR-7K3M9Q2D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(dialog).toHaveTextContent('Has ₹25,000.00 with reference SHR-7K3M9Q2D from Meera Iyer arrived in the escrow account?');
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Confirm deposit SHR-7K3M9Q2D' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText("Deposit SHR-7K3M9Q2D confirmed: ₹25,000.00 is in Meera Iyer's wallet.")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: `/api/admin/deposits/${DEPOSIT.id}/confirm` });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deposits to confirm' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByTestId('deposits-count')).toHaveTextContent('1 deposit awaiting funds');
  });

  it('Mark paid on the withdrawals tab, by keyboard', async () => {
    stubQueues();
    renderPage();
    await screen.findByRole('table', { name: 'Deposits to confirm' });
    const tab = screen.getByRole('tab', { name: 'Deposits to confirm' });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Withdrawals to pay' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Withdrawals to pay' });
    expect(table).toHaveTextContent('$1,234.56');
    within(table).getByRole('button', { name: 'Mark paid SHW-4F2KQ8ZX' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(dialog).toHaveTextContent("Have you sent $1,234.56 with reference SHW-4F2KQ8ZX to Arjun Mehta's bank account?");
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Mark paid' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Withdrawal SHW-4F2KQ8ZX marked paid: $1,234.56 to Arjun Mehta.')).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals are waiting to be paid.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when another admin got there first", async () => {
    stubQueues({ refuse: errorResponse(409, 'This deposit has been confirmed already; the wallet was credited then.', 'already_confirmed') });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deposits to confirm' });
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm deposit SHR-22222222' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deposit has been confirmed already; the wallet was credited then.');
  });
});
