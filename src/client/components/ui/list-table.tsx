import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Button } from './button.tsx';
import { ListEmptyState } from './list-card.tsx';
import { Skeleton } from './skeleton.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';
import { t } from '../../lib/i18n.ts';

export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's width (`w-40`); with any width given, the table lays out fixed. */
  width?: string;
  /** The row's header cell (what names the row); one column should be. */
  primary?: boolean;
}

export interface ListTableProps<Row> {
  /** The id of the list's heading (ListCard's titleId): it names both the table and the card list. */
  labelledBy: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /**
   * A row as a phone's card: its content, with a heading whose id is `headingId` (the card is
   * named by it).
   */
  card: (row: Row, headingId: string) => ReactNode;
  /** Shown instead when there are no rows. */
  empty: ReactNode;
  /** Another page is on its way: the rows stay, dimmed and marked busy. */
  busy?: boolean;
  /** Test ids of a table row and of a card. */
  testIds: { row: string; card: string };
}

/** A dashboard list's rows: a table on wide screens, one card per row on a phone. */
export function ListTable<Row>({ labelledBy, columns, rows, rowKey, card, empty, busy = false, testIds }: ListTableProps<Row>) {
  if (rows.length === 0) return empty;
  const fixed = columns.some((column) => column.width);
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <div className="hidden lg:block">
        <table className={`w-full text-sm ${fixed ? 'table-fixed' : ''}`} aria-labelledby={labelledBy}>
          {fixed && (
            <colgroup>
              {columns.map((column) => (
                <col key={column.header} className={column.width} />
              ))}
            </colgroup>
          )}
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top hover:bg-slate-50" data-testid={testIds.row}>
                {columns.map((column) =>
                  column.primary ? (
                    <th key={column.header} scope="row" className="px-4 py-4 text-left font-normal first:pl-5 last:pr-5">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className="px-4 py-4 first:pl-5 last:pr-5">
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-labelledby={labelledBy}>
        {rows.map((row) => {
          const headingId = `${labelledBy}-${rowKey(row)}`;
          return (
            <li key={rowKey(row)}>
              <article className="px-4 py-4 text-sm sm:px-5" aria-labelledby={headingId} data-testid={testIds.card}>
                {card(row, headingId)}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Placeholder rows on a wide screen, placeholder cards on a phone; the list's status line says it is loading. */
export function ListTableSkeleton({ columns, testId }: { columns: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <table className="hidden min-w-full lg:table" aria-hidden="true">
        <tbody className="divide-y divide-slate-100">
          <SkeletonRows rows={5} columns={columns} />
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="space-y-3 px-4 py-4">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ListTableEmptyProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** How many there are in all (a page past the end has none of them). */
  total: number;
  /** Whether the list is filtered (then the way back is to reset the filters). */
  filtered?: boolean;
  text: { none: string; noMatch?: string; pastEnd?: string };
  onFirstPage: () => void;
  onReset?: () => void;
}

/**
 * An empty page of a list: past its last page (an old link, or rows gone since) with a way to the
 * first, a filter that matches nothing with a way to reset it, or nothing at all yet.
 */
export function ListTableEmpty({ icon, total, filtered = false, text, onFirstPage, onReset }: ListTableEmptyProps) {
  if (total > 0) {
    return (
      <ListEmptyState icon={icon} text={text.pastEnd ?? t('There is nothing on this page.')}>
        <Button type="button" onClick={onFirstPage} className="mt-5">
          {t('Go to the first page')}
        </Button>
      </ListEmptyState>
    );
  }
  return (
    <ListEmptyState icon={icon} text={filtered ? (text.noMatch ?? text.none) : text.none}>
      {filtered && onReset && (
        <Button type="button" variant="secondary" onClick={onReset} className="mt-5">
          {t('Reset Filters')}
        </Button>
      )}
    </ListEmptyState>
  );
}
