import type { DealStatus } from '../../../shared/contracts/deals.ts';
import { msg, t } from '../../lib/i18n.ts';

// 800-shade text on 50-shade fill: 6.8:1 or better, AA for small text.
const BADGE_CLASSES: Record<DealStatus, string> = {
  completed: 'bg-green-50 text-green-800 ring-green-600/25',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  failed: 'bg-red-50 text-red-800 ring-red-600/25',
};

const LABELS: Record<DealStatus, string> = {
  completed: msg('Completed'),
  pending: msg('Pending'),
  failed: msg('Failed'),
};

export interface StatusBadgeProps {
  status: DealStatus;
}

/** Transaction and deal status: completed green, pending amber, failed red (spec §2). */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${BADGE_CLASSES[status]}`} data-status={status}>
      {t(LABELS[status])}
    </span>
  );
}
