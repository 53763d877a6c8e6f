import type { Deal } from '../../../../shared/contracts/deals.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import {
  INVESTMENT_SENTENCES,
  investmentRefusal,
  isOpenForInvestment,
  perBackerLeft as leftUnderMaximum,
  type InvestmentRefusal,
} from '../../../../shared/investment-rules.ts';
import { amountFromJson } from '../../../../shared/money.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';

/** What a backer may invest in a deal now, in minor units of its currency. */
export interface InvestLimits {
  currency: Currency;
  /** Live and before its deadline. */
  open: boolean;
  minimumTicket: bigint;
  /** Left to raise: target less raised. */
  remaining: bigint;
  /** The deal's per-backer maximum, or null when it has none. */
  maximumPerBacker: bigint | null;
  /** What the backer has committed to the deal already (committed and funded commitments). */
  alreadyCommitted: bigint;
  /** Available in the backer's wallet in the deal's currency; undefined while not known. */
  available: bigint | undefined;
}

/** The limits from the API's deal and wallet answers, their amounts read exactly once here. */
export function investLimits(deal: Deal, available: number | undefined, now = Date.now()): InvestLimits {
  const alreadyCommitted = deal.my_commitments
    .filter((commitment) => commitment.status === 'committed' || commitment.status === 'funded')
    .reduce((total, commitment) => total + amountFromJson(commitment.amount), 0n);
  const remaining = amountFromJson(deal.target) - amountFromJson(deal.raised);
  return {
    currency: deal.currency,
    open: isOpenForInvestment({ lifecycle: deal.lifecycle, deadline: deal.deadline === null ? null : new Date(deal.deadline) }, new Date(now)),
    minimumTicket: amountFromJson(deal.minimum_ticket),
    remaining: remaining > 0n ? remaining : 0n,
    maximumPerBacker: deal.maximum_per_backer === null ? null : amountFromJson(deal.maximum_per_backer),
    alreadyCommitted,
    available: available === undefined ? undefined : amountFromJson(available),
  };
}

/** How much more this backer may add under the per-backer maximum, or null without one. */
export function perBackerLeft(limits: InvestLimits): bigint | null {
  return limits.maximumPerBacker === null ? null : leftUnderMaximum(limits.maximumPerBacker, limits.alreadyCommitted);
}

export type InvestCheck = { ok: true; minor: number } | { ok: false; error: string };

/**
 * The invest form's amount, checked with the server's own rules (src/shared/investment-rules.ts)
 * and sentences, so most refusals need no round trip.
 */
export function checkInvestment(text: string, limits: InvestLimits): InvestCheck {
  // The deal's state comes first, before any amount is read.
  if (!limits.open) return { ok: false, error: refusalSentence({ code: 'deal_not_open' }, limits.currency) };
  const parsed = parseAmount(text, limits.currency);
  if (!parsed.ok) return parsed;
  const refusal = investmentRefusal(BigInt(parsed.minor), {
    open: limits.open,
    minimumTicket: limits.minimumTicket,
    maximumPerBacker: limits.maximumPerBacker,
    alreadyByBacker: limits.alreadyCommitted,
    remaining: limits.remaining,
    available: limits.available,
  });
  return refusal ? { ok: false, error: refusalSentence(refusal, limits.currency) } : { ok: true, minor: parsed.minor };
}

function refusalSentence(refusal: InvestmentRefusal, currency: Currency): string {
  const money = (minor: bigint) => formatMoneyWhole(minor, currency);
  switch (refusal.code) {
    case 'deal_not_open':
      return t(INVESTMENT_SENTENCES.deal_not_open);
    case 'below_minimum_ticket':
      return t(INVESTMENT_SENTENCES.below_minimum_ticket, { amount: money(refusal.minimum) });
    case 'above_maximum_per_backer':
      return t(INVESTMENT_SENTENCES.above_maximum_per_backer, { maximum: money(refusal.maximum), left: money(refusal.left) });
    case 'exceeds_remaining':
      return t(INVESTMENT_SENTENCES.exceeds_remaining, { amount: money(refusal.left) });
    case 'insufficient_funds':
      // The form knows the balance, so it says it (the server only knows it is not enough).
      return t('Your wallet has {amount} available. Add funds first, or invest less.', { amount: money(refusal.available) });
  }
}
