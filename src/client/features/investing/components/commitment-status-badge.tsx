import type { CommitmentStatus } from '../../../../shared/contracts/deals.ts';
import { msg, t } from '../../../lib/i18n.ts';

// 800-shade text on 50-shade fill, as the deal status badges: AA for small text.
const BADGES: Record<CommitmentStatus, { label: string; className: string }> = {
  committed: { label: msg('Committed'), className: 'bg-amber-50 text-amber-800 ring-amber-600/25' },
  funded: { label: msg('Funded'), className: 'bg-green-50 text-green-800 ring-green-600/25' },
  refunded: { label: msg('Refunded'), className: 'bg-sky-50 text-sky-800 ring-sky-600/25' },
  cancelled: { label: msg('Cancelled'), className: 'bg-slate-100 text-slate-800 ring-slate-500/25' },
};

/** A commitment's or holding's status: committed (held in escrow), funded, refunded or cancelled. */
export function CommitmentStatusBadge({ status }: { status: CommitmentStatus }) {
  const badge = BADGES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${badge.className}`}
      data-status={status}
    >
      {t(badge.label)}
    </span>
  );
}
