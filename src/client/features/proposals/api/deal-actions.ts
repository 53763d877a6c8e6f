import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterDealChanged } from './keys.ts';

/** The proposer's steps with a deal: submit for review, publish once approved, extend a live campaign once. */
export type DealAction = 'submit' | 'publish' | 'extension';

/** POST /api/deals/:id/submit, /publish or /extension. */
export function runDealAction({ id, action }: { id: string; action: DealAction }): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/${action}`, { method: 'POST', schema: dealSchema });
}

/** Runs a step, then refreshes the deal and the lists (a refusal too: the deal may have moved on). */
export function useDealAction() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: runDealAction,
    onSettled: () => refreshAfterDealChanged(client, session),
  });
}
