import type { Returns } from '../../../../shared/contracts/holdings.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { formatMultiple, formatRate } from '../lib/returns.ts';
import { Facts } from './facts.tsx';

/** Where an XIRR has too few days or flows to mean anything, the server sends null: say so, never a figure. */
const rate = (bps: number | null) => (bps === null ? <span className="font-normal text-slate-600">{t('Not enough history')}</span> : formatRate(bps));

/**
 * A holding's returns, or a currency's totals (`invested` shown too): face value, value at the
 * latest valuation, income received gross, tax withheld and net, the equity multiple and the
 * XIRR before and after tax (after-funding.md §3).
 */
export function ReturnsFacts({ returns, withInvested = false, className }: { returns: Returns; withInvested?: boolean; className: string }) {
  const money = (minor: number) => formatMoneyWhole(minor, returns.currency);
  return (
    <Facts
      facts={[
        ...(withInvested ? [[t('Invested'), money(returns.invested)] as const] : []),
        [t('Face value'), money(returns.face_value)],
        [t('Current value'), money(returns.value)],
        [t('Income received (gross)'), money(returns.received_gross)],
        [t('Tax withheld'), money(returns.received_tds)],
        [t('Income received (net)'), money(returns.received_net)],
        // Null only with nothing invested.
        [t('Equity multiple'), returns.equity_multiple_bps === null ? '—' : formatMultiple(returns.equity_multiple_bps)],
        [t('XIRR before tax'), rate(returns.xirr_bps)],
        [t('XIRR after tax'), rate(returns.xirr_net_bps)],
      ]}
      className={className}
    />
  );
}
