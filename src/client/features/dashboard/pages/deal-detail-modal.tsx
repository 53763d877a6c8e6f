import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { Deal } from '../../../../shared/contracts/dashboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDate, formatUsd, formatUsdCompact } from '../lib/format.ts';

export interface DealDetailModalProps {
  deal: Deal | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A deal's details (spec §2). The spec has this modal exist without anything opening it, and its
 * Edit Deal and View All Backers buttons do nothing; it is ready for the issue that wires it up.
 */
export function DealDetailModal({ deal, open, onClose }: DealDetailModalProps) {
  return (
    <Dialog open={open && deal !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        {deal && (
          <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <DialogTitle className="text-lg font-semibold text-slate-900">{deal.name}</DialogTitle>
                <p className="mt-1 text-sm text-slate-600">{deal.description}</p>
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

            <ProgressBar
              className="mt-5"
              label="Raised"
              value={deal.raised}
              max={deal.target}
              formatValue={formatUsdCompact}
            />

            <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
              {[
                ['Location', deal.location],
                ['Type', deal.type],
                ['Backers', deal.backers.toLocaleString('en-US')],
                ['Projected ROI', deal.roi],
                ['Listed', formatDate(deal.date)],
                ['Deadline', formatDate(deal.deadline)],
                ['Minimum investment', formatUsd(deal.amount)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="mt-0.5 font-medium text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd className="mt-0.5">
                  <StatusBadge status={deal.status} />
                </dd>
              </div>
            </dl>

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary">
                View All Backers
              </Button>
              <Button type="button">Edit Deal</Button>
            </div>
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}
