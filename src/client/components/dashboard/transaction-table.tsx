import { useId, useState, type ReactNode } from 'react';
import type { Transaction } from '../../../shared/contracts/dashboard.ts';
import { formatDate, formatMoney } from './format.ts';
import { formatNumber, t } from '../../lib/i18n.ts';
import { Trans } from '../../lib/trans.tsx';
import { clampPage, getPageCount, getPageWindow } from '../../lib/pagination.ts';
import { DEFAULT_TRANSACTION_COLUMNS, type TransactionColumn } from './transaction-columns.ts';
import { PaginationNav } from '../ui/pagination-nav.tsx';
import { SkeletonRows } from '../ui/skeleton-rows.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

export interface TransactionTableProps {
  transactions: readonly Transaction[];
  columns?: readonly TransactionColumn[];
  title?: string;
  loading?: boolean;
  /** Page through the rows (default); false shows every row. */
  pagination?: boolean;
  pageSize?: number;
  /** Right side of the header, e.g. a "View all" link. */
  actions?: ReactNode;
  className?: string;
}

/** Built-in rendering for a column without its own `format`. */
function renderCell(column: TransactionColumn, row: Transaction): ReactNode {
  if (column.format) {
    // The mapped column type guarantees value and formatter agree; TS cannot follow the key.
    return (column.format as (value: unknown, row: Transaction) => ReactNode)(row[column.key], row);
  }
  switch (column.key) {
    case 'amount':
      return formatMoney(row.amount, row.currency);
    case 'status':
      return <StatusBadge status={row.status} />;
    case 'date':
      return <time dateTime={row.date}>{formatDate(row.date)}</time>;
    default:
      return row[column.key];
  }
}

function cellClass(key: TransactionColumn['key']): string {
  if (key === 'amount') return 'text-right font-medium text-slate-900 tabular-nums';
  if (key === 'description') return 'text-slate-900';
  return 'text-slate-600';
}

export function TransactionTable({
  transactions,
  columns = DEFAULT_TRANSACTION_COLUMNS,
  title = t('Recent Transactions'),
  loading = false,
  pagination = true,
  pageSize = 5,
  actions,
  className = '',
}: TransactionTableProps) {
  const titleId = useId();
  const [requestedPage, setRequestedPage] = useState(1);

  const size = pagination ? Math.max(1, Math.floor(pageSize)) : Math.max(1, transactions.length);
  const pageCount = getPageCount(transactions.length, size);
  const page = clampPage(requestedPage, pageCount);
  // The list shrank under the current page: move the stored page too, so growing the list
  // again does not jump back to a page the user no longer sees (React's "adjust state while
  // rendering" pattern, no effect and no extra paint).
  if (page !== requestedPage) setRequestedPage(page);

  const pageWindow = getPageWindow(page, size, transactions.length);
  const rows = transactions.slice(pageWindow.startIndex, pageWindow.endIndex);
  const showFooter = pagination && !loading && transactions.length > 0;

  return (
    <section aria-labelledby={titleId} className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs ${className}`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </header>

      {/* Wide tables scroll sideways inside the card at 390 px instead of widening the page. */}
      {/* Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). */}
      <div className="overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
        <table className="min-w-full text-sm" aria-labelledby={titleId} aria-busy={loading}>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-5 ${
                    column.key === 'amount' ? 'text-right' : 'text-left'
                  }`}
                >
                  {t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              <SkeletonRows rows={Math.min(size, 5)} columns={columns.length} />
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-5 py-10 text-center text-slate-600">
                  {t('No transactions found')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-4 py-3.5 whitespace-nowrap sm:px-5 ${cellClass(column.key)}`}
                      // A person's name is theirs, in every language.
                      translate={column.key === 'investor' ? 'no' : undefined}
                    >
                      {renderCell(column, row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {loading && (
          <p className="sr-only" role="status">
            {t('Loading transactions…')}
          </p>
        )}
      </div>

      {showFooter && (
        <footer className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            <Trans
              id="Showing <0>{from}</0> to <1>{to}</1> of <2>{total}</2> results"
              values={{ from: formatNumber(pageWindow.from), to: formatNumber(pageWindow.to), total: formatNumber(pageWindow.total) }}
              components={{
                0: <span className="font-medium text-slate-900" />,
                1: <span className="font-medium text-slate-900" />,
                2: <span className="font-medium text-slate-900" />,
              }}
            />
          </p>
          {pageCount > 1 && (
            <PaginationNav
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => setRequestedPage(clampPage(next, pageCount))}
              label={t('{list} pages', { list: title })}
            />
          )}
        </footer>
      )}
    </section>
  );
}
