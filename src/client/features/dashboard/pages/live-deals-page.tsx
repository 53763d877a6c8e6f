import { PlusIcon } from '@heroicons/react/20/solid';
import { useMemo, useState } from 'react';
import { DEAL_TYPES, type DealStatus } from '../../../../shared/contracts/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { useDeals } from '../api/index.ts';
import { SkeletonRows } from '../components/skeleton-rows.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { EMPTY_DEAL_FILTERS, filterDeals, hasActiveDealFilters, type DealFilters } from '../lib/filter-deals.ts';
import { formatDate, formatUsd } from '../lib/format.ts';
import { CARD, PageHeader } from './page-header.tsx';

const STATUSES: DealStatus[] = ['pending', 'completed', 'failed'];
const COLUMNS = ['Property', 'Location', 'Raised', 'Backers', 'Projected ROI', 'Deadline', 'Status'];

/** Live Deals (spec §2): filters by type, status and text, the deals table and Add New Deal. */
export function LiveDealsPage() {
  const { data: deals = [], isPending, isError } = useDeals();
  const [filters, setFilters] = useState<DealFilters>({ ...EMPTY_DEAL_FILTERS });
  const shown = useMemo(() => filterDeals(deals, filters), [deals, filters]);
  const update = (patch: Partial<DealFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div>
      <PageHeader
        title="Live Deals"
        description="Every property raising funds on Sharestead right now."
        actions={
          // The spec shows this button but not what it does.
          <Button type="button">
            <PlusIcon className="size-5" aria-hidden="true" />
            Add New Deal
          </Button>
        }
      />

      <section aria-label="Filters" className={`${CARD} p-4 sm:p-5`}>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
          <SelectField
            label="Property Type"
            value={filters.type}
            onChange={(event) => update({ type: event.target.value as DealFilters['type'] })}
          >
            <option value="All">All</option>
            {DEAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Status"
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as DealFilters['status'] })}
          >
            <option value="">All statuses</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Search deals"
            type="search"
            placeholder="Name or location"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
            className="col-span-2 lg:col-span-1"
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => setFilters({ ...EMPTY_DEAL_FILTERS })}
            disabled={!hasActiveDealFilters(filters)}
            className="col-span-2 disabled:opacity-60 lg:col-span-1"
          >
            Reset Filters
          </Button>
        </div>
      </section>

      <section aria-labelledby="deals-title" className={`${CARD} mt-6 overflow-hidden`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
          <h2 id="deals-title" className="text-base font-semibold text-slate-900">
            Deals
          </h2>
          {!isPending && (
            <p className="text-sm text-slate-600 tabular-nums" aria-live="polite" data-testid="deal-count">
              {shown.length} of {deals.length} deals
            </p>
          )}
        </header>
        {isError ? (
          <p role="alert" className="px-5 py-6 text-sm text-red-800">
            The deals could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <div className="overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
            <table className="min-w-full text-sm" aria-labelledby="deals-title" aria-busy={isPending}>
              <thead className="bg-slate-50">
                <tr>
                  {COLUMNS.map((label) => (
                    <th
                      key={label}
                      scope="col"
                      className={`px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:px-5 ${
                        label === 'Raised' || label === 'Backers' || label === 'Projected ROI' ? 'text-right' : 'text-left'
                      }`}
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {isPending ? (
                  <SkeletonRows rows={5} columns={COLUMNS.length} />
                ) : shown.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length} className="px-5 py-10 text-center text-slate-600">
                      No deals match these filters. Try Reset Filters.
                    </td>
                  </tr>
                ) : (
                  shown.map((deal) => (
                    <tr key={deal.id} className="hover:bg-slate-50">
                      <th scope="row" className="px-4 py-3.5 text-left font-medium whitespace-nowrap text-slate-900 sm:px-5">
                        {deal.name}
                        <span className="block text-xs font-normal text-slate-600">{deal.type}</span>
                      </th>
                      <td className="px-4 py-3.5 whitespace-nowrap text-slate-600 sm:px-5">{deal.location}</td>
                      <td className="px-4 py-3.5 text-right whitespace-nowrap text-slate-900 tabular-nums sm:px-5">
                        {formatUsd(deal.raised)} / {formatUsd(deal.target)}
                      </td>
                      <td className="px-4 py-3.5 text-right whitespace-nowrap text-slate-600 tabular-nums sm:px-5">
                        {deal.backers.toLocaleString('en-US')}
                      </td>
                      <td className="px-4 py-3.5 text-right whitespace-nowrap font-medium text-success tabular-nums sm:px-5">
                        {deal.roi}
                      </td>
                      <td className="px-4 py-3.5 whitespace-nowrap text-slate-600 sm:px-5">
                        <time dateTime={deal.deadline}>{formatDate(deal.deadline)}</time>
                      </td>
                      <td className="px-4 py-3.5 whitespace-nowrap sm:px-5">
                        <StatusBadge status={deal.status} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
