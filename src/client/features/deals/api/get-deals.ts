import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealListResponseSchema, type DealList, type DealStatus } from '../../../../shared/contracts/deals.ts';
import { dealKeys } from '../../../api/deal-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** One page of Live Deals: undefined filters are "all". */
export interface DealListParams {
  status: DealStatus | undefined;
  /** An asset class: Residential, Commercial, Industrial or Mixed-Use. */
  type: string | undefined;
  search: string;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** Deals per page: the API's default page size. */
export const DEALS_PAGE_SIZE = 20;

/**
 * GET /api/deals: live, funded and failed deals, newest listed first. Each answer is the signed-in
 * user's (a backer's deals carry their own commitments), so the key is under the user's scope.
 */
export function getDeals({ status, type, search, page, pageSize }: DealListParams, signal?: AbortSignal): Promise<DealList> {
  return apiRequest('/deals', {
    query: { status, type, search, page, page_size: pageSize },
    schema: dealListResponseSchema,
    signal,
  });
}

export function dealsQueryOptions(session: Session | null, params: DealListParams) {
  return queryOptions({
    queryKey: dealKeys.list(session, params),
    queryFn: ({ signal }) => getDeals(params, signal),
    // Money moves while the page is open elsewhere: a returning tab asks again.
    staleTime: 15_000,
    // A new filter or page keeps the current rows on screen (marked busy) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDeals(params: DealListParams) {
  return useQuery(dealsQueryOptions(useSession(), params));
}
