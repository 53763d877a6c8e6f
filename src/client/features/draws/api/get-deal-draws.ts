import { queryOptions, useQuery } from '@tanstack/react-query';
import { drawListAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import type { DrawList } from '../../../../shared/contracts/draws.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { drawKeys } from './keys.ts';

/**
 * GET /api/deals/:id/draws: a funded deal's milestones in order (none for Buy 'N' Hold) and
 * whether a site inspection is due. Checked without zod: a visitor's property page reads it.
 */
function getDealDraws(dealId: string, signal?: AbortSignal): Promise<DrawList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/draws`, { schema: drawListAnswer, signal, anonymous: true });
}

function dealDrawsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: drawKeys.ofDeal(dealId),
    queryFn: ({ signal }) => getDealDraws(dealId, signal),
    // The proposer and the admin act on them meanwhile: asked again whenever a page shows them.
    staleTime: 0,
  });
}

export function useDealDraws(dealId: string) {
  return useQuery(dealDrawsQueryOptions(dealId));
}
