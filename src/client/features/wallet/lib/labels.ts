import type { Currency } from '../../../../shared/contracts/money.ts';
import { msg } from '../../../lib/i18n.ts';
import type { DepositStatus, LedgerLineStatus, WithdrawalStatus } from '../../../../shared/contracts/wallet.ts';

/** The currencies in the order the forms offer them: rupees first (the Indian properties' deals). */
export const CURRENCY_OPTIONS: readonly Currency[] = ['INR', 'USD'];

export const CURRENCY_NAMES: Record<Currency, string> = { INR: msg('Indian rupees'), USD: msg('US dollars') };

type Tone = 'green' | 'amber' | 'slate';

/** How each status reads on screen, and its badge's colour. */
export const STATUS_BADGES: Record<DepositStatus | WithdrawalStatus | LedgerLineStatus | 'returned', { label: string; tone: Tone }> = {
  awaiting_funds: { label: msg('Awaiting funds'), tone: 'amber' },
  confirmed: { label: msg('Confirmed'), tone: 'green' },
  requested: { label: msg('Requested'), tone: 'amber' },
  paid: { label: msg('Paid'), tone: 'green' },
  // Ledger lines: a hold, a completed movement, a hold given back, and the line of its money coming back.
  pending: { label: msg('Held'), tone: 'amber' },
  posted: { label: msg('Completed'), tone: 'green' },
  voided: { label: msg('Released'), tone: 'slate' },
  returned: { label: msg('Returned'), tone: 'green' },
};
