import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import { formatNumber, t } from '../../lib/i18n.ts';
import { getPageItems } from '../../lib/pagination.ts';

export interface PaginationNavProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, so two paginated tables on a page stay distinguishable. */
  label?: string;
}

const BUTTON =
  'inline-flex min-h-11 min-w-11 sm:min-h-9 sm:min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / numbered pages with ellipses / Next. */
export function PaginationNav({ page, pageCount, onPageChange, label = t('Pagination') }: PaginationNavProps) {
  const items = getPageItems(page, pageCount);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${BUTTON} gap-1 border border-slate-200 text-slate-700 hover:bg-slate-50`}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
            {t('Previous')}
          </button>
        </li>
        {/* On a phone the numbered buttons give way to a short position text. */}
        <li className="px-2 text-sm text-slate-600 tabular-nums sm:hidden">
          {t('Page {page} of {pageCount}', { page: formatNumber(page), pageCount: formatNumber(pageCount) })}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            // Seven numbered buttons plus Previous/Next do not fit 390 px with 44 px touch targets.
            <li key={item} className="hidden sm:block">
              <button
                type="button"
                className={`${BUTTON} ${item === page ? 'bg-brand-700 text-white hover:bg-brand-800' : 'text-slate-700 hover:bg-slate-100'}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('Page {page}', { page: formatNumber(item) })}
                onClick={() => onPageChange(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} className="hidden px-1 text-slate-500 sm:block" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${BUTTON} gap-1 border border-slate-200 text-slate-700 hover:bg-slate-50`}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
          >
            {t('Next')}
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
