import { ArrowPathIcon } from '@heroicons/react/20/solid';
import type { ComponentType, ReactNode, Ref, SVGProps } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { getPageWindow } from '../../lib/pagination.ts';
import { Button } from './button.tsx';
import { CARD } from './page-header.tsx';
import { PaginationNav } from './pagination-nav.tsx';

export interface ListPanelProps {
  /** The id of the panel's h2: the section, the table and the card list are named by it. */
  titleId: string;
  title: string;
  /** The live status line: "Loading…", "21–40 of 75 users". */
  count: string;
  countTestId?: string;
  /** Shown when there is more than one page. */
  pages?: { page: number; pageCount: number; onPageChange: (page: number) => void; label: string } | undefined;
  panelRef?: Ref<HTMLElement>;
  children: ReactNode;
}

/** An admin list's card: its heading and live count, the rows, and the page buttons under them. */
export function ListPanel({ titleId, title, count, countTestId, pages, panelRef, children }: ListPanelProps) {
  return (
    <section ref={panelRef} aria-labelledby={titleId} className={`${CARD} mt-5 scroll-mt-20 overflow-hidden`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p role="status" className="text-sm text-slate-600 tabular-nums" data-testid={countTestId}>
          {count}
        </p>
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

/** "3 users", or "21–40 of 75 users" when there is more than a page; empty when there is nothing. */
export function listCountText(page: number, pageSize: number, total: number, shown: number, [one, many]: [string, string]): string {
  if (shown === 0) return '';
  if (total <= pageSize) return `${total} ${total === 1 ? one : many}`;
  const window = getPageWindow(page, pageSize, total);
  return `${window.from}–${window.to} of ${total} ${many}`;
}

/** A list that could not be loaded: what failed, why in a person's words, and Try again. */
export function ListError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div role="alert" className="px-6 py-12 text-center">
      <p className="text-base font-semibold text-red-800">{what} could not be loaded.</p>
      <p className="mt-1 text-sm text-slate-600">
        {offline ? 'Check your connection, then try again.' : 'Something went wrong on our side. Please try again.'}
      </p>
      <Button type="button" variant="secondary" onClick={onRetry} className="mt-5">
        <ArrowPathIcon className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** Nothing to list: an icon, a sentence, and what the person can do about it. */
export function ListEmpty({ Icon, text, children }: { Icon: ComponentType<SVGProps<SVGSVGElement>>; text: string; children?: ReactNode }) {
  return (
    <div className="px-6 py-14 text-center">
      <Icon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-base font-semibold text-slate-900">{text}</p>
      {children}
    </div>
  );
}
