import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ASSET_CLASSES, DEAL_STATUSES, type Deal } from '../../../../shared/contracts/deals.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PaginationNav } from '../../../components/ui/pagination-nav.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoneyWhole } from '../../../lib/money-display.ts';
import { getPageCount } from '../../../lib/pagination.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { DEALS_PAGE_SIZE, useDeals } from '../api/get-deals.ts';
import { DealDetailModal } from '../components/deal-detail-modal.tsx';
import { hasActiveDealFilters, readDealListParams, withDealListParam, type DealListKey } from '../lib/deal-list-params.ts';

const COLUMNS = ['Property', 'Location', 'Raised', 'Backers', 'Projected ROI', 'Deadline', 'Status'];
const NUMERIC = new Set(['Raised', 'Backers', 'Projected ROI']);
const SEARCH_DEBOUNCE_MS = 300;
const CELL = 'px-4 py-3.5 whitespace-nowrap sm:px-5';

export interface LiveDealsPageProps {
  /** What the viewer may do with a deal in its detail modal (the app gives a backer's Invest). */
  dealActions?: (deal: Deal) => ReactNode;
  /** Beside the page's title (the app gives a proposer Add New Deal). */
  headerActions?: ReactNode;
}

/**
 * Live Deals (spec §2, platform.md §2): the live, funded and failed deals from GET /api/deals,
 * filtered by type, status and text on the server, paged, with the filters in the URL. A row opens
 * the deal's detail modal, by click or by its button named after the deal. "Add New Deal" is the
 * app's, for proposers: it leads to the deal form (decisions.md #20).
 */
