import { Link } from 'react-router';
import { formatMoneyWhole, formatNumber, t } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { useDealProposer } from '../api/get-deal-proposer.ts';
import { LifecycleBadge } from './lifecycle-badge.tsx';

/** Who proposes the deal under review, and how their other deals have gone: the admin's context for the decision. */
export function ProposerDetails({ dealId }: { dealId: string }) {
  const proposer = useDealProposer(dealId);
  if (proposer.isPending) return <Spinner className="size-6 text-brand-700" label={t('Loading the proposer')} />;
  if (proposer.isError) return <Alert tone="error">{t('The proposer could not be loaded. {problem}', { problem: proposer.error.message })}</Alert>;
  const { name, email, past_deals: past, past_deals_total: total } = proposer.data;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-medium text-slate-600">{t('Name')}</dt>
          <dd className="mt-0.5 text-slate-900" translate="no">
            {name}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-slate-600">{t('Email')}</dt>
          <dd className="mt-0.5 break-all" translate="no">
            <a href={`mailto:${email}`} className="text-brand-800 underline underline-offset-2">
              {email}
            </a>
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">
        {total > past.length
          ? t('Their other deals (the latest {shown} of {total})', { shown: formatNumber(past.length), total: formatNumber(total) })
          : t('Their other deals')}
      </h3>
      {past.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('None: this is their first deal sent for review.')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('Deal')}
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('Lifecycle')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('Raised of target')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {past.map((deal) => (
                <tr key={deal.id}>
                  <td className="py-2 pr-4">
                    <Link to={dealPaths.review(deal.id)} className="text-brand-800 underline underline-offset-2" translate={deal.title ? 'no' : undefined}>
                      {deal.title || t('Untitled deal')}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    <LifecycleBadge lifecycle={deal.lifecycle} />
                  </td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {t('{raised} of {target}', { raised: formatMoneyWhole(deal.raised, deal.currency), target: formatMoneyWhole(deal.target, deal.currency) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
