import { userScope } from '../lib/query-keys.ts';
import type { Session } from '../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/**
 * The keys of the backer's wallet (GET /api/wallet and its lines, deposits and withdrawals), read
 * by the wallet and investing features. Any money movement refreshes them all through `all`.
 */
export const walletKeys = {
  all: (session: SessionScope) => [...userScope(session), 'wallet'] as const,
  balances: (session: SessionScope) => [...walletKeys.all(session), 'balances'] as const,
  entries: (session: SessionScope, page: number) => [...walletKeys.all(session), 'entries', page] as const,
  deposits: (session: SessionScope) => [...walletKeys.all(session), 'deposits'] as const,
  withdrawals: (session: SessionScope) => [...walletKeys.all(session), 'withdrawals'] as const,
};
