import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutListSchema, type Payout } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** GET /api/portfolio/payouts?fy=: the backer's payouts of a financial year, newest first. */
async function getPayouts(fy: string, signal?: AbortSignal): Promise<Payout[]> {
  const { items } = await apiRequest('/portfolio/payouts', { query: { fy }, schema: payoutListSchema, signal });
  return items;
}

function payoutsQueryOptions(session: Session | null, fy: string) {
  return queryOptions({
    queryKey: taxKeys.payouts(session, fy),
    queryFn: ({ signal }) => getPayouts(fy, signal),
    staleTime: 60_000,
  });
}

export function usePayouts(fy: string) {
  return useQuery(payoutsQueryOptions(useSession(), fy));
}
