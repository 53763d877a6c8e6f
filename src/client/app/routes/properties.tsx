import { FunnelIcon } from '@heroicons/react/24/outline';
import { lazy, Suspense, useRef } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useProperties } from '../../features/properties/api/get-properties.ts';
import { LISTING_PAGE_SIZE } from '../../features/properties/api/get-properties.ts';
import { ListingFilters, ListingSearch, ListingSort } from '../../features/properties/components/listing-filters.tsx';
import { PropertyGrid, PropertyGridSkeleton } from '../../features/properties/components/property-card.tsx';
import { hasActiveFilters, readListingParams, resultCountText, withListingParam, type FilterKey } from '../../features/properties/lib/listing-params.ts';
import { t } from '../../lib/i18n.ts';
import { useSearchBox } from '../../lib/use-search-box.ts';
import { useQueryParams } from '../../lib/use-query-params.ts';

// Loaded only when the results run to a second page, so the usual listing does not pay for it.
const PaginationNav = lazy(() => import('../../components/ui/pagination-nav.tsx').then((module) => ({ default: module.PaginationNav })));

export default function PropertiesRoute() {
  const [params, setParams] = useQueryParams();
  const state = readListingParams(params);
  const properties = useProperties(state);

  const [searchText, setSearchText] = useSearchBox(
    state.search,
    // Typing replaces the history entry, so Back leaves the listing instead of undoing letters.
    (text) => setParams((current) => withListingParam(current, 'q', text), { replace: true }),
  );

  const change = (key: FilterKey | 'sort' | 'page', value: string) => setParams((current) => withListingParam(current, key, value));
  const results = useRef<HTMLElement>(null);
  const goToPage = (page: number) => {
    change('page', String(page));
    results.current?.scrollIntoView({ block: 'start' });
  };
  const found = properties.data;
  const pageCount = found ? Math.max(1, Math.ceil(found.total / LISTING_PAGE_SIZE)) : 1;
  const reset = () => {
    setSearchText('');
    setParams(new URLSearchParams());
  };

  return (
    <>
      <PageTitle title={t('Properties')} />
      <section className="border-b border-slate-200 bg-brand-50/60">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Open for investment')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('Properties')}</h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            {t(
              'Every home here has passed our legal, technical and financial checks. Filter by city, budget and size, then open a listing to see its photos, numbers and the agent behind it.',
            )}
          </p>
          <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
            <ListingSearch value={searchText} onChange={setSearchText} />
            <ListingSort value={state.sort} onChange={(value) => change('sort', value)} />
          </form>
          <fieldset className="mt-5">
            <legend className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-slate-800">
              <FunnelIcon className="size-4" aria-hidden="true" /> {t('Filters')}
            </legend>
            <ListingFilters state={state} onChange={change} />
          </fieldset>
        </div>
      </section>

      <section ref={results} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6 lg:px-8" aria-labelledby="results-heading">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="sr-only">
            {t('Results')}
          </h2>
          <p role="status" className="tabular text-sm font-medium text-slate-700">
            {properties.isPending || properties.isPlaceholderData
              ? t('Loading properties…')
              : properties.isError
                ? ''
                : resultCountText(properties.data.total, properties.data.total_capped)}
          </p>
          {hasActiveFilters(state) && found && found.total > 0 && (
            <Button variant="ghost" type="button" onClick={reset} className="min-h-10 px-3 text-brand-800">
              {t('Clear all filters')}
            </Button>
          )}
        </div>
        {properties.isPending ? (
          <PropertyGridSkeleton />
        ) : properties.isError ? (
          <Alert tone="error">{t('We could not load the properties. Please refresh the page to try again.')}</Alert>
        ) : properties.data.items.length === 0 && properties.data.total > 0 ? (
          // A page past the end (an old link, or results that shrank since).
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('There are no results on this page.')}</p>
            <Button type="button" onClick={() => goToPage(1)} className="mt-6">
              {t('Go to the first page')}
            </Button>
          </div>
        ) : properties.data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('No properties found matching your criteria.')}</p>
            <p className="mt-2 text-slate-600">{t('Try a wider price range, another city, or fewer bedrooms.')}</p>
            <Button type="button" onClick={reset} className="mt-6">
              {t('Reset Filters')}
            </Button>
          </div>
        ) : (
          // While a new filter's answer is on its way, the previous results stay, dimmed.
          <div aria-busy={properties.isPlaceholderData} className={properties.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <PropertyGrid properties={properties.data.items} eagerCount={1} />
            {pageCount > 1 && (
              <div className="mt-10 flex justify-center">
                <Suspense>
                  <PaginationNav page={Math.min(state.page, pageCount)} pageCount={pageCount} onPageChange={goToPage} label={t('Result pages')} />
                </Suspense>
              </div>
            )}
          </div>
        )}
      </section>
    </>
  );
}
