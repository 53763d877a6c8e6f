import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dealListResponseSchema, type DealList } from '../../../../shared/contracts/deals.ts';
import { dealKeys } from '../../../api/deal-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Deals per page of the admin's Exits. */
export const EXIT_DEALS_PAGE_SIZE = 20;

/** GET /api/deals?status=completed: the funded (and exited) deals, newest listed first, one page. */
function getExitDeals(page: number, signal?: AbortSignal): Promise<DealList> {
  return apiRequest('/deals', { query: { status: 'completed', page, page_size: EXIT_DEALS_PAGE_SIZE }, schema: dealListResponseSchema, signal });
}

function exitDealsQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: dealKeys.list(session, { status: 'completed', page, pageSize: EXIT_DEALS_PAGE_SIZE }),
    queryFn: ({ signal }) => getExitDeals(page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useExitDeals(page: number) {
  return useQuery(exitDealsQueryOptions(useSession(), page));
}
