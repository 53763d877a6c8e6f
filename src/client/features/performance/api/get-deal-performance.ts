import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealPerformanceAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import type { DealPerformance } from '../../../../shared/contracts/track-record.ts';
import { propertyKeys } from '../../../api/property-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/deals/:id/performance: a funded deal's promised vs actual, the same for everyone. */
function getDealPerformance(dealId: string, signal?: AbortSignal): Promise<DealPerformance> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/performance`, { schema: dealPerformanceAnswer, signal, anonymous: true });
}

function dealPerformanceQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: propertyKeys.performance(dealId),
    queryFn: ({ signal }) => getDealPerformance(dealId, signal),
  });
}

export function useDealPerformance(dealId: string) {
  return useQuery(dealPerformanceQueryOptions(dealId));
}
