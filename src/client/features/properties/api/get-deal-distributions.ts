import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionListAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { propertyKeys } from '../../../api/property-keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/deals/:id/distributions as anyone reads it: the paid ones. Asked without the token, so
 * the deal's proposer or the admin sees on the public page what everyone sees, not their drafts.
 */
async function getPaidDistributions(dealId: string, signal?: AbortSignal): Promise<Distribution[]> {
  const { items } = await apiRequest(`/deals/${encodeURIComponent(dealId)}/distributions`, { schema: distributionListAnswer, signal, anonymous: true });
  // The server sends anyone only the paid ones; a public page shows nothing else whatever comes.
  return items.filter((distribution) => distribution.status === 'paid');
}

function paidDistributionsQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: propertyKeys.distributions(dealId),
    queryFn: ({ signal }) => getPaidDistributions(dealId, signal),
  });
}

export function usePaidDistributions(dealId: string) {
  return useQuery(paidDistributionsQueryOptions(dealId));
}
