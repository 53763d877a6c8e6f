import type { DealSummary } from '../../../../shared/contracts/deals.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';

const DAY = 86_400_000;

/** Whether the deal takes commitments now: live and before its deadline. */
export function isOpen(deal: Pick<DealSummary, 'lifecycle' | 'deadline'>, now: number): boolean {
  const deadline = deal.deadline === null ? Number.NaN : Date.parse(deal.deadline);
  return deal.lifecycle === 'live' && !Number.isNaN(deadline) && deadline > now;
}

/** The panel's "Days left": "12", "1", "Less than 1", or "Closed" once the deal is not live or its deadline has passed. */
export function timeLeftText(deal: Pick<DealSummary, 'lifecycle' | 'deadline'>, now: number): string {
  if (!isOpen(deal, now)) return t(msg('Closed', 'deal'));
  const days = Math.floor((Date.parse(deal.deadline!) - now) / DAY);
  return days < 1 ? t('Less than 1') : formatNumber(days);
}

/** The campaign's state in words: open, funded (an exited deal's campaign funded too), or failed and refunded. */
export function fundingStateText(deal: Pick<DealSummary, 'lifecycle' | 'deadline'>, now: number): string {
  if (deal.lifecycle === 'funded' || deal.lifecycle === 'exited') return t('Funded');
  if (deal.lifecycle === 'failed') return t('Failed: every backer was refunded');
  return isOpen(deal, now) ? t('Open for investment') : t('Closing');
}
