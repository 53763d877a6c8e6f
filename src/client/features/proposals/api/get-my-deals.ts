import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealListResponseSchema, type DealList } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalKeys } from './keys.ts';

/** Deals a page of My Deals shows: the API's default page size. */
export const MY_DEALS_PAGE_SIZE = 20;

/** GET /api/deals?mine=true: the proposer's own deals in every lifecycle, newest first. */
export function getMyDeals(page: number, signal?: AbortSignal): Promise<DealList> {
  return apiRequest('/deals', { query: { mine: 'true', page, page_size: MY_DEALS_PAGE_SIZE }, schema: dealListResponseSchema, signal });
}

export function myDealsQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: proposalKeys.mine(session, page),
    queryFn: ({ signal }) => getMyDeals(page, signal),
    staleTime: 0,
    // Another page keeps this page's rows on screen (marked busy) until its answer.
    placeholderData: keepPreviousData,
  });
}

export function useMyDeals(page: number) {
  return useQuery(myDealsQueryOptions(useSession(), page));
}
