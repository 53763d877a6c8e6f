import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commitmentSchema, type Commitment } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterMoneyMoved } from './investing-keys.ts';

export interface CommitRequest {
  dealId: string;
  /** Minor units of the deal's currency. */
  amount: number;
  /** One per submission of the invest form: the same key for a retry of it, so it is done once. */
  idempotencyKey: string;
}

/** POST /api/deals/:id/commitments: the amount is held from the wallet in the deal's escrow. */
export function commitToDeal({ dealId, amount, idempotencyKey }: CommitRequest): Promise<Commitment> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/commitments`, {
    method: 'POST',
    body: { amount },
    headers: { 'idempotency-key': idempotencyKey },
    schema: commitmentSchema,
  });
}

/** Commits, then waits for the figures on screen to show it (the panel, the list, the portfolio). */
export function useCommitToDeal() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({ mutationFn: commitToDeal, onSuccess: () => refreshAfterMoneyMoved(client, session) });
}
