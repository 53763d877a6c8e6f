import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

/** The root of every proposal query's key: a change to one deal refreshes the lists and the deal. */
export function proposalsQueryRoot(session: Pick<Session, 'userId'> | null) {
  return [...userScope(session), 'proposals'] as const;
}
