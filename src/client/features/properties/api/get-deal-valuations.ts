import { queryOptions, useQuery } from '@tanstack/react-query';
import { valuationListAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { ValuationList } from '../../../../shared/contracts/holdings.ts';
import { propertyKeys } from '../../../api/property-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/deals/:id/valuations: a funded deal's price per 10,000 of face value by date, oldest first; the same for everyone. */
function getDealValuations(dealId: string, signal?: AbortSignal): Promise<ValuationList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/valuations`, { schema: valuationListAnswer, signal, anonymous: true });
}

function dealValuationsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: propertyKeys.valuations(dealId),
    queryFn: ({ signal }) => getDealValuations(dealId, signal),
  });
}

export function useDealValuations(dealId: string) {
  return useQuery(dealValuationsQueryOptions(dealId));
}
