import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commitmentSchema, type Commitment } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterMoneyMoved } from './investing-keys.ts';

/** DELETE /api/commitments/:id: within the cooling-off window, the hold goes back to the wallet. */
export function cancelCommitment(id: string): Promise<Commitment> {
  return apiRequest(`/commitments/${encodeURIComponent(id)}`, { method: 'DELETE', schema: commitmentSchema });
}

/** POST /api/commitments/:id/extension-consent: stay in the extended campaign (true) or take the money back now (false). */
export function answerExtension({ id, consent }: { id: string; consent: boolean }): Promise<Commitment> {
  return apiRequest(`/commitments/${encodeURIComponent(id)}/extension-consent`, { method: 'POST', body: { consent }, schema: commitmentSchema });
}

function useMoneyMutation<Variables>(mutationFn: (variables: Variables) => Promise<Commitment>) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterMoneyMoved(client, session) });
}

export function useCancelCommitment() {
  return useMoneyMutation(cancelCommitment);
}

export function useAnswerExtension() {
  return useMoneyMutation(answerExtension);
}
