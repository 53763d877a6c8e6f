import type { QueryClient } from '@tanstack/react-query';
import { dealKeys } from '../../../api/deal-keys.ts';
import { walletKeys } from '../../../api/wallet-keys.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/**
 * The keys of exits: a deal's windows, a window's book (`mine` is the caller's), a deal's sale
 * votes (`my_vote` is the caller's), the backer's orders. All under the user's scope, since most
 * answers name the caller; every step refreshes them all through `all`.
 */
export const exitKeys = {
  all: (session: SessionScope) => [...userScope(session), 'exits'] as const,
  windows: (session: SessionScope, dealId: string) => [...exitKeys.all(session), 'windows', dealId] as const,
  window: (session: SessionScope, windowId: string) => [...exitKeys.all(session), 'window', windowId] as const,
  proposals: (session: SessionScope, dealId: string) => [...exitKeys.all(session), 'proposals', dealId] as const,
  orders: (session: SessionScope) => [...exitKeys.all(session), 'orders'] as const,
};

/** After any exit step: every exit answer, the wallet (an order holds or releases money) and the deals (a sale changes a lifecycle). */
export function refreshAfterExitStep(client: QueryClient, session: SessionScope) {
  return Promise.all([
    client.invalidateQueries({ queryKey: exitKeys.all(session) }),
    client.invalidateQueries({ queryKey: walletKeys.all(session) }),
    client.invalidateQueries({ queryKey: dealKeys.all(session) }),
  ]);
}
