import type { DealSummary } from '../../../../shared/contracts/deals.ts';

const DAY = 86_400_000;

/** The panel's "Days left": "12", "1", "Less than 1", or "Closed" once the deal is not live or its deadline has passed. */
export function timeLeftText(deal: Pick<DealSummary, 'lifecycle' | 'deadline'>, now: number): string {
  const deadline = deal.deadline === null ? Number.NaN : Date.parse(deal.deadline);
  if (deal.lifecycle !== 'live' || Number.isNaN(deadline) || deadline <= now) return 'Closed';
  const days = Math.floor((deadline - now) / DAY);
  return days < 1 ? 'Less than 1' : String(days);
}

/** The campaign's state in words: open, funded, or failed and refunded. */
export function fundingStateText(deal: Pick<DealSummary, 'lifecycle' | 'deadline'>, now: number): string {
  if (deal.lifecycle === 'funded') return 'Funded';
  if (deal.lifecycle === 'failed') return 'Failed: every backer was refunded';
  return timeLeftText(deal, now) === 'Closed' ? 'Closing' : 'Open for investment';
}
