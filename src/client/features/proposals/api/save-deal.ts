import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { type DealInput } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { dealKeys } from '../../../api/deal-keys.ts';
import { refreshAfterDealChanged } from './keys.ts';

/** POST /api/deals (a new draft; the admin's names its proposer) or PATCH /api/deals/:id (nested objects merge). */
export function saveDeal({ id, input, proposerId }: { id: string | undefined; input: DealInput; proposerId?: string }): Promise<Deal> {
  return id === undefined
    ? apiRequest('/deals', { method: 'POST', body: proposerId === undefined ? input : { ...input, proposer_id: proposerId }, schema: dealSchema })
    : apiRequest(`/deals/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: dealSchema });
}

/** Saves, puts the answer in the deal's cache entry and refreshes the lists. */
export function useSaveDeal() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDeal,
    onSuccess: (deal) => {
      client.setQueryData(dealKeys.detail(session, deal.id), deal);
      return refreshAfterDealChanged(client, session);
    },
  });
}
