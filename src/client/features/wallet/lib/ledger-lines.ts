import { t } from '../../../lib/i18n.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import type { WalletEntry } from '../../../../shared/contracts/wallet.ts';
import type { STATUS_BADGES } from './labels.ts';

/** One line the ledger shows: a transfer, or the moment a voided hold's money came back. */
export interface LedgerLine {
  key: string;
  at: string;
  description: string;
  direction: WalletEntry['direction'];
  amount: number;
  currency: Currency;
  status: keyof typeof STATUS_BADGES;
}

/**
 * The ledger as a statement reads (platform.md §3): every transfer at the time it was made and, for
 * a hold that was voided (a cancelled or refunded commitment), a second line when its money went
 * back to the wallet, so the minus of the hold is matched by a plus. Newest first.
 */
export function ledgerLines(entries: readonly WalletEntry[]): LedgerLine[] {
  const lines = entries.flatMap((entry): LedgerLine[] => {
    const line: LedgerLine = {
      key: entry.id,
      at: entry.created_at,
      description: entry.description,
      direction: entry.direction,
      amount: entry.amount,
      currency: entry.currency,
      status: entry.status,
    };
    if (entry.status !== 'voided' || !entry.resolved_at) return [line];
    return [
      line,
      {
        key: `${entry.id}-returned`,
        at: entry.resolved_at,
        description:
          entry.release_reason === 'cancelled'
            ? t('Cancelled: {description}', { description: entry.description })
            : t('Refund: {description}', { description: entry.description }),
        direction: entry.direction === 'out' ? 'in' : 'out',
        amount: entry.amount,
        currency: entry.currency,
        status: 'returned',
      },
    ];
  });
  // A stable sort: lines of the same moment keep the server's order.
  return lines.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
