import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalsQueryRoot } from './keys.ts';

/** GET /api/deals/:id: the deal with its listing fields, projection, current review round and `missing`. */
export function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal });
}

export function dealQueryKey(session: Pick<Session, 'userId'> | null, id: string) {
  return [...proposalsQueryRoot(session), 'deal', id] as const;
}

export function dealQueryOptions(session: Session | null, id: string) {
  return queryOptions({ queryKey: dealQueryKey(session, id), queryFn: ({ signal }) => getDeal(id, signal), staleTime: 0 });
}

export function useDeal(id: string) {
  return useQuery(dealQueryOptions(useSession(), id));
}
