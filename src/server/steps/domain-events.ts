import type { NotificationEntry } from '../modules/notifications/index.ts';

/*
 * What a business step says happened (ADR 010). The step emits; the in-transaction subscribers
 * (run-step.ts: audit, notifications, totals, in that order) write what follows from it in the
 * step's own transaction. Services know these types only, not the tables the subscribers keep.
 */

/** What the totals need of the deal a commitment belongs to. */
export interface DealOfCommitment {
  proposerId: string;
  minimumTicket: bigint;
}

/** A deal as the figures count it (asset class mix, mean projected ROI). */
interface DealFigures {
  assetClass: string;
  projectedRoiBps: number;
}

/** Money moved or deals changed state: the running totals of the Overview and Stats follow these (ADR 006). */
export type TotalsEvent =
  /** A commitment now holds money (committed). */
  | { type: 'commitment.held'; backerId: string; currency: string; amount: bigint; deal: DealOfCommitment }
  /** A commitment let go of its money (cancelled, or refunded). */
  | { type: 'commitment.released'; backerId: string; currency: string; amount: bigint; deal: DealOfCommitment }
  /** A funded deal paid its proposer. */
  | { type: 'proposer.paid'; proposerId: string; currency: string; amount: bigint }
  /** A platform fee was posted. */
  | { type: 'fee.posted'; currency: string; amount: bigint }
  /** A deal went live. */
  | { type: 'deal.went_live'; deal: DealFigures }
  /** A live deal closed, funded or failed. */
  | { type: 'deal.closed'; deal: DealFigures; outcome: 'funded' | 'failed' };

/** An action the audit log keeps: `action` is `subject.verb` (`deal.funded`, `kyc.verified`). */
export interface ActionTaken {
  type: 'action.taken';
  /** Who acted; null when the platform itself did (a scheduled close, a refund at the deadline). */
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

/** People are told of what happened: in the app, and by e-mail or SMS where their settings ask for it. */
export interface NoticesDue {
  type: 'notices.due';
  notices: NotificationEntry[];
}

export type DomainEvent = TotalsEvent | ActionTaken | NoticesDue;

/** One notice for one user, at the step's instant. */
export function noticeTo(step: { now: Date }, userId: string, notice: Omit<NotificationEntry, 'userId' | 'createdAt'>): NoticesDue {
  return { type: 'notices.due', notices: [{ userId, ...notice, createdAt: step.now }] };
}
