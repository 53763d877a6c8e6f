import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioOrdersSchema, type PortfolioOrders } from '../../../../shared/contracts/exits.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { exitKeys } from './keys.ts';

/** GET /api/portfolio/orders: the backer's orders, newest first. */
function getPortfolioOrders(signal?: AbortSignal): Promise<PortfolioOrders> {
  return apiRequest('/portfolio/orders', { schema: portfolioOrdersSchema, signal });
}

function portfolioOrdersQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: exitKeys.orders(session),
    queryFn: ({ signal }) => getPortfolioOrders(signal),
    staleTime: 0,
  });
}

export function usePortfolioOrders() {
  return useQuery(portfolioOrdersQueryOptions(useSession()));
}
