import type { Deal } from '../../../../shared/contracts/deals.ts';

type Lifecycle = Deal['lifecycle'];

export const LIFECYCLE_LABELS: Record<Lifecycle, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
  approved: 'Approved',
  live: 'Live',
  funded: 'Funded',
  failed: 'Failed',
};

export const STAGE_LABELS = { documents: 'Documents', valuation: 'Valuation', legal: 'Legal' } as const;
export const DECISION_LABELS = { pass: 'Passed', changes_requested: 'Changes requested', reject: 'Rejected' } as const;

/** The proposer's next step with a deal, as My Deals names it (interfaces.md, "Pages of the platform"). */
export function nextStep(deal: Pick<Deal, 'lifecycle' | 'missing' | 'extended'>): string {
  switch (deal.lifecycle) {
    case 'draft':
      return deal.missing.length > 0 ? 'Continue editing' : 'Submit for review';
    case 'submitted':
      return 'Waiting for review';
    case 'changes_requested':
      return 'Fix requested changes';
    case 'approved':
      return 'Publish';
    case 'live':
      return deal.extended ? 'Live: View backers' : 'Live: Extend campaign, View backers';
    case 'rejected':
      return 'Rejected: no further steps';
    case 'funded':
    case 'failed':
      return 'Closed: View backers';
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
  if (ms === null) return 'Not submitted';
  const minutes = Math.floor(ms / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
