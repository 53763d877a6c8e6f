import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../shared/contracts/dashboard.ts';
import { INVESTMENT_COLUMNS, type TransactionColumn } from './transaction-columns.ts';
import { TransactionTable } from './transaction-table.tsx';

const STATUSES = ['completed', 'pending', 'failed'] as const;

function makeTransactions(count: number): Transaction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `t-${i + 1}`,
    date: '2025-11-21',
    description: `Investment ${i + 1}`,
    amount: 1_000 * (i + 1) + 500,
    status: STATUSES[i % 3] ?? 'pending',
    investor: `Investor ${i + 1}`,
  }));
}

const footerText = () => screen.getByText(/^Showing/).textContent?.replace(/\s+/g, ' ');
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('TransactionTable', () => {
  it('renders the default title and default columns date, description, amount, status', () => {
    render(<TransactionTable transactions={makeTransactions(2)} />);
    expect(screen.getByRole('heading', { name: 'Recent Transactions' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Description', 'Amount', 'Status']);
  });

  it('formats amounts as dollars with grouping and dates as readable days', () => {
    render(<TransactionTable transactions={[{ id: 'x', date: '2025-11-21', description: 'Big one', amount: 12_500, status: 'completed', investor: 'A' }]} />);
    expect(screen.getByText('$12,500')).toBeInTheDocument();
    expect(screen.getByText('Nov 21, 2025')).toHaveAttribute('dateTime', '2025-11-21');
  });

  it('shows status badges coloured by status', () => {
    render(<TransactionTable transactions={makeTransactions(3)} />);
    expect(screen.getByText('Completed')).toHaveClass('bg-green-50', 'text-green-800');
    expect(screen.getByText('Pending')).toHaveClass('bg-amber-50', 'text-amber-800');
    expect(screen.getByText('Failed')).toHaveClass('bg-red-50', 'text-red-800');
  });

  it('uses custom columns, labels and formatters', () => {
    const columns: TransactionColumn[] = [
      { key: 'investor', label: 'Who' },
      { key: 'amount', label: 'How much', format: (amount) => `${amount / 1000}k USD` },
      { key: 'status', label: 'State', format: (status, row) => `${status.toUpperCase()} (${row.id})` },
    ];
    render(<TransactionTable transactions={makeTransactions(1)} columns={columns} title="Ledger" />);
    expect(screen.getByRole('heading', { name: 'Ledger' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Who', 'How much', 'State']);
    expect(screen.getByText('1.5k USD')).toBeInTheDocument();
    expect(screen.getByText('COMPLETED (t-1)')).toBeInTheDocument();
    expect(screen.queryByText('$1,500')).not.toBeInTheDocument();
  });

  it('shows the investor column for the Overview columns', () => {
    render(<TransactionTable transactions={makeTransactions(1)} columns={INVESTMENT_COLUMNS} title="Recent Investments" />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Description', 'Investor', 'Amount', 'Status']);
    expect(screen.getByText('Investor 1')).toBeInTheDocument();
  });

  it('shows the empty state and no pagination when there are no transactions', () => {
    render(<TransactionTable transactions={[]} />);
    expect(screen.getByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows skeleton rows instead of data while loading', () => {
    render(<TransactionTable transactions={makeTransactions(8)} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Investment 1')).not.toBeInTheDocument();
    expect(screen.queryByText('No transactions found')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions');
  });

  it('pages 5 rows at a time and says which rows are shown', async () => {
    const user = userEvent.setup();
    render(<TransactionTable transactions={makeTransactions(12)} />);
    expect(bodyRows()).toHaveLength(5);
    expect(footerText()).toBe('Showing 1 to 5 of 12 results');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(footerText()).toBe('Showing 6 to 10 of 12 results');
    expect(screen.getByText('Investment 6')).toBeInTheDocument();
    expect(screen.queryByText('Investment 5')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(footerText()).toBe('Showing 11 to 12 of 12 results');
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows ellipses around the current page: 1 … 4 5 6 … 10', async () => {
    const user = userEvent.setup();
    render(<TransactionTable transactions={makeTransactions(50)} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(within(screen.getByRole('navigation')).getAllByText('…')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '10']);
    expect(within(screen.getByRole('navigation')).getAllByText('…')).toHaveLength(2);
    expect(footerText()).toBe('Showing 21 to 25 of 50 results');

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(pageButtons()).toEqual(['1', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('honours a custom page size', () => {
    render(<TransactionTable transactions={makeTransactions(12)} pageSize={10} />);
    expect(bodyRows()).toHaveLength(10);
    expect(footerText()).toBe('Showing 1 to 10 of 12 results');
    expect(pageButtons()).toEqual(['1', '2']);
  });

  it('shows every row and no pagination when pagination is off', () => {
    render(<TransactionTable transactions={makeTransactions(12)} pagination={false} />);
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the page within bounds when the transactions shrink, and stays there when they grow', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TransactionTable transactions={makeTransactions(12)} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(footerText()).toBe('Showing 11 to 12 of 12 results');

    rerender(<TransactionTable transactions={makeTransactions(7)} />);
    expect(footerText()).toBe('Showing 6 to 7 of 7 results');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    rerender(<TransactionTable transactions={makeTransactions(3)} />);
    expect(footerText()).toBe('Showing 1 to 3 of 3 results');

    rerender(<TransactionTable transactions={makeTransactions(12)} />);
    expect(footerText()).toBe('Showing 1 to 5 of 12 results');
  });
});
