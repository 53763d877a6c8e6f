import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionListSchema, type Distribution } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { distributionKeys, refetchWhilePaying } from './keys.ts';

/** GET /api/admin/distributions: those waiting for their money, for approval, or for the payment job. */
async function getDistributionQueue(signal?: AbortSignal): Promise<Distribution[]> {
  const answer = await apiRequest('/admin/distributions', { schema: distributionListSchema, signal });
  return answer.items;
}

function distributionQueueQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: distributionKeys.queue(session),
    queryFn: ({ signal }) => getDistributionQueue(signal),
    // Proposers submit meanwhile: asked again whenever shown, and every minute.
    staleTime: 0,
    refetchInterval: (query) => refetchWhilePaying(query.state.data, 60_000),
  });
}

export function useDistributionQueue() {
  return useQuery(distributionQueueQueryOptions(useSession()));
}
