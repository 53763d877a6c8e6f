import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

/** The root of every query of the backer's wallet: balances, ledger lines, deposits, withdrawals. Any money movement refreshes them all. */
export function walletKey(session: Pick<Session, 'userId'> | null) {
  return [...userScope(session), 'wallet'] as const;
}

/** The root of the admin's payment queues: confirming or paying refreshes both. */
export function paymentsKey(session: Pick<Session, 'userId'> | null) {
  return [...userScope(session), 'payments'] as const;
}
