import type { ExitWindowDetail } from '../../../../shared/contracts/exits.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/price.ts';
import { ORDER_SIDE, ORDER_STATUS } from '../lib/labels.ts';

const HEADER = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-0';
const CELL = 'px-3 py-2.5 text-slate-900 tabular-nums whitespace-nowrap first:pl-0';

/**
 * A window's book: every order's side, face value, limit price and status, never who placed it
 * (the API leaves that out); the reader's own are marked. Bids highest first, then offers lowest first.
 */
export function OrderBook({ window, caption }: { window: ExitWindowDetail; caption: string }) {
  if (window.book.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('No order has been placed in this window yet.')}</p>;
  const bids = window.book.filter((order) => order.side === 'buy').sort((a, b) => b.limit_price_bps - a.limit_price_bps);
  const offers = window.book.filter((order) => order.side === 'sell').sort((a, b) => a.limit_price_bps - b.limit_price_bps);
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it.
    <div className="mt-2 overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
      <table className="w-full text-sm" data-testid="order-book">
        <caption className="mb-2 text-left text-sm text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={HEADER}>
              {t('Side')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Face value')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Price per 100')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Filled')}
            </th>
            <th scope="col" className={HEADER}>
              {t('Status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {[...bids, ...offers].map((order) => (
            <tr key={order.id} data-testid="book-row">
              <th scope="row" className={`${CELL} text-left font-semibold`}>
                {t(ORDER_SIDE[order.side])}
                {order.mine && <span className="ml-2 text-xs font-medium text-brand-800">{t('(yours)')}</span>}
              </th>
              <td className={`${CELL} text-right`}>{formatMoney(order.face_value, window.currency)}</td>
              <td className={`${CELL} text-right`}>{formatPrice(order.limit_price_bps / 100)}</td>
              <td className={`${CELL} text-right`}>{formatMoney(order.filled_face_value, window.currency)}</td>
              <td className={CELL}>
                <Badge tone={ORDER_STATUS[order.status].tone}>{t(ORDER_STATUS[order.status].label)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
