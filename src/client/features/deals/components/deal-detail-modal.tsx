import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoneyWhole } from '../../../lib/money-display.ts';
import { formatAbsoluteTime, formatDay } from '../../../lib/relative-time.ts';

export interface DealDetailModalProps {
  deal: Deal | null;
  open: boolean;
  onClose: () => void;
  /** What the viewer may do with the deal (a backer's Invest), before "View property". */
  actions?: ReactNode;
}

const CAMPAIGN_TYPES: Record<Deal['campaign_type'], string> = {
  buy_n_hold: "Buy 'N' Hold",
  fix_n_flip: "Fix 'N' Flip",
};

/**
 * A deal's details (spec §2, decisions.md #20): name, progress, location, type, backers, ROI,
 * listed date and deadline, with the actions the viewer may take. Edit Deal and View All Backers
 * join them with the proposer's pages; a button that does nothing is not shown.
 */
export function DealDetailModal({ deal, open, onClose, actions }: DealDetailModalProps) {
  const money = (amount: number) => formatMoneyWhole(amount, deal?.currency ?? 'USD');
  return (
    <Dialog open={open && deal !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        {deal && (
          <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold text-slate-900">{deal.name}</DialogTitle>
                <p className="mt-1 text-sm text-slate-600">
                  {CAMPAIGN_TYPES[deal.campaign_type]} · {deal.holding_period_months}-month holding period
                </p>
              </div>
              <button
                type="button"
                data-autofocus
                onClick={onClose}
                className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <span className="sr-only">Close</span>
                <XMarkIcon className="size-6" aria-hidden="true" />
              </button>
            </div>

            <ProgressBar className="mt-5" label="Raised" value={deal.raised} max={deal.target} formatValue={money} />

            <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
              {[
                ['Location', deal.location],
                ['Type', deal.type],
                ['Backers', deal.backers.toLocaleString('en-US')],
                ['Projected ROI', deal.roi],
                ['Listed', deal.listed_at ? formatDay(deal.listed_at) : '—'],
                ['Deadline', deal.deadline ? formatAbsoluteTime(deal.deadline) : '—'],
                ['Minimum investment', money(deal.minimum_ticket)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="mt-0.5 font-medium text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd className="mt-0.5">{deal.status ? <StatusBadge status={deal.status} /> : '—'}</dd>
              </div>
            </dl>

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={paths.property(deal.property_id)} className={buttonClasses('secondary')}>
                View property
              </Link>
              {actions}
            </div>
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}
