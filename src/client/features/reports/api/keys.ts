import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of the reports' queries: a deal's, as its proposer or the admin sees them, and the admin's page; any change refreshes both through `all`. */
export const reportKeys = {
  all: (session: SessionScope) => [...userScope(session), 'reports'] as const,
  ofDeal: (session: SessionScope, dealId: string) => [...reportKeys.all(session), 'deal', dealId] as const,
  admin: (session: SessionScope) => [...reportKeys.all(session), 'admin'] as const,
  /** A deal's accepted reports as anyone reads them, on its property page. */
  accepted: (dealId: string) => ['reports', 'accepted', dealId] as const,
};
