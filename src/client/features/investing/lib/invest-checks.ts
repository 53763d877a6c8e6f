import type { Deal } from '../../../../shared/contracts/deals.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';

/** What a backer may invest in a deal now, in minor units of its currency. */
export interface InvestLimits {
  currency: Currency;
  /** Live and before its deadline. */
  open: boolean;
  minimumTicket: number;
  /** Left to raise: target less raised. */
  remaining: number;
  /** The deal's per-backer maximum, or null when it has none. */
  maximumPerBacker: number | null;
  /** What the backer has committed to the deal already (committed and funded commitments). */
  alreadyCommitted: number;
  /** Available in the backer's wallet in the deal's currency; undefined while not known. */
  available: number | undefined;
}

export function investLimits(deal: Deal, available: number | undefined, now = Date.now()): InvestLimits {
  const alreadyCommitted = deal.my_commitments
    .filter((commitment) => commitment.status === 'committed' || commitment.status === 'funded')
    .reduce((total, commitment) => total + commitment.amount, 0);
  return {
    currency: deal.currency,
    open: deal.lifecycle === 'live' && deal.deadline !== null && Date.parse(deal.deadline) > now,
    minimumTicket: deal.minimum_ticket,
    remaining: Math.max(0, deal.target - deal.raised),
    maximumPerBacker: deal.maximum_per_backer,
    alreadyCommitted,
    available,
  };
}

/** How much more this backer may add under the per-backer maximum, or null without one. */
export function perBackerLeft(limits: InvestLimits): number | null {
  return limits.maximumPerBacker === null ? null : Math.max(0, limits.maximumPerBacker - limits.alreadyCommitted);
}

export type InvestCheck = { ok: true; minor: number } | { ok: false; error: string };

/**
 * The invest form's amount, checked as the server checks it (interfaces.md: the deal's state, then
 * the amount's rules — minimum ticket, per-backer maximum — then the money: what is left to raise,
 * what the wallet has), with the server's sentences, so most refusals need no round trip.
 */
export function checkInvestment(text: string, limits: InvestLimits): InvestCheck {
  if (!limits.open) return { ok: false, error: t('This deal is not open for investment.') };
  const parsed = parseAmount(text, limits.currency);
  if (!parsed.ok) return parsed;
  const amount = parsed.minor;
  const money = (minor: number) => formatMoneyWhole(minor, limits.currency);
  if (amount < limits.minimumTicket) {
    return { ok: false, error: t('The minimum investment in this deal is {amount}.', { amount: money(limits.minimumTicket) }) };
  }
  const left = perBackerLeft(limits);
  if (left !== null && amount > left) {
    return {
      ok: false,
      error: t('Each backer may invest at most {maximum} in this deal; you can add {left} more.', { maximum: money(limits.maximumPerBacker!), left: money(left) }),
    };
  }
  if (amount > limits.remaining) return { ok: false, error: t('Only {amount} is left to raise in this deal.', { amount: money(limits.remaining) }) };
  if (limits.available !== undefined && amount > limits.available) {
    return { ok: false, error: t('Your wallet has {amount} available. Add funds first, or invest less.', { amount: money(limits.available) }) };
  }
  return { ok: true, minor: amount };
}
