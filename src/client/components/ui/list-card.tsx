import { ArrowPathIcon } from '@heroicons/react/20/solid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode, Ref, SVGProps } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { formatNumber, t } from '../../lib/i18n.ts';
import { getPageCount, getPageWindow } from '../../lib/pagination.ts';
import { Button } from './button.tsx';
import { CARD } from './page-header.tsx';
import { PaginationNav } from './pagination-nav.tsx';

export interface ListCardProps {
  /** The heading's id: the section (and a table or list in it) is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** The count line, a live status ("12 deals", "Loading…"); none when left out. */
  count?: string;
  countTestId?: string;
  /** Page links in the footer, when there is more than one page (the page shown is kept within them). */
  pages?: { page: number; pageCount: number; onPageChange: (page: number) => void; label: string };
  /** Where focus goes after the list changed under it: the heading becomes focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
  ref?: Ref<HTMLElement>;
  className?: string;
  children: ReactNode;
}

/** A dashboard list on its card: heading and count line, the list, and its pages. */
export function ListCard({ titleId, title, count, countTestId, pages, headingRef, ref, className = '', children }: ListCardProps) {
  return (
    <section ref={ref} aria-labelledby={titleId} className={`${CARD} scroll-mt-20 overflow-hidden ${className}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={`text-base font-semibold text-slate-900 ${headingRef ? 'focus:outline-none' : ''}`}
        >
          {title}
        </h2>
        {count !== undefined && (
          <p role="status" className="text-sm text-slate-600 tabular-nums" data-testid={countTestId}>
            {count}
          </p>
        )}
      </header>
      {children}
      {pages && pages.pageCount > 1 && (
        <footer className="flex justify-center border-t border-slate-200 px-4 py-3 sm:justify-end sm:px-5">
          <PaginationNav page={Math.min(pages.page, pages.pageCount)} pageCount={pages.pageCount} onPageChange={pages.onPageChange} label={pages.label} />
        </footer>
      )}
    </section>
  );
}

interface ListPage<Item> {
  items: Item[];
  total: number;
}

export interface QueryListCardProps<Item> extends Omit<ListCardProps, 'count' | 'pages' | 'children'> {
  /** The list's query: one page of items and how many there are in all. */
  list: UseQueryResult<ListPage<Item>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /**
   * The count line's nouns (`[t('deal'), t('deals')]`) and what it says while a page loads; the
   * pager's name; the load error's title. All already in the interface's language.
   */
  text: { nouns: [string, string]; loading: string; pages: string; error: string };
  /** Shown until the first page arrives. */
  placeholder: ReactNode;
  /** The page's rows (or its empty state); while another page loads they stay, `updating`. */
  children: (page: ListPage<Item>, updating: boolean) => ReactNode;
}

/** A paged list from its query on its card: the count line, the placeholder, the load error or the rows, and the pager. */
export function QueryListCard<Item>({ list, page, pageSize, onPageChange, text, placeholder, children, ...card }: QueryListCardProps<Item>) {
  const data = list.data;
  const updating = list.isPlaceholderData;
  const count = list.isPending || updating ? text.loading : data ? listCountText(page, pageSize, data.total, data.items.length, text.nouns) : '';
  let body: ReactNode;
  if (list.isPending) body = placeholder;
  else if (list.isError) body = <ListLoadError title={text.error} error={list.error} onRetry={() => void list.refetch()} />;
  else body = children(list.data, updating);
  return (
    <ListCard
      {...card}
      count={count}
      pages={data && !list.isError ? { page, pageCount: getPageCount(data.total, pageSize), onPageChange, label: text.pages } : undefined}
    >
      {body}
    </ListCard>
  );
}

/** A list that could not be loaded: what, why (no connection, or our side) and a way to try again. */
export function ListLoadError({ title, error, onRetry, className = 'py-12' }: { title: string; error: Error; onRetry: () => void; className?: string }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div role="alert" className={`px-6 text-center ${className}`}>
      <p className="text-base font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-slate-600">
        {offline ? t('Check your connection, then try again.') : t('Something went wrong on our side. Please try again.')}
      </p>
      <Button type="button" variant="secondary" onClick={onRetry} className="mt-5">
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        {t('Try again')}
      </Button>
    </div>
  );
}

/** An empty list: its icon, what it would hold, and anything to do about it. */
export function ListEmptyState({
  icon: Icon,
  text,
  className = 'py-14',
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`px-6 text-center ${className}`}>
      <Icon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-base font-semibold text-slate-900">{text}</p>
      {children}
    </div>
  );
}

/**
 * "3 users", or "21–40 of 75 users" when there is more than a page; empty when there is nothing.
 * The nouns come translated (`[t('user'), t('users')]`): in Spanish and French as in English, only
 * one takes the singular, and 0 never shows.
 */
export function listCountText(page: number, pageSize: number, total: number, shown: number, [one, many]: [string, string]): string {
  if (shown === 0) return '';
  if (total <= pageSize) return t('{count} {noun}', { count: formatNumber(total), noun: total === 1 ? one : many });
  const window = getPageWindow(page, pageSize, total);
  return t('{from}–{to} of {total} {nouns}', { from: formatNumber(window.from), to: formatNumber(window.to), total: formatNumber(total), nouns: many });
}
