import type { QueryClient } from '@tanstack/react-query';
import { dealKeys } from '../../../api/deal-keys.ts';
import { propertyKeys } from '../../../api/property-keys.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of a deal's valuations as the admin's page reads them. */
export const valuationKeys = {
  all: (session: SessionScope) => [...userScope(session), 'valuations'] as const,
  ofDeal: (session: SessionScope, dealId: string) => [...valuationKeys.all(session), dealId] as const,
};

/** After a valuation or a report: this page's list, the deal (its latest price) and the property page's chart ask again. */
export function refreshAfterValuation(client: QueryClient, session: SessionScope, dealId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: valuationKeys.all(session) }),
    client.invalidateQueries({ queryKey: dealKeys.detail(session, dealId) }),
    client.invalidateQueries({ queryKey: propertyKeys.valuations(dealId) }),
  ]);
}
