import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioSchema, type Portfolio } from '../../../../shared/contracts/investing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { portfolioKeys } from './investing-keys.ts';

/** GET /api/portfolio: the backer's holdings by deal and totals per currency. */
export function getPortfolio(signal?: AbortSignal): Promise<Portfolio> {
  return apiRequest('/portfolio', { schema: portfolioSchema, signal });
}

export function portfolioQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: portfolioKeys.all(session),
    queryFn: ({ signal }) => getPortfolio(signal),
    // Deals close and refund on their own schedule: a returning tab asks again.
    staleTime: 15_000,
  });
}

export function usePortfolio() {
  return useQuery(portfolioQueryOptions(useSession()));
}
