import { UserGroupIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import type { DealBackers } from '../../../../shared/contracts/deal-workflow.ts';
import { formatMoneyWhole, msg, t } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { QueryListCard } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableEmpty, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { BACKERS_PAGE_SIZE, useBackers } from '../api/get-backers.ts';
import { useDeal } from '../../../api/get-deal.ts';

type Backer = DealBackers['items'][number];

const STATUS_LABELS = { committed: msg('Committed'), funded: msg('Funded'), refunded: msg('Refunded'), cancelled: msg('Cancelled') } as const;

function consentText(consent: boolean | null) {
  if (consent === null) return t('Not asked or no answer yet');
  return consent ? t('Stays in') : t('Declined');
}

/** The table's columns, made at render so their headers are in the current language. */
function backerColumns(): ListColumn<Backer>[] {
  return [
    {
      header: t('Name'),
      primary: true,
      cell: (backer) => (
        <span className="font-semibold text-slate-900 wrap-break-word" translate="no">
          {backer.name}
        </span>
      ),
    },
    { header: t('Amount'), cell: (backer) => <span className="whitespace-nowrap tabular-nums">{formatMoneyWhole(backer.amount, backer.currency)}</span> },
    { header: t('Status'), cell: (backer) => t(STATUS_LABELS[backer.status]) },
    { header: t('Extension consent'), cell: (backer) => consentText(backer.extension_consent) },
  ];
}

/**
 * View All Backers (`…/deals/:id/backers`, GET /api/deals/:id/backers): one row per commitment
 * (name, amount, status, extension consent), newest first, paged with the page in the URL; a
 * table on wide screens, cards on a phone. For the deal's proposer and the admin, who reach it from
 * Live Deals and from the deal's form.
 */
export function BackersPage({ dealId, role }: { dealId: string; role: DealPagesRole }) {
  const { page, panel, goToPage } = usePageParam();
  const deal = useDeal(dealId, { staleTime: 0 });
  const backers = useBackers(dealId, page);
  const columns = backerColumns();

  // A deal the viewer may not see (or that does not exist) says so, rather than a list that failed.
  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Backers')} />
        <PageHeader title={t('Backers')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }

  return (
    <>
      <PageTitle title={backersTitle(deal.data)} />
      <PageHeader
        title={backersTitle(deal.data)}
        description={t('Everyone who committed to this deal: the amount, where the commitment stands and, after an extension, whether they stay in.')}
        actions={
          <Link to={dealPaths.deal(role, dealId)} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('Back to the deal')}
          </Link>
        }
      />
      <QueryListCard
        list={backers}
        page={page}
        pageSize={BACKERS_PAGE_SIZE}
        onPageChange={goToPage}
        ref={panel}
        titleId="backers-title"
        title={t('Backers')}
        countTestId="backer-count"
        text={{
          nouns: [t('commitment'), t('commitments')],
          loading: t('Loading backers…'),
          pages: t('Backer pages'),
          error: t('The backers could not be loaded.'),
        }}
        placeholder={<ListTableSkeleton columns={columns.length} testId="backers-skeleton" />}
      >
        {(data, updating) => (
          <ListTable
            labelledBy="backers-title"
            columns={columns}
            rows={data.items}
            rowKey={(backer) => backer.commitment_id}
            card={(backer, headingId) => <BackerCard backer={backer} headingId={headingId} />}
            busy={updating}
            testIds={{ row: 'backer-row', card: 'backer-card' }}
            empty={
              <ListTableEmpty icon={UserGroupIcon} total={data.total} text={{ none: t('No one has backed this deal yet.') }} onFirstPage={() => goToPage(1)} />
            }
          />
        )}
      </QueryListCard>
    </>
  );
}

/** "Backers of Sea Breeze Villa", while the deal loads "Backers of the deal". */
function backersTitle(deal: { name: string } | undefined): string {
  if (!deal) return t('Backers of the deal');
  return t('Backers of {name}', { name: deal.name || t('Untitled deal') });
}

function BackerCard({ backer, headingId }: { backer: Backer; headingId: string }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="min-w-0 text-base font-semibold text-slate-900 wrap-break-word" translate="no">
          {backer.name}
        </h3>
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoneyWhole(backer.amount, backer.currency)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-slate-600">{t('Status')}</dt>
          <dd className="mt-1">{t(STATUS_LABELS[backer.status])}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t('Extension consent')}</dt>
          <dd className="mt-1">{consentText(backer.extension_consent)}</dd>
        </div>
      </dl>
    </>
  );
}
