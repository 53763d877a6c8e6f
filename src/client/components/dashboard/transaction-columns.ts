import type { ReactNode } from 'react';
import type { Transaction } from '../../../shared/contracts/dashboard.ts';

/**
 * A transaction table column. `format` receives the cell's value typed by its key, so an
 * `amount` formatter gets a number and a `status` formatter gets the status union.
 */
export type TransactionColumn = {
  [K in keyof Transaction]-?: {
    key: K;
    label: string;
    format?: (value: Transaction[K], row: Transaction) => ReactNode;
  };
}[keyof Transaction];

/** Spec §2: default columns date, description, amount, status. */
export const DEFAULT_TRANSACTION_COLUMNS: readonly TransactionColumn[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'amount', label: 'Amount' },
  { key: 'status', label: 'Status' },
];

/** Overview's Recent Investments: Date, Description, Investor, Amount, Status. */
export const INVESTMENT_COLUMNS: readonly TransactionColumn[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description' },
  { key: 'investor', label: 'Investor' },
  { key: 'amount', label: 'Amount' },
  { key: 'status', label: 'Status' },
];
