import { BanknotesIcon } from '@heroicons/react/24/outline';
import type { Payout } from '../../../../shared/contracts/distributions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { usePayouts } from '../api/get-payouts.ts';
import { INCOME_TYPE_LABELS } from '../../../lib/income-labels.ts';

/** Each payout of the year, newest first, with the button that opens its Rupee Trail. */
export function PayoutsList({ fy, onOpenTrail }: { fy: string; onOpenTrail: (payout: Payout) => void }) {
  const payouts = usePayouts(fy);
  const timeZone = useTimeZone();

  const trailButton = (payout: Payout, describedBy: string) => (
    <Button type="button" variant="secondary" className="min-h-9 px-3" aria-describedby={describedBy} onClick={() => onOpenTrail(payout)}>
      {t('Rupee Trail')}
    </Button>
  );
  const money = (payout: Payout, amount: number) => <span className="whitespace-nowrap tabular-nums">{formatMoney(amount, payout.currency)}</span>;
  const columns: ListColumn<Payout>[] = [
    { header: t('Date'), cell: (payout) => <time dateTime={payout.paid_at}>{formatDay(payout.paid_at, timeZone)}</time> },
    {
      header: t('Deal'),
      primary: true,
      cell: (payout) => (
        <span id={`payout-${payout.id}`} className="font-medium text-slate-900" translate="no">
          {payout.deal_name}
        </span>
      ),
    },
    { header: t('Period'), cell: (payout) => payout.period },
    { header: t('Income type'), cell: (payout) => t(INCOME_TYPE_LABELS[payout.income_type]) },
    { header: t('Gross'), cell: (payout) => money(payout, payout.gross) },
    { header: t('Tax'), cell: (payout) => money(payout, payout.tds) },
    { header: t('Net'), cell: (payout) => money(payout, payout.net) },
    { header: t('Trail'), cell: (payout) => trailButton(payout, `payout-${payout.id}`) },
  ];

  let body;
  if (payouts.isPending) body = <ListTableSkeleton columns={columns.length} testId="payouts-skeleton" />;
  else if (payouts.isError)
    body = <ListLoadError title={t('Your payouts could not be loaded.')} error={payouts.error} onRetry={() => void payouts.refetch()} />;
  else {
    body = (
      <ListTable
        labelledBy="payouts-title"
        columns={columns}
        rows={payouts.data}
        rowKey={(payout) => payout.id}
        testIds={{ row: 'payout-row', card: 'payout-card' }}
        empty={<ListEmptyState icon={BanknotesIcon} text={t('No payouts in {fy}.', { fy })} className="py-10" />}
        card={(payout, headingId) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <h3 id={headingId} className="min-w-0 font-semibold text-slate-900">
                <span translate="no">{payout.deal_name}</span> · {payout.period}
              </h3>
              <time dateTime={payout.paid_at} className="shrink-0 text-slate-600">
                {formatDay(payout.paid_at, timeZone)}
              </time>
            </div>
            <p className="mt-1 text-slate-600">{t(INCOME_TYPE_LABELS[payout.income_type])}</p>
            <dl className="mt-2 grid grid-cols-3 gap-2">
              {(
                [
                  [t('Gross'), payout.gross],
                  [t('Tax'), payout.tds],
                  [t('Net'), payout.net],
                ] as const
              ).map(([term, amount]) => (
                <div key={term}>
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="font-semibold text-slate-900">{money(payout, amount)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">{trailButton(payout, headingId)}</div>
          </>
        )}
      />
    );
  }

  return (
    <ListCard titleId="payouts-title" title={t('Payouts')}>
      {body}
    </ListCard>
  );
}
