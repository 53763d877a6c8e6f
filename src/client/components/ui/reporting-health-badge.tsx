import { Link } from 'react-router';
import type { ReportingHealth } from '../../../shared/contracts/deal-summary.ts';
import { paths } from '../../config/paths.ts';
import { msg, t } from '../../lib/i18n.ts';

/*
 * A sponsor's reporting health (after-funding.md §4), shown beside every deal with a link to the
 * sponsor's track record. Small and chart-free: public list pages carry it.
 */

// 800-shade text on 50-shade fill, as the status badges: AA for small text in both themes.
const CLASSES: Record<ReportingHealth | 'none', string> = {
  on_time: 'bg-green-50 text-green-800 ring-green-600/25',
  late: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  non_reporting: 'bg-red-50 text-red-800 ring-red-600/25',
  none: 'bg-slate-100 text-slate-800 ring-slate-500/25',
};

const LABELS: Record<ReportingHealth | 'none', string> = {
  on_time: msg('Reports on time'),
  late: msg('Report overdue'),
  non_reporting: msg('Not reporting'),
  none: msg('No report due yet'),
};

export function ReportingHealthBadge({ health }: { health: ReportingHealth | null }) {
  const key = health ?? 'none';
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${CLASSES[key]}`} data-health={key}>
      {t(LABELS[key])}
    </span>
  );
}

/** The sponsor's health on this deal and the way to their track record; `className` places it, `raised` lifts the link above a card's stretched link. */
export function SponsorRecord({
  proposerId,
  health,
  className = '',
  raised = false,
}: {
  proposerId: string;
  health: ReportingHealth | null;
  className?: string;
  raised?: boolean;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <ReportingHealthBadge health={health} />
      <Link
        to={paths.proposer(proposerId)}
        className={`inline-flex min-h-6 items-center font-medium text-brand-800 underline-offset-2 hover:underline ${raised ? 'relative z-10' : ''}`}
      >
        {t("Sponsor's track record")}
      </Link>
    </p>
  );
}
