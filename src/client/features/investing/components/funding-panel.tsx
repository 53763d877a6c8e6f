import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DealSummary } from '../../../../shared/contracts/deals.ts';
import { currentLocale, formatMoneyWhole, formatNumber, t } from '../../../lib/i18n.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { fundingStateText, isOpen, timeLeftText } from '../lib/funding.ts';
import { Facts } from './facts.tsx';

/*
 * A backer's part (their commitments, Invest and its dialog) loads only for a signed-in backer,
 * so the property page's first load stays within its budget for everyone else.
 */
const BackerFunding = lazy(() => import('./backer-funding.tsx').then((module) => ({ default: module.BackerFunding })));
// Likewise the zone of a signed-in person's settings (lib/time-zone.ts); a visitor's is the browser's.
const DeadlineTime = lazy(() => import('../../../components/ui/deadline-time.tsx').then((module) => ({ default: module.DeadlineTime })));
/** As lib/relative-time.ts's formatDeadline writes it in the browser's zone, here to keep the page's first load small. */
const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

export interface FundingPanelProps {
  propertyId: string;
  /** The deal's name: its property's title. */
  propertyTitle: string;
  /** The property's live or closed deal, as the property's answer has it (refreshed after an investment). */
  summary: DealSummary;
}

/**
 * A property's funding panel (interfaces.md, pages of the platform): raised / target, progress,
 * backers, days left, minimum ticket, then a backer's own commitments and Invest (the dialog adds
 * the per-backer maximum and what is left). A signed-out
 * visitor's Invest leads to sign-in and back here; proposers and admins see the figures only.
 */
export function FundingPanel({ propertyId, propertyTitle, summary }: FundingPanelProps) {
  const session = useSession();
  const now = Date.now();
  const money = (minor: number) => formatMoneyWhole(minor, summary.currency);
  const open = isOpen(summary, now);
  const percent = summary.target > 0 ? Math.min(100, Math.round((summary.raised / summary.target) * 100)) : 0;
  const raised = t('{raised} of {target}', { raised: money(summary.raised), target: money(summary.target) });
  const facts: [string, ReactNode][] = [
    [t('Backers'), formatNumber(summary.backers)],
    [t('Days left'), timeLeftText(summary, now)],
    [t('Minimum investment'), money(summary.minimum_ticket)],
  ];
  // The day and the minute it closes: "Less than 1" day left says nothing of when.
  if (summary.lifecycle === 'live' && summary.deadline) {
    const deadline = session ? (
      <Suspense>
        <DeadlineTime iso={summary.deadline} />
      </Suspense>
    ) : (
      <time dateTime={summary.deadline}>{new Date(summary.deadline).toLocaleString(currentLocale(), DEADLINE_FORMAT)}</time>
    );
    facts.push([t('Deadline'), deadline]);
  }

  return (
    <section aria-labelledby="funding-title" className="rounded-2xl border border-slate-200 p-5 shadow-xs">
      <h2 id="funding-title" className="text-lg font-semibold text-slate-900">
        {t('Funding')}
      </h2>
      <p className="mt-1 text-sm font-medium text-slate-700">{fundingStateText(summary, now)}</p>
      {/* As components/ui/progress-bar.tsx draws it, written out here to keep the page's first load small. */}
      <div className="mt-4 mb-1.5 flex items-baseline justify-between gap-3 text-sm">
        <span id="funding-raised" className="font-medium text-slate-700">
          {t('Raised')}
        </span>
        <span className="text-slate-600 tabular-nums" aria-hidden="true">
          {raised}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="funding-raised"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={t('{raised} ({percent}%)', { raised, percent })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <Facts facts={facts} className="mt-4 gap-x-4" />
      {!session && open && (
        <Link to={paths.loginThen(paths.property(propertyId))} className={buttonClasses('primary', 'mt-5 w-full')}>
          {t('Invest')}
        </Link>
      )}
      {session?.role === 'backer' && (
        <Suspense>
          <BackerFunding dealId={summary.id} dealName={propertyTitle} open={open} />
        </Suspense>
      )}
    </section>
  );
}
