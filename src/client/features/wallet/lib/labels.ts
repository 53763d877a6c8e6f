import type { Currency } from '../../../../shared/contracts/money.ts';
import type { DepositStatus, LedgerLineStatus, WithdrawalStatus } from '../../../../shared/contracts/wallet.ts';

/** The currencies in the order the forms offer them: rupees first (the Indian properties' deals). */
export const CURRENCY_OPTIONS: readonly Currency[] = ['INR', 'USD'];

export const CURRENCY_NAMES: Record<Currency, string> = { INR: 'Indian rupees', USD: 'US dollars' };

type Tone = 'green' | 'amber' | 'slate';

/** How each status reads on screen, and its badge's colour. */
export const STATUS_BADGES: Record<DepositStatus | WithdrawalStatus | LedgerLineStatus | 'returned', { label: string; tone: Tone }> = {
  awaiting_funds: { label: 'Awaiting funds', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  requested: { label: 'Requested', tone: 'amber' },
  paid: { label: 'Paid', tone: 'green' },
  // Ledger lines: a hold, a completed movement, a hold given back, and the line of its money coming back.
  pending: { label: 'Held', tone: 'amber' },
  posted: { label: 'Completed', tone: 'green' },
  voided: { label: 'Released', tone: 'slate' },
  returned: { label: 'Returned', tone: 'green' },
};
