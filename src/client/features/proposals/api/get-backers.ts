import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealBackersResponseSchema, type DealBackers } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalKeys } from './keys.ts';

/** Backers a page of View All Backers shows: the API's default page size. */
export const BACKERS_PAGE_SIZE = 20;

/** GET /api/deals/:id/backers: one row per commitment (name, amount, status, extension consent), newest first. */
export function getBackers(id: string, page: number, signal?: AbortSignal): Promise<DealBackers> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/backers`, { query: { page, page_size: BACKERS_PAGE_SIZE }, schema: dealBackersResponseSchema, signal });
}

export function backersQueryOptions(session: Session | null, id: string, page: number) {
  return queryOptions({
    queryKey: proposalKeys.backers(session, id, page),
    queryFn: ({ signal }) => getBackers(id, page, signal),
    staleTime: 0,
    // Another page of the same deal keeps this page's rows on screen (marked busy) until its answer.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[4] === id ? previous : undefined),
  });
}

export function useBackers(id: string, page: number) {
  return useQuery(backersQueryOptions(useSession(), id, page));
}