export function LiveDealsPage({ dealActions, headerActions }: LiveDealsPageProps) {
  const [params, setParams] = useSearchParams();
  const state = readDealListParams(params);
  const deals = useDeals({ status: state.status, type: state.type, search: state.search, page: state.page, pageSize: DEALS_PAGE_SIZE });

  // The box answers every keystroke; the URL (and the query) follow once typing pauses.
  const [searchText, setSearchText] = useState(state.search);
  const written = useRef(state.search);
  useEffect(() => {
    // Only a change from elsewhere (Back, Reset Filters, a shared link) overwrites the box.
    if (state.search !== written.current) {
      written.current = state.search;
      setSearchText(state.search);
    }
  }, [state.search]);
  useEffect(() => {
    if (searchText.trim() === state.search) return;
    const timer = setTimeout(() => {
      written.current = searchText.trim();
      // Typing replaces the history entry, so Back leaves the page instead of undoing letters.
      setParams((current) => withDealListParam(current, 'q', searchText), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.search, setParams]);

  const change = (key: DealListKey, value: string) => setParams((current) => withDealListParam(current, key, value));
  const reset = () => {
    written.current = '';
    setSearchText('');
    setParams(new URLSearchParams());
  };
  const filtered = hasActiveDealFilters(state) || searchText.trim() !== '';

  const list = useRef<HTMLElement>(null);
  const goToPage = (page: number) => {
    change('page', String(page));
    list.current?.scrollIntoView({ block: 'start' });
  };

  // The modal shows the chosen deal as the latest answer has it (an investment changes its figures).
  const [chosen, setChosen] = useState<Deal | null>(null);
  const shownDeal = chosen ? (deals.data?.items.find((deal) => deal.id === chosen.id) ?? chosen) : null;

  const data = deals.data;
  const pageCount = data ? getPageCount(data.total, DEALS_PAGE_SIZE) : 1;
  const updating = deals.isPlaceholderData;
  let count = '';
  if (deals.isPending || updating) count = 'Loading deals…';
  else if (data) count = `${data.total.toLocaleString('en-US')} ${data.total === 1 ? 'deal' : 'deals'}`;

  let rows: ReactNode;
  if (deals.isPending) {
    rows = <SkeletonRows rows={5} columns={COLUMNS.length} />;
  } else if (deals.isError) {
    rows = null;
  } else if (deals.data.items.length === 0) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-5 py-10 text-center text-slate-600">
          {deals.data.total > 0 ? (
            <>
              There are no deals on this page.{' '}
              <Button type="button" variant="ghost" onClick={() => goToPage(1)} className="text-brand-800">
                Go to the first page
              </Button>
            </>
          ) : filtered ? (
            'No deals match these filters. Try Reset Filters.'
          ) : (
            'No deals are open yet. New campaigns appear here as soon as they go live.'
          )}
        </td>
      </tr>
    );
  } else {
    rows = deals.data.items.map((deal) => (
      <tr key={deal.id} className="cursor-pointer hover:bg-slate-50" onClick={() => setChosen(deal)} data-testid="deal-row">
        <th scope="row" className="min-w-44 px-4 py-3.5 text-left font-medium text-slate-900 sm:px-5">
          {/* The row's keyboard way in: a button named after the deal opens the same modal. */}
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              setChosen(deal);
            }}
            className="-mx-1 rounded px-1 text-left font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {deal.name}
          </button>
          <span className="block text-xs font-normal text-slate-600">{deal.type}</span>
        </th>
        <td className="min-w-36 px-4 py-3.5 text-slate-600 sm:px-5">{deal.location}</td>
        <td className={`${CELL} text-right text-slate-900 tabular-nums`}>
          {formatMoneyWhole(deal.raised, deal.currency)} / {formatMoneyWhole(deal.target, deal.currency)}
        </td>
        <td className={`${CELL} text-right text-slate-600 tabular-nums`}>{deal.backers.toLocaleString('en-US')}</td>
        <td className={`${CELL} text-right font-medium text-success tabular-nums`}>{deal.roi}</td>
        <td className={`${CELL} text-slate-600`}>{deal.deadline ? <time dateTime={deal.deadline}>{formatDay(deal.deadline)}</time> : '—'}</td>
        <td className={CELL}>{deal.status && <StatusBadge status={deal.status} />}</td>
      </tr>
    ));
  }

  return (
    <div>
      <PageHeader
        title="Live Deals"
        description="Every property raising funds on Sharestead, and the campaigns that have closed."
        actions={headerActions}
      />

      <section aria-label="Filters" className={`${CARD} p-4 sm:p-5`}>
        <form
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-2 gap-4 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
        >
          <SelectField label="Property Type" value={state.type ?? ''} onChange={(event) => change('type', event.target.value)}>
            <option value="">All</option>
            {ASSET_CLASSES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" value={state.status ?? ''} onChange={(event) => change('status', event.target.value)}>
            <option value="">All statuses</option>
            {DEAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Search deals"
            type="search"
            placeholder="Name or location"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="col-span-2 lg:col-span-1"
          />
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="col-span-2 disabled:opacity-60 lg:col-span-1">
            Reset Filters
          </Button>
        </form>
      </section>

      <section ref={list} aria-labelledby="deals-title" className={`${CARD} mt-6 scroll-mt-20 overflow-hidden`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
          <h2 id="deals-title" className="text-base font-semibold text-slate-900">
            Deals
          </h2>
          <p role="status" className="text-sm text-slate-600 tabular-nums" data-testid="deal-count">
            {count}
          </p>
        </header>
        {deals.isError ? (
          <DealsError error={deals.error} onRetry={() => void deals.refetch()} />
        ) : (
          // While another filter's or page's answer is on its way, the current rows stay, dimmed.
          <div
            className={`overflow-x-auto focus-visible:outline-offset-[-3px] ${updating ? 'opacity-60 transition-opacity' : ''}`}
            tabIndex={0}
          >
            <table className="min-w-full text-sm" aria-labelledby="deals-title" aria-busy={deals.isPending || updating}>
              <thead className="bg-slate-50">
                <tr>
                  {COLUMNS.map((label) => (
                    <th
                      key={label}
                      scope="col"
                      className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-5 ${
                        NUMERIC.has(label) ? 'text-right' : 'text-left'
                      }`}
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">{rows}</tbody>
            </table>
          </div>
        )}
        {data && !deals.isError && pageCount > 1 && (
          <footer className="flex justify-center border-t border-slate-200 px-4 py-3 sm:justify-end sm:px-5">
            <PaginationNav page={Math.min(state.page, pageCount)} pageCount={pageCount} onPageChange={goToPage} label="Deal pages" />
          </footer>
        )}
      </section>

      <DealDetailModal
        deal={shownDeal}
        open={chosen !== null}
        onClose={() => setChosen(null)}
        actions={shownDeal && dealActions ? dealActions(shownDeal) : undefined}
      />
    </div>
  );
}

function DealsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const offline = error instanceof ApiError && error.status === 0;
  return (
    <div role="alert" className="px-6 py-12 text-center">
      <p className="text-base font-semibold text-red-800">The deals could not be loaded.</p>
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
