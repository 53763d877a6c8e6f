import type { QueryClient } from '@tanstack/react-query';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

/** One deal as the signed-in person sees it (a backer's answer carries their own commitments). */
export function dealKey(session: Pick<Session, 'userId'> | null, id: string) {
  return [...userScope(session), 'deals', 'detail', id] as const;
}

export function portfolioKey(session: Pick<Session, 'userId'> | null) {
  return [...userScope(session), 'portfolio'] as const;
}

/** The root of the backer's wallet queries (the wallet feature's balances, lines and payments use it too). */
export function walletKey(session: Pick<Session, 'userId'> | null) {
  return [...userScope(session), 'wallet'] as const;
}

/** The public property data (features/properties: listing, featured, pages), whose deal summaries show raised and backers. */
const PROPERTIES_ROOT = ['properties'] as const;

/**
 * After money moved (a commitment, a cancellation, an extension answered): every figure that
 * shows it asks again — the user's deals (Live Deals and single deals), portfolio and wallet, and
 * the properties' deal summaries — so an open funding panel or list changes at once. Resolves when
 * the queries on screen have their new answers.
 */
export function refreshAfterMoneyMoved(client: QueryClient, session: Pick<Session, 'userId'> | null) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...userScope(session), 'deals'] }),
    client.invalidateQueries({ queryKey: portfolioKey(session) }),
    client.invalidateQueries({ queryKey: walletKey(session) }),
    client.invalidateQueries({ queryKey: PROPERTIES_ROOT }),
  ]);
}
