import { queryOptions, useQuery } from '@tanstack/react-query';
import { valuationListSchema, type ValuationList } from '../../../../shared/contracts/holdings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { valuationKeys } from './keys.ts';

/** GET /api/deals/:id/valuations: a funded deal's valuations, oldest first, with their reports. */
async function getValuations(dealId: string, signal?: AbortSignal): Promise<ValuationList['items']> {
  const answer = await apiRequest(`/deals/${encodeURIComponent(dealId)}/valuations`, { schema: valuationListSchema, signal });
  return answer.items;
}

function valuationsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({ queryKey: valuationKeys.ofDeal(session, dealId), queryFn: ({ signal }) => getValuations(dealId, signal) });
}

export function useValuations(dealId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...valuationsQueryOptions(useSession(), dealId), enabled });
}
