import { t } from '../../../lib/i18n.ts';
import { STATUS_BADGES } from '../lib/labels.ts';

// 800-shade text on 50-shade fill, as the other badges: AA for small text.
const TONES = {
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/25',
} as const;

/** A deposit's, withdrawal's or ledger line's status as a small coloured label. */
export function PaymentStatusBadge({ status }: { status: keyof typeof STATUS_BADGES }) {
  const badge = STATUS_BADGES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[badge.tone]}`}
      data-status={status}
    >
      {t(badge.label)}
    </span>
  );
}
