import type { ReactNode } from 'react';
import type { Transaction } from '../../../shared/contracts/dashboard.ts';
import { msg } from '../../lib/i18n.ts';

/**
 * A transaction table column. `format` receives the cell's value typed by its key, so an
 * `amount` formatter gets a number and a `status` formatter gets the status union.
 */
export type TransactionColumn = {
  [K in keyof Transaction]-?: {
    key: K;
    /** The English heading, marked with msg(): the table shows it translated. */
    label: string;
    format?: (value: Transaction[K], row: Transaction) => ReactNode;
  };
}[keyof Transaction];

/** Spec §2: default columns date, description, amount, status. */
export const DEFAULT_TRANSACTION_COLUMNS: readonly TransactionColumn[] = [
  { key: 'date', label: msg('Date') },
  { key: 'description', label: msg('Description') },
  { key: 'amount', label: msg('Amount') },
  { key: 'status', label: msg('Status') },
];

/** Overview's Recent Investments: Date, Description, Investor, Amount, Status. */
export const INVESTMENT_COLUMNS: readonly TransactionColumn[] = [
  { key: 'date', label: msg('Date') },
  { key: 'description', label: msg('Description') },
  { key: 'investor', label: msg('Investor') },
  { key: 'amount', label: msg('Amount') },
  { key: 'status', label: msg('Status') },
];
