import { FolderOpenIcon, PlusIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { QueryListCard } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { MY_DEALS_PAGE_SIZE, useMyDeals } from '../api/get-my-deals.ts';
import { LifecycleBadge } from '../components/lifecycle-badge.tsx';
import { nextStep } from '../lib/lifecycle.ts';

/** My Deals: the proposer's own deals in every lifecycle with the next step of each (GET /api/deals?mine=true), paged with the page in the URL; a table on wide screens, cards on a phone. */
export function MyDealsPage() {
  const { page, panel, goToPage } = usePageParam();
  const deals = useMyDeals(page);
  const columns = dealColumns();

  return (
    <>
      <PageTitle title={t('My Deals')} />
      <PageHeader
        title={t('My Deals')}
        description={t('Your deals from first draft to close, and what each needs next.')}
        actions={
          <Link to={dealPaths.newDeal('proposer')} className={buttonClasses('primary')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('Add New Deal')}
          </Link>
        }
      />
      <QueryListCard
        list={deals}
        page={page}
        pageSize={MY_DEALS_PAGE_SIZE}
        onPageChange={goToPage}
        ref={panel}
        titleId="my-deals-title"
        title={t('Deals')}
        countTestId="my-deal-count"
        text={{ nouns: [t('deal'), t('deals')], loading: t('Loading deals…'), pages: t('My deals pages'), error: t('Your deals could not be loaded.') }}
        placeholder={<ListTableSkeleton columns={columns.length} testId="my-deals-skeleton" />}
      >
        {(data, updating) => (
          <ListTable
            labelledBy="my-deals-title"
            columns={columns}
            rows={data.items}
            rowKey={(deal) => deal.id}
            card={(deal, headingId) => <DealCard deal={deal} headingId={headingId} />}
            busy={updating}
            testIds={{ row: 'my-deal-row', card: 'my-deal-card' }}
            empty={
              <ListTableEmpty
                icon={FolderOpenIcon}
                total={data.total}
                text={{ none: t('You have no deals yet. Add New Deal starts a draft you can save and finish later.') }}
                onFirstPage={() => goToPage(1)}
              />
            }
          />
        )}
      </QueryListCard>
    </>
  );
}

const dealName = (deal: Deal) => deal.name || t('Untitled deal');

function DealLink({ deal }: { deal: Deal }) {
  return (
    <Link
      to={dealPaths.deal('proposer', deal.id)}
      className="font-semibold text-brand-800 underline-offset-2 wrap-break-word hover:underline"
      translate={deal.name ? 'no' : undefined}
    >
      {dealName(deal)}
    </Link>
  );
}

function RaisedOfTarget({ deal }: { deal: Deal }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatMoneyWhole(deal.raised, deal.currency)} / {formatMoneyWhole(deal.target, deal.currency)}
    </span>
  );
}

/** The deal's next step, named after the deal so each link says which deal it is for. */
function NextStepLink({ deal }: { deal: Deal }) {
  return (
    <Link
      to={dealPaths.deal('proposer', deal.id)}
      className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 sm:min-h-0"
    >
      {nextStep(deal)}
      <span className="sr-only" translate={deal.name ? 'no' : undefined}>
        : {dealName(deal)}
      </span>
    </Link>
  );
}

/** A funded deal's distributions, named after the deal as the next step is. */
function DistributionsLink({ deal }: { deal: Deal }) {
  return (
    <Link
      to={dealPaths.distributions('proposer', deal.id)}
      className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 sm:min-h-0"
    >
      {t('Distributions')}
      <span className="sr-only" translate={deal.name ? 'no' : undefined}>
        : {dealName(deal)}
      </span>
    </Link>
  );
}

/** The deal's next step, and for a funded deal its distributions. */
function DealSteps({ deal }: { deal: Deal }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <NextStepLink deal={deal} />
      {deal.lifecycle === 'funded' && <DistributionsLink deal={deal} />}
    </span>
  );
}

/** The table's columns, made at render so their headers are in the current language. */
function dealColumns(): ListColumn<Deal>[] {
  return [
    {
      header: t('Deal'),
      primary: true,
      cell: (deal) => (
        <>
          <DealLink deal={deal} />
          {deal.location && (
            <span className="block text-xs text-slate-600" translate="no">
              {deal.location}
            </span>
          )}
        </>
      ),
    },
    { header: t('Lifecycle'), cell: (deal) => <LifecycleBadge lifecycle={deal.lifecycle} /> },
    { header: t('Raised / target'), cell: (deal) => <RaisedOfTarget deal={deal} /> },
    { header: t('Next step'), cell: (deal) => <DealSteps deal={deal} /> },
  ];
}

function DealCard({ deal, headingId }: { deal: Deal; headingId: string }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base">
            <DealLink deal={deal} />
          </h3>
          {deal.location && (
            <p className="text-slate-600" translate="no">
              {deal.location}
            </p>
          )}
        </div>
        <LifecycleBadge lifecycle={deal.lifecycle} />
      </div>
      <dl className="mt-3">
        <dt className="text-xs text-slate-600">{t('Raised / target')}</dt>
        <dd className="mt-1">
          <RaisedOfTarget deal={deal} />
        </dd>
      </dl>
      <div className="mt-2">
        <DealSteps deal={deal} />
      </div>
    </>
  );
}
