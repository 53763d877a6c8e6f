import type { DealInput } from './contracts/deal-workflow.ts';
import type { DEAL_LIFECYCLES } from './contracts/deal-summary.ts';
import type { ProposerSettings } from './contracts/settings.ts';
import { msg } from './i18n/msg.ts';

/*
 * The deal edit rules (platform.md §2, interfaces.md PATCH /api/deals/:id), written once for the
 * server, which enforces them, and the deal form, which says them before the round trip: what
 * each lifecycle lets be changed, and how a deal's terms must agree with each other and with the
 * proposer's settings. Pure functions: no Node, no DOM.
 */

/** A problem with one field: its sentence (an English message id) and what the sentence fills in. */
export interface TermProblem {
  field: string;
  message: string;
  values?: Record<string, string | number>;
}

export type EditRight = 'everything' | 'listing' | 'nothing';

/** What `role` may change of a deal in `lifecycle`. */
export function editRight(role: 'admin' | 'proposer', lifecycle: (typeof DEAL_LIFECYCLES)[number]): EditRight {
  switch (lifecycle) {
    case 'draft':
    case 'changes_requested':
      return 'everything';
    // The admin corrects a deal under review; its proposer waits for the decision.
    case 'submitted':
    case 'approved':
      return role === 'admin' ? 'everything' : 'nothing';
    case 'live':
    case 'funded':
    case 'failed':
    case 'exited':
      return 'listing';
    case 'rejected':
      return 'nothing';
  }
}

/** Once live (and after), only the listing text, features and agent card may change: the terms are locked. */
export const LISTING_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'location', 'location_description', 'features', 'agent']);

/** The body's fields a listing-only edit may not change, as field paths. */
export function lockedFieldsIn(input: DealInput): string[] {
  const locked = Object.keys(input).filter((key) => key !== 'property');
  for (const key of Object.keys(input.property ?? {})) if (!LISTING_FIELDS.has(key)) locked.push(`property.${key}`);
  return locked;
}

/** A deal's terms in minor units; 0 where a draft has none yet. */
export interface DealTerms {
  target: bigint;
  minimumTicket: bigint;
  maximumPerBacker: bigint | null;
  quarters: readonly string[];
  /** The draw schedule's shares in basis points (Fix 'N' Flip), when one is given. */
  drawShares?: readonly number[];
}

/** Settings amounts are whole units of the deal's currency; both currencies (INR, USD) have 100 minor units. */
const MINOR_PER_UNIT = 100n;

/**
 * Problems between the terms themselves and, when known, with the proposer's settings (the server
 * checks them on any save and on submission), in the order the server lists them.
 */
export function termProblems(deal: DealTerms, settings?: Pick<ProposerSettings, 'minimum_investment_required' | 'maximum_funding_goal'>): TermProblem[] {
  const problems: TermProblem[] = [];
  if (settings) {
    const minimum = BigInt(settings.minimum_investment_required) * MINOR_PER_UNIT;
    const maximum = BigInt(settings.maximum_funding_goal) * MINOR_PER_UNIT;
    if (deal.minimumTicket > 0n && deal.minimumTicket < minimum) {
      problems.push({
        field: 'minimum_ticket',
        message: msg('The minimum ticket must be at least {minimum} (your Minimum investment required setting).'),
        values: { minimum: settings.minimum_investment_required },
      });
    }
    if (deal.target > maximum) {
      problems.push({
        field: 'target',
        message: msg('The target must be at most {maximum} (your Maximum funding goal setting).'),
        values: { maximum: settings.maximum_funding_goal },
      });
    }
  }
  if (deal.target > 0n && deal.minimumTicket > deal.target) {
    problems.push({ field: 'minimum_ticket', message: msg('The minimum ticket must not be more than the target.') });
  }
  if (deal.maximumPerBacker !== null && deal.maximumPerBacker < deal.minimumTicket) {
    problems.push({ field: 'maximum_per_backer', message: msg('The maximum per backer must not be less than the minimum ticket.') });
  }
  if (deal.target > 0n && deal.maximumPerBacker !== null && deal.maximumPerBacker > deal.target) {
    problems.push({ field: 'maximum_per_backer', message: msg('The maximum per backer must not be more than the target.') });
  }
  if (new Set(deal.quarters).size !== deal.quarters.length)
    problems.push({ field: 'projection', message: msg('Each quarter may appear once in the projection.') });
  // The draws must release the whole escrow, no more and no less.
  if (deal.drawShares && deal.drawShares.length > 0 && deal.drawShares.reduce((sum, share) => sum + share, 0) !== 10_000) {
    problems.push({ field: 'draw_schedule', message: msg("The milestones' shares must add up to exactly 100%.") });
  }
  return problems;
}
