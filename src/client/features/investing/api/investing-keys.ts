import type { QueryClient } from '@tanstack/react-query';
import { dealKeys } from '../../../api/deal-keys.ts';
import { propertyKeys } from '../../../api/property-keys.ts';
import { walletKeys } from '../../../api/wallet-keys.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

/** The keys of GET /api/portfolio and its returns (under it, so what refreshes the portfolio refreshes them). */
export const portfolioKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'portfolio'] as const,
  returns: (session: Pick<Session, 'userId'> | null) => [...portfolioKeys.all(session), 'returns'] as const,
};

/**
 * After money moved (a commitment, a cancellation, an extension answered): every figure that
 * shows it asks again — the user's deals (Live Deals and single deals), portfolio and wallet, and
 * the properties' deal summaries — so an open funding panel or list changes at once. Resolves when
 * the queries on screen have their new answers.
 */
export function refreshAfterMoneyMoved(client: QueryClient, session: Pick<Session, 'userId'> | null) {
  return Promise.all([
    client.invalidateQueries({ queryKey: dealKeys.all(session) }),
    client.invalidateQueries({ queryKey: portfolioKeys.all(session) }),
    client.invalidateQueries({ queryKey: walletKeys.all(session) }),
    client.invalidateQueries({ queryKey: propertyKeys.all }),
  ]);
}
