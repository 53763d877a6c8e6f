import type { DEAL_LIFECYCLES } from './contracts/deal-summary.ts';
import { msg } from './i18n/msg.ts';

/*
 * The investment checks (interfaces.md, POST /api/deals/:id/commitments), written once for the
 * server, which enforces them, and the invest form, which says them before the round trip: the
 * deal's state, then the amount's rules (minimum ticket, per-backer maximum), then the money (what
 * is left to raise, what the wallet has). Amounts are minor units of the deal's currency. Pure
 * functions: no Node, no DOM.
 */

/** The sentences both sides give a refusal (the wallet's differs: the form knows the balance). */
export const INVESTMENT_SENTENCES = {
  deal_not_open: msg('This deal is not open for investment.'),
  below_minimum_ticket: msg('The minimum investment in this deal is {amount}.'),
  above_maximum_per_backer: msg('Each backer may invest at most {maximum} in this deal; you can add {left} more.'),
  exceeds_remaining: msg('Only {amount} is left to raise in this deal.'),
} as const;

/** Live and before its deadline. */
export function isOpenForInvestment(deal: { lifecycle: (typeof DEAL_LIFECYCLES)[number]; deadline: Date | null }, now: Date): boolean {
  return deal.lifecycle === 'live' && deal.deadline !== null && deal.deadline > now;
}

export interface InvestmentLimits {
  open: boolean;
  minimumTicket: bigint;
  /** The deal's per-backer maximum, or null when it has none. */
  maximumPerBacker: bigint | null;
  /** What the backer has in the deal already. */
  alreadyByBacker: bigint;
  /** Left to raise. */
  remaining: bigint;
  /** Available in the backer's wallet in the deal's currency; undefined while not known. */
  available: bigint | undefined;
}

export type InvestmentRefusal =
  | { code: 'deal_not_open' }
  | { code: 'below_minimum_ticket'; minimum: bigint }
  | { code: 'above_maximum_per_backer'; maximum: bigint; left: bigint }
  | { code: 'exceeds_remaining'; left: bigint }
  | { code: 'insufficient_funds'; available: bigint };

/** How much more a backer who has `already` in a deal may add under its per-backer `maximum`. */
export function perBackerLeft(maximum: bigint, already: bigint): bigint {
  return maximum > already ? maximum - already : 0n;
}

/** The first rule `amount` breaks, in the order above, or undefined when it may be invested. */
export function investmentRefusal(amount: bigint, limits: InvestmentLimits): InvestmentRefusal | undefined {
  if (!limits.open) return { code: 'deal_not_open' };
  if (amount < limits.minimumTicket) return { code: 'below_minimum_ticket', minimum: limits.minimumTicket };
  const maximum = limits.maximumPerBacker;
  if (maximum !== null && limits.alreadyByBacker + amount > maximum) {
    return { code: 'above_maximum_per_backer', maximum, left: perBackerLeft(maximum, limits.alreadyByBacker) };
  }
  if (amount > limits.remaining) return { code: 'exceeds_remaining', left: limits.remaining };
  if (limits.available !== undefined && amount > limits.available) return { code: 'insufficient_funds', available: limits.available };
  return undefined;
}
