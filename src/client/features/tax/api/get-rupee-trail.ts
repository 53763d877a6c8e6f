import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { rupeeTrailSchema, type RupeeTrail } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** GET /api/portfolio/payouts/:id/trail: the payout's Rupee Trail, recomputed by the server from the ledgers at each call. */
function getRupeeTrail(payoutId: string, signal?: AbortSignal): Promise<RupeeTrail> {
  return apiRequest(`/portfolio/payouts/${encodeURIComponent(payoutId)}/trail`, { schema: rupeeTrailSchema, signal });
}

function rupeeTrailQueryOptions(session: Session | null, payoutId: string) {
  return queryOptions({
    queryKey: taxKeys.trail(session, payoutId),
    queryFn: ({ signal }) => getRupeeTrail(payoutId, signal),
    // A paid payout never changes; Recompute asks again on purpose.
    staleTime: Infinity,
  });
}

export function useRupeeTrail(payoutId: string) {
  return useQuery(rupeeTrailQueryOptions(useSession(), payoutId));
}

/** Recompute: the trail's query asked again; resolves once the new answer (or its failure) is in. */
export function useRecomputeTrail(payoutId: string) {
  const client = useQueryClient();
  const session = useSession();
  return () => client.invalidateQueries({ queryKey: taxKeys.trail(session, payoutId) });
}
