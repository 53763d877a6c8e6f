import { userScope } from '../lib/query-keys.ts';
import type { Session } from '../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/**
 * The keys of GET /api/deals and /api/deals/:id, read by Live Deals, investing and the proposals'
 * pages. Each answer is the signed-in user's (a backer's deals carry their own commitments), so
 * every key is under the user's scope; `all` refreshes the lists and every deal.
 */
export const dealKeys = {
  all: (session: SessionScope) => [...userScope(session), 'deals'] as const,
  /** One page of a list, keyed by its filters and page. */
  list: <Params extends object>(session: SessionScope, params: Params) => [...dealKeys.all(session), 'list', params] as const,
  detail: (session: SessionScope, id: string) => [...dealKeys.all(session), 'detail', id] as const,
};
