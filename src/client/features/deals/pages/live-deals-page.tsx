import { useRef, useState, type ReactNode } from 'react';
import { ASSET_CLASSES, DEAL_STATUSES, type Deal } from '../../../../shared/contracts/deals.ts';
import { formatMoneyWhole, formatNumber, msg, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListLoadError } from '../../../components/ui/list-card.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { ReportingHealthBadge } from '../../../components/ui/reporting-health-badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { getPageCount } from '../../../lib/pagination.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { DEALS_PAGE_SIZE, useDeals } from '../api/get-deals.ts';
import { DealDetailModal } from '../components/deal-detail-modal.tsx';
import { useQueryParams } from '../../../lib/use-query-params.ts';
import {
  assetClassLabel,
  DEAL_STATUS_OPTIONS,
  hasActiveDealFilters,
  readDealListParams,
  withDealListParam,
  type DealListKey,
} from '../lib/deal-list-params.ts';

const COLUMNS = [msg('Property'), msg('Location'), msg('Raised'), msg('Backers'), msg('Projected ROI'), msg('Deadline'), msg('Status')];
const NUMERIC = new Set(COLUMNS.slice(2, 5));
const CELL = 'px-4 py-3.5 whitespace-nowrap sm:px-5';

export interface LiveDealsPageProps {
  /** What the viewer may do with a deal in its detail modal (the app gives Edit Deal, View All Backers, Invest). */
  dealActions?: (deal: Deal) => ReactNode;
  /** Beside the page's title (the app gives a proposer and the admin Add New Deal). */
  headerActions?: ReactNode;
}

/**
 * Live Deals (spec §2, platform.md §2): the live, funded and failed deals from GET /api/deals,
 * filtered by type, status and text on the server, paged, with the filters in the URL. A row opens
 * the deal's detail modal, by click or by its button named after the deal. "Add New Deal" is the
 * app's, for proposers and the admin: it leads to the deal form (decisions.md #20).
 */
