import type { QueryClient } from '@tanstack/react-query';
import { dealKeys } from '../../../api/deal-keys.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of the proposals' own queries (My Deals, the review queue, proposers, a deal's proposer and backers); the deal itself is under dealKeys. */
export const proposalKeys = {
  all: (session: SessionScope) => [...userScope(session), 'proposals'] as const,
  mine: (session: SessionScope, page: number) => [...proposalKeys.all(session), 'mine', page] as const,
  reviewQueue: (session: SessionScope, page: number) => [...proposalKeys.all(session), 'review-queue', page] as const,
  proposers: (session: SessionScope, search: string) => [...proposalKeys.all(session), 'proposers', search] as const,
  proposer: (session: SessionScope, dealId: string) => [...proposalKeys.all(session), 'proposer', dealId] as const,
  backers: (session: SessionScope, dealId: string, page: number) => [...proposalKeys.all(session), 'backers', dealId, page] as const,
};

/** After a deal changed (saved, a file added or removed, a step taken, a review): the deal and every list that shows it ask again. */
export function refreshAfterDealChanged(client: QueryClient, session: SessionScope) {
  return Promise.all([client.invalidateQueries({ queryKey: proposalKeys.all(session) }), client.invalidateQueries({ queryKey: dealKeys.all(session) })]);
}
