import type { Deal } from '../../../../shared/contracts/deals.ts';
import { msg, t } from '../../../lib/i18n.ts';

type Lifecycle = Deal['lifecycle'];

export const LIFECYCLE_LABELS: Record<Lifecycle, string> = {
  draft: msg('Draft'),
  submitted: msg('Submitted'),
  changes_requested: msg('Changes requested'),
  rejected: msg('Rejected'),
  approved: msg('Approved'),
  live: msg('Live'),
  funded: msg('Funded'),
  failed: msg('Failed'),
  exited: msg('Exited'),
};

/** English ids: shown with `t(STAGE_LABELS[stage])`. */
export const STAGE_LABELS = { documents: msg('Documents'), valuation: msg('Valuation'), legal: msg('Legal') } as const;
export const DECISION_LABELS = { pass: msg('Passed'), changes_requested: msg('Changes requested'), reject: msg('Rejected') } as const;

/** The proposer's next step with a deal, as My Deals names it (interfaces.md, "Pages of the platform"). */
export function nextStep(deal: Pick<Deal, 'lifecycle' | 'missing' | 'extended'>): string {
  switch (deal.lifecycle) {
    case 'draft':
      return deal.missing.length > 0 ? t('Continue editing') : t('Submit for review');
    case 'submitted':
      return t('Waiting for review');
    case 'changes_requested':
      return t('Fix requested changes');
    case 'approved':
      return t('Publish');
    case 'live':
      return deal.extended ? t('Live: View backers') : t('Live: Extend campaign, View backers');
    case 'rejected':
      return t('Rejected: no further steps');
    case 'funded':
    case 'failed':
    case 'exited':
      return t('Closed: View backers');
  }
}

/** The latest decision of each stage in the current round (a later one replaces an earlier). */
export function latestDecisions(reviews: Deal['reviews']): Partial<Record<keyof typeof STAGE_LABELS, Deal['reviews'][number]>> {
  const latest: Partial<Record<keyof typeof STAGE_LABELS, Deal['reviews'][number]>> = {};
  for (const review of reviews) latest[review.stage] = review;
  return latest;
}

/** Whether all three stages of the current round have passed. */
export function allStagesPassed(reviews: Deal['reviews']): boolean {
  const latest = latestDecisions(reviews);
  return (['documents', 'valuation', 'legal'] as const).every((stage) => latest[stage]?.decision === 'pass');
}

/** How long a submission has waited: "3 days", "5 hours", "12 minutes", "less than a minute". */
export function waitedText(ms: number | null): string {
  if (ms === null) return t('Not submitted');
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t('less than a minute');
  if (minutes < 60) return t('{count, plural, one {# minute} other {# minutes}}', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('{count, plural, one {# hour} other {# hours}}', { count: hours });
  return t('{count, plural, one {# day} other {# days}}', { count: Math.floor(hours / 24) });
}