export function LiveDealsPage({ dealActions, headerActions }: LiveDealsPageProps) {
  const [params, setParams] = useQueryParams();
  const state = readDealListParams(params);
  const deals = useDeals({ status: state.status, type: state.type, search: state.search, page: state.page, pageSize: DEALS_PAGE_SIZE });

  const [searchText, setSearchText] = useSearchBox(
    state.search,
    // Typing replaces the history entry, so Back leaves the page instead of undoing letters.
    (text) => setParams((current) => withDealListParam(current, 'q', text), { replace: true }),
  );

  const change = (key: DealListKey, value: string) => setParams((current) => withDealListParam(current, key, value));
  const reset = () => {
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
  const timeZone = useTimeZone();
  const shownDeal = chosen ? (deals.data?.items.find((deal) => deal.id === chosen.id) ?? chosen) : null;

  const data = deals.data;
  const pageCount = data ? getPageCount(data.total, DEALS_PAGE_SIZE) : 1;
  const updating = deals.isPlaceholderData;
  let count = '';
  if (deals.isPending || updating) count = t('Loading deals…');
  else if (data) count = t('{count, plural, one {# deal} other {# deals}}', { count: data.total });

  // Under the `sm` breakpoint the listed deals are cards (every column readable without scrolling sideways); the
  // table stays for wider screens, and for the loading, empty and error states at every width.
  const listed = deals.isSuccess && deals.data.items.length > 0 ? deals.data.items : null;

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
              {t('There are no deals on this page.')}{' '}
              <Button type="button" variant="ghost" onClick={() => goToPage(1)} className="text-brand-800">
                {t('Go to the first page')}
              </Button>
            </>
          ) : filtered ? (
            t('No deals match these filters. Try Reset Filters.')
          ) : (
            t('No deals are open yet. New campaigns appear here as soon as they go live.')
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
            translate="no"
          >
            {deal.name}
          </button>
          <span className="block text-xs font-normal text-slate-600">{assetClassLabel(deal.type)}</span>
          {deal.reporting_health && (
            <span className="mt-1 block">
              <ReportingHealthBadge health={deal.reporting_health} />
            </span>
          )}
        </th>
        <td className="min-w-36 px-4 py-3.5 text-slate-600 sm:px-5" translate="no">
          {deal.location}
        </td>
        <td className={`${CELL} text-right text-slate-900 tabular-nums`}>
          {formatMoneyWhole(deal.raised, deal.currency)} / {formatMoneyWhole(deal.target, deal.currency)}
        </td>
        <td className={`${CELL} text-right text-slate-600 tabular-nums`}>{formatNumber(deal.backers)}</td>
        <td className={`${CELL} text-right font-medium text-success tabular-nums`}>{formatRoi(deal.projected_roi_bps)}</td>
        <td className={`${CELL} text-slate-600`}>{deal.deadline ? <time dateTime={deal.deadline}>{formatDay(deal.deadline, timeZone)}</time> : '—'}</td>
        <td className={CELL}>{deal.status && <StatusBadge status={deal.status} />}</td>
      </tr>
    ));
  }

  return (
    <div>
      <PageHeader
        title={t('Live Deals')}
        description={t('Every property raising funds on Sharestead, and the campaigns that have closed.')}
        actions={headerActions}
      />

      <section aria-label={t('Filters')} className={`${CARD} p-4 sm:p-5`}>
        <form onSubmit={(event) => event.preventDefault()} className="grid grid-cols-2 gap-4 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
          <SelectField label={t('Property Type')} value={state.type ?? ''} onChange={(event) => change('type', event.target.value)}>
            <option value="">{t('All')}</option>
            {ASSET_CLASSES.map((type) => (
              <option key={type} value={type}>
                {assetClassLabel(type)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('Status')} value={state.status ?? ''} onChange={(event) => change('status', event.target.value)}>
            <option value="">{t('All statuses')}</option>
            {DEAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(DEAL_STATUS_OPTIONS[status])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('Search deals')}
            type="search"
            placeholder={t('Name or location')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="col-span-2 lg:col-span-1"
          />
          <Button type="button" variant="secondary" onClick={reset} disabled={!filtered} className="col-span-2 disabled:opacity-60 lg:col-span-1">
            {t('Reset Filters')}
          </Button>
        </form>
      </section>

      <ListCard
        ref={list}
        titleId="deals-title"
        title={t('Deals')}
        count={count}
        countTestId="deal-count"
        pages={data && !deals.isError ? { page: state.page, pageCount, onPageChange: goToPage, label: t('Deal pages') } : undefined}
        className="mt-6"
      >
        {deals.isError ? (
          <ListLoadError title={t('The deals could not be loaded.')} error={deals.error} onRetry={() => void deals.refetch()} />
        ) : (
          // While another filter's or page's answer is on its way, the current rows stay, dimmed.
          <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
            {listed && (
              <ul className="divide-y divide-slate-100 text-sm sm:hidden" aria-labelledby="deals-title" aria-busy={updating}>
                {listed.map((deal) => (
                  <DealCard key={deal.id} deal={deal} onOpen={() => setChosen(deal)} />
                ))}
              </ul>
            )}
            <div className={`overflow-x-auto focus-visible:outline-offset-[-3px] ${listed ? 'hidden sm:block' : ''}`} tabIndex={0}>
              <table className="min-w-full text-sm" aria-labelledby="deals-title" aria-busy={deals.isPending || updating}>
                <thead className={listed ? 'bg-slate-50' : 'hidden bg-slate-50 sm:table-header-group'}>
                  <tr>
                    {COLUMNS.map((label) => (
                      <th
                        key={label}
                        scope="col"
                        className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-5 ${
                          NUMERIC.has(label) ? 'text-right' : 'text-left'
                        }`}
                      >
                        {t(label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">{rows}</tbody>
              </table>
            </div>
          </div>
        )}
      </ListCard>

      <DealDetailModal
        deal={shownDeal}
        open={chosen !== null}
        onClose={() => setChosen(null)}
        actions={shownDeal && dealActions ? dealActions(shownDeal) : undefined}
      />
    </div>
  );
}

/** One deal under the `sm` breakpoint: the table row's figures, labelled; a click or its button opens the deal's modal. */
function DealCard({ deal, onOpen }: { deal: Deal; onOpen: () => void }) {
  const timeZone = useTimeZone();
  return (
    <li className="cursor-pointer px-4 py-4 hover:bg-slate-50" onClick={onOpen} data-testid="deal-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
            className="-mx-1 rounded px-1 text-left font-medium text-brand-800 underline-offset-2 wrap-break-word hover:underline"
            translate="no"
          >
            {deal.name}
          </button>
          <p className="text-xs text-slate-600">
            {assetClassLabel(deal.type)} · <span translate="no">{deal.location}</span>
          </p>
          {deal.reporting_health && (
            <p className="mt-1">
              <ReportingHealthBadge health={deal.reporting_health} />
            </p>
          )}
        </div>
        {deal.status && <StatusBadge status={deal.status} />}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
        <div>
          <dt className="text-xs text-slate-600">{t('Raised')}</dt>
          <dd className="text-slate-900 tabular-nums">
            {formatMoneyWhole(deal.raised, deal.currency)} / {formatMoneyWhole(deal.target, deal.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Backers')}</dt>
          <dd className="text-slate-900 tabular-nums">{formatNumber(deal.backers)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Projected ROI')}</dt>
          <dd className="font-medium text-success tabular-nums">{formatRoi(deal.projected_roi_bps)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Deadline')}</dt>
          <dd className="text-slate-900">{deal.deadline ? <time dateTime={deal.deadline}>{formatDay(deal.deadline, timeZone)}</time> : '—'}</dd>
        </div>
      </dl>
    </li>
  );
}
