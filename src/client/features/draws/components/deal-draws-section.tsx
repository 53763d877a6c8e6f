import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useDealDraws } from '../api/get-deal-draws.ts';
import { DrawMilestones, InspectionNotice } from './draw-milestones.tsx';

/**
 * The Draws section of a funded Fix 'N' Flip deal's property page (after-funding.md §4): backers
 * follow the milestones, the sponsor's photos and Sharestead's sign-offs. A Buy 'N' Hold deal has
 * no draws, and no section.
 */
export default function DealDrawsSection({ dealId }: { dealId: string }) {
  const titleId = useId();
  const query = useDealDraws(dealId);
  if (query.isSuccess && query.data.items.length === 0) return null;
  let body;
  if (query.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (query.isError) {
    body = (
      <p className="mt-3 text-sm text-red-800">
        {t('The draws could not be loaded.')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  } else {
    body = (
      <div className="mt-2 space-y-3">
        <p className="text-sm text-slate-600">
          {t(
            'The money raised waits in a construction escrow and is released to the sponsor milestone by milestone, once Sharestead has inspected the work. {amount} is still in escrow.',
            {
              amount: formatMoney(query.data.undrawn, query.data.currency),
            },
          )}
        </p>
        <InspectionNotice draws={query.data} />
        <DrawMilestones draws={query.data} />
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('Draws')}
      </h2>
      {body}
    </section>
  );
}
