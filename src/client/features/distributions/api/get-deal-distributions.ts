import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionListSchema, type Distribution } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { distributionKeys, refetchWhilePaying } from './keys.ts';

/** GET /api/deals/:id/distributions: every one of the deal for its proposer and the admin. */
async function getDealDistributions(dealId: string, signal?: AbortSignal): Promise<Distribution[]> {
  const answer = await apiRequest(`/deals/${encodeURIComponent(dealId)}/distributions`, { schema: distributionListSchema, signal });
  return answer.items;
}

function dealDistributionsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({
    queryKey: distributionKeys.ofDeal(session, dealId),
    queryFn: ({ signal }) => getDealDistributions(dealId, signal),
    // The admin acts on them meanwhile: asked again whenever the page is shown.
    staleTime: 0,
    refetchInterval: (query) => refetchWhilePaying(query.state.data, false),
  });
}

export function useDealDistributions(dealId: string) {
  return useQuery(dealDistributionsQueryOptions(useSession(), dealId));
}
