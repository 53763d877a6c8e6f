import { Link } from 'react-router';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { paths } from '../../../config/paths.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { CommitmentStatusBadge } from './commitment-status-badge.tsx';
import { InvestButton } from './invest-button.tsx';

/**
 * The signed-in backer's part of a funding panel: their own commitments to the deal (from
 * GET /api/deals/:id with their token) and Invest while the deal is open.
 */
export function BackerFunding({ dealId, dealName, open }: { dealId: string; dealName: string; open: boolean }) {
  const { data: deal } = useDeal(dealId);
  const mine = deal?.my_commitments ?? [];
  return (
    <>
      {deal && mine.length > 0 && (
        <div className="mt-5 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t('Your commitments')}</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {mine.map((commitment) => (
              <li key={commitment.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900 tabular-nums">{formatMoneyWhole(commitment.amount, commitment.currency)}</span>
                <CommitmentStatusBadge status={commitment.status} />
              </li>
            ))}
          </ul>
          <Link
            to={paths.dashboard('backer', 'portfolio')}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
          >
            {t('See your portfolio')}
          </Link>
        </div>
      )}
      <InvestButton className="mt-5" dealId={dealId} dealName={dealName} open={open && deal?.status !== 'completed'} initialDeal={deal} />
    </>
  );
}
