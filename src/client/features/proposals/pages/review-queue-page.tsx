import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { formatMoneyWhole, msg, t } from '../../../lib/i18n.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { waitedText } from '../lib/lifecycle.ts';

const COLUMNS = [msg('Deal'), msg('Asset class'), msg('Target'), msg('Waiting')];
const CELL = 'px-4 py-3.5 sm:px-5';

/** Reviews: the deals submitted for review, oldest first, with how long each has waited. */
export function ReviewQueuePage() {
  const queue = useReviewQueue(1);
  return (
    <>
      <PageTitle title={t('Reviews')} />
      <PageHeader title={t('Reviews')} description={t('Deals waiting for review, oldest submission first.')} />
      {queue.isError && <Alert tone="error">{queue.error.message}</Alert>}
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too. */}
      <div
        className={`${CARD} relative overflow-x-auto focus-visible:outline-offset-[-3px]`}
        tabIndex={0}
        role="region"
        aria-label={t('Deals waiting for review')}
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('Deals waiting for review')}</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {queue.isPending && <SkeletonRows rows={3} columns={COLUMNS.length} />}
            {queue.data?.items.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="px-5 py-10 text-center text-slate-600">
                  {t('No deals are waiting for review.')}
                </td>
              </tr>
            )}
            {queue.data?.items.map((deal) => (
              <tr key={deal.id} data-testid="review-row">
                <th scope="row" className={`${CELL} min-w-44 text-left font-medium`}>
                  <Link to={dealPaths.review(deal.id)} className="text-brand-800 underline underline-offset-2" translate={deal.name ? 'no' : undefined}>
                    {deal.name || t('Untitled deal')}
                  </Link>
                  <span className="block text-xs font-normal text-slate-600" translate="no">
                    {deal.location}
                  </span>
                </th>
                <td className={CELL}>{t(deal.type)}</td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatMoneyWhole(deal.target, deal.currency)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{waitedText(deal.waiting_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
