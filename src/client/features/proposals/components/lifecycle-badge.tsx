import type { Deal } from '../../../../shared/contracts/deals.ts';
import { t } from '../../../lib/i18n.ts';
import { LIFECYCLE_LABELS } from '../lib/lifecycle.ts';

// 800-shade text on 50-shade fill: AA for small text.
const TONES: Record<Deal['lifecycle'], string> = {
  draft: 'bg-slate-50 text-slate-800 ring-slate-600/25',
  submitted: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  changes_requested: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  rejected: 'bg-red-50 text-red-800 ring-red-600/25',
  approved: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  live: 'bg-green-50 text-green-800 ring-green-600/25',
  funded: 'bg-green-50 text-green-800 ring-green-600/25',
  failed: 'bg-red-50 text-red-800 ring-red-600/25',
  exited: 'bg-violet-50 text-violet-800 ring-violet-600/25',
};

/** A deal's place in its lifecycle, in words. */
export function LifecycleBadge({ lifecycle }: { lifecycle: Deal['lifecycle'] }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[lifecycle]}`}
      data-lifecycle={lifecycle}
    >
      {t(LIFECYCLE_LABELS[lifecycle])}
    </span>
  );
}
