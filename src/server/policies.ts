import type { Role } from '../shared/roles.ts';

/*
 * Who may see or change what (domain.md, "Permissions"): one module of small pure functions the
 * services ask; routes never decide. A resource a caller may not see is answered 404 by the
 * service, so its existence is not told either.
 */

/** The caller of a request: the token's subject and its role, checked against the database. */
export interface Actor {
  sub: string;
  role: Role;
}

/**
 * A notification is its owner's alone: nobody else reads it or marks it read, the admin
 * included (it is a personal message, not platform data).
 */
export function canReadNotification(actor: Actor, notification: { userId: string }): boolean {
  return notification.userId === actor.sub;
}

interface DealAccess {
  proposerId: string;
  lifecycle: string;
}

const PUBLIC_DEAL_LIFECYCLES = new Set(['live', 'funded', 'failed', 'exited']);

/** Anyone sees a live or closed deal; before that only its proposer and the admin. */
export function canSeeDeal(actor: Actor | undefined, deal: DealAccess): boolean {
  return PUBLIC_DEAL_LIFECYCLES.has(deal.lifecycle) || (actor !== undefined && canManageDeal(actor, deal));
}

/** Its proposer and the admin act on a deal (extend it, list its backers, edit it). */
export function canManageDeal(actor: Actor, deal: Pick<DealAccess, 'proposerId'>): boolean {
  return actor.role === 'admin' || (actor.role === 'proposer' && deal.proposerId === actor.sub);
}

/** A commitment is its backer's alone: anyone else is told it does not exist. */
export function canSeeCommitment(actor: Actor, commitment: { backerId: string }): boolean {
  return actor.role === 'backer' && commitment.backerId === actor.sub;
}

/**
 * A distribution's evidence (after-funding.md §2): its deal's proposer and the admin, who review
 * it, its author, and the backers it paid, whose Rupee Trail shows it; anyone else is told it does
 * not exist.
 */
export function canSeeEvidence(
  actor: Actor | undefined,
  distribution: { authorId: string; deal: Pick<DealAccess, 'proposerId'>; paidToActor: boolean },
): boolean {
  if (actor === undefined) return false;
  return canManageDeal(actor, distribution.deal) || distribution.authorId === actor.sub || (actor.role === 'backer' && distribution.paidToActor);
}
