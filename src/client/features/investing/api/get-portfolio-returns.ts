import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioReturnsSchema, type PortfolioReturns } from '../../../../shared/contracts/holdings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { portfolioKeys } from './investing-keys.ts';

/**
 * GET /api/portfolio/returns: per holding (by deal) and per currency, face value, value at the
 * latest valuation, income received gross, tax withheld and net, the equity multiple and the XIRR
 * before and after tax (null with not enough history).
 */
function getPortfolioReturns(signal?: AbortSignal): Promise<PortfolioReturns> {
  return apiRequest('/portfolio/returns', { schema: portfolioReturnsSchema, signal });
}

function portfolioReturnsQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: portfolioKeys.returns(session),
    queryFn: ({ signal }) => getPortfolioReturns(signal),
    // As the portfolio's: a returning tab asks again (a payout or a valuation may have come meanwhile).
    staleTime: 15_000,
  });
}

/** Asked only when it can say something (`enabled`: the backer holds a funded deal). */
export function usePortfolioReturns(enabled: boolean) {
  return useQuery({ ...portfolioReturnsQueryOptions(useSession()), enabled });
}
