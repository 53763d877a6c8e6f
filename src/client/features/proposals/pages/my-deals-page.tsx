import { PlusIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton-rows.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { formatMoneyWhole } from '../../../../shared/money-format.ts';
import { useMyDeals } from '../api/get-my-deals.ts';
import { LifecycleBadge } from '../components/lifecycle-badge.tsx';
import { nextStep } from '../lib/lifecycle.ts';

const COLUMNS = ['Deal', 'Lifecycle', 'Raised / target', 'Next step'];
const CELL = 'px-4 py-3.5 sm:px-5';

/** My Deals: the proposer's own deals in every lifecycle with the next step of each (GET /api/deals?mine=true). */
export function MyDealsPage() {
  const deals = useMyDeals(1);
  return (
    <>
      <PageTitle title="My Deals" />
      <PageHeader
        title="My Deals"
        description="Your deals from first draft to close, and what each needs next."
        actions={
          <Link to={dealPaths.newDeal} className={buttonClasses('primary')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            Add New Deal
          </Link>
        }
      />
      {deals.isError && <Alert tone="error">{deals.error.message}</Alert>}
      {/* Scrolls sideways on a phone; focusable, so a keyboard can scroll it too; relative, so the links' hidden words stay inside it. */}
      <div className={`${CARD} relative overflow-x-auto focus-visible:outline-offset-[-3px]`} tabIndex={0} role="region" aria-label="My deals">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">My deals</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${CELL} font-semibold whitespace-nowrap`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {deals.isPending && <SkeletonRows rows={3} columns={COLUMNS.length} />}
            {deals.data?.items.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="px-5 py-10 text-center text-slate-600">
                  You have no deals yet. Add New Deal starts a draft you can save and finish later.
                </td>
              </tr>
            )}
            {deals.data?.items.map((deal) => (
              <tr key={deal.id} data-testid="my-deal-row">
                <th scope="row" className={`${CELL} min-w-44 text-left font-medium`}>
                  <Link to={dealPaths.deal(deal.id)} className="text-brand-800 underline-offset-2 hover:underline">
                    {deal.name || 'Untitled deal'}
                  </Link>
                  {deal.location && <span className="block text-xs font-normal text-slate-600">{deal.location}</span>}
                </th>
                <td className={CELL}>
                  <LifecycleBadge lifecycle={deal.lifecycle} />
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                  {formatMoneyWhole(deal.raised, deal.currency)} / {formatMoneyWhole(deal.target, deal.currency)}
                </td>
                <td className={CELL}>
                  <Link to={dealPaths.deal(deal.id)} className="font-medium text-brand-800 underline underline-offset-2">
                    {nextStep(deal)}
                    <span className="sr-only">: {deal.name || 'Untitled deal'}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
