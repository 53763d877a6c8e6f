import { useId, useState, type ReactNode } from 'react';
import type { PortfolioOrders } from '../../../../shared/contracts/exits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/price.ts';
import { formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useCancelOrder } from '../api/exit-steps.ts';
import { usePortfolioOrders } from '../api/get-portfolio-orders.ts';
import { ORDER_SIDE, ORDER_STATUS } from '../lib/labels.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';

type PortfolioOrder = PortfolioOrders['items'][number];

/**
 * The backer's exit orders on the Portfolio (after-funding.md §5): the open ones, each with Cancel
 * (after a confirmation) until its window closes, then the past ones with what they filled and
 * at which price. Nothing shows for a backer who never placed one.
 */
export function OpenOrders() {
  const query = usePortfolioOrders();
  const [done, setDone] = useState<string | null>(null);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="mt-3 h-20 w-full rounded-xl" />;
  else if (query.isError) body = <LoadFailed text={t('Your orders could not be loaded.')} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) return null;
  else {
    const open = query.data.items.filter((order) => order.status === 'open');
    const past = query.data.items.filter((order) => order.status !== 'open');
    body = (
      <>
        {done && (
          <div className="mt-3">
            <Alert tone="success">{done}</Alert>
          </div>
        )}
        <div className={`${CARD} mt-3 p-4 sm:p-5`}>
          <h3 className="text-sm font-semibold text-slate-900">{t('Open orders')}</h3>
          {open.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('No open order.')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" data-testid="open-orders">
              {open.map((order) => (
                <li key={order.id} className="py-3">
                  <OrderRow order={order} onCancelled={setDone} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {past.length > 0 && (
          <div className={`${CARD} mt-4 p-4 sm:p-5`}>
            <h3 className="text-sm font-semibold text-slate-900">{t('Past orders')}</h3>
            <ul className="mt-2 divide-y divide-slate-100" data-testid="past-orders">
              {past.map((order) => (
                <li key={order.id} className="py-3">
                  <OrderRow order={order} onCancelled={setDone} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="orders-title" className="mt-8">
      <h2 id="orders-title" className="text-base font-semibold text-slate-900">
        {t('Exit orders')}
      </h2>
      {body}
    </section>
  );
}

/** One order: side, deal, face value, limit price, status; what filled and at which price once settled; Cancel while open. */
function OrderRow({ order, onCancelled }: { order: PortfolioOrder; onCancelled: (sentence: string) => void }) {
  const id = useId();
  const timeZone = useTimeZone();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const status = ORDER_STATUS[order.status];
  const what = t('{side} {amount} of face value in {deal} at {price} per 100', {
    side: t(ORDER_SIDE[order.side]),
    amount: money(order.face_value),
    deal: order.deal_title,
    price: formatPrice(order.limit_price_bps / 100),
  });
  const confirm = () => {
    cancel.mutate(order.id, {
      onSuccess: () => {
        setConfirming(false);
        onCancelled(
          order.side === 'buy'
            ? t('Your order is cancelled; the money it held is back in your wallet.')
            : t('Your order is cancelled; the face value it offered is yours to sell again.'),
        );
      },
    });
  };
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 text-sm" data-testid="order-row">
      <div className="min-w-0">
        <p id={`${id}-what`} className="font-medium text-slate-900">
          {what}
        </p>
        <p className="mt-1 text-slate-600">
          {order.status === 'open'
            ? t('Trades when the window closes, {date}.', { date: formatDeadline(order.window_closes_at, timeZone) })
            : order.price_bps === null
              ? t('Nothing filled.')
              : t('{filled} filled at {price} per 100.', { filled: money(order.filled_face_value), price: formatPrice(order.price_bps / 100) })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={status.tone}>{t(status.label)}</Badge>
        {order.status === 'open' && (
          <Button
            type="button"
            variant="secondary"
            className="min-h-10 px-4"
            aria-describedby={`${id}-what`}
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
          >
            {t('Cancel')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('Cancel this order?')}
        confirmLabel={t('Cancel order')}
        pending={cancel.isPending}
        problem={cancel.error ? failureSentence(cancel.error, t('The order could not be cancelled. Please try again.'), t(NO_ANSWER)) : null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {what}
      </ConfirmDialog>
    </div>
  );
}
