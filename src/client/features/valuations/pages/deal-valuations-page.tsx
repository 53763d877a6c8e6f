import { Link } from 'react-router';
import { useDeal } from '../../../api/get-deal.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ListCard, ListLoadError } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { useValuations } from '../api/get-valuations.ts';
import { ValuationForm } from '../components/valuation-form.tsx';
import { ValuationList } from '../components/valuation-list.tsx';

/**
 * A funded deal's valuations for the admin (`/admin_dashboard/deals/:id/valuations`; after-funding.md
 * §1): the latest price and the face value it applies to, the form to record a valuation with the
 * valuer's report, and every valuation with its report. Reached from the deal's page.
 */
export function DealValuationsPage({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  const funded = deal.data?.lifecycle === 'funded';
  const valuations = useValuations(dealId, { enabled: funded });

  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Valuations')} />
        <PageHeader title={t('Valuations')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }

  const name = deal.data ? deal.data.name || t('Untitled deal') : '';
  let list;
  if (valuations.isPending) list = <Skeleton className="m-5 h-24" />;
  else if (valuations.isError)
    list = <ListLoadError title={t('The valuations could not be loaded.')} error={valuations.error} onRetry={() => void valuations.refetch()} />;
  else list = <ValuationList dealId={dealId} items={valuations.data} />;

  return (
    <>
      <PageTitle title={deal.data ? t('Valuations of {name}', { name }) : t('Valuations')} />
      <PageHeader
        title={t('Valuations')}
        description={
          deal.data?.face_value_total != null
            ? t('{name}: {faceValue} of face value, last valued at {price}.', {
                name,
                faceValue: formatMoneyWhole(deal.data.face_value_total, deal.data.currency),
                price: deal.data.price_bps === null ? t('par (no valuation yet)') : formatRoi(deal.data.price_bps),
              })
            : undefined
        }
        actions={
          <Link to={dealPaths.deal('admin', dealId)} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('Back to the deal')}
          </Link>
        }
      />
      {deal.data && !funded && (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          {t('Only a funded deal has a value to record.')}
        </p>
      )}
      {funded && (
        <div className="space-y-6">
          <ValuationForm dealId={dealId} />
          <ListCard titleId="deal-valuations-title" title={t('Valuations recorded')}>
            {list}
          </ListCard>
        </div>
      )}
    </>
  );
}
