import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealBackersResponseSchema, type DealBackers } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalsQueryRoot } from './keys.ts';

/** Backers View All Backers shows: the API's largest page. */
const BACKERS_PAGE_SIZE = 100;

/** GET /api/deals/:id/backers: one row per commitment (name, amount, status, extension consent). */
export function getBackers(id: string, signal?: AbortSignal): Promise<DealBackers> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/backers`, { query: { page: 1, page_size: BACKERS_PAGE_SIZE }, schema: dealBackersResponseSchema, signal });
}

export function backersQueryOptions(session: Session | null, id: string) {
  return queryOptions({
    queryKey: [...proposalsQueryRoot(session), 'backers', id],
    queryFn: ({ signal }) => getBackers(id, signal),
    staleTime: 0,
  });
}

export function useBackers(id: string) {
  return useQuery(backersQueryOptions(useSession(), id));
}
