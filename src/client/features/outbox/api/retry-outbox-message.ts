import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxItemSchema } from '../../../../shared/contracts/outbox.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { outboxKeys } from './get-admin-outbox.ts';

/** POST /api/admin/outbox/:id/retry: a failed message goes back to pending with fresh attempts. */
function retryOutboxMessage(id: string) {
  return apiRequest(`/admin/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST', schema: outboxItemSchema });
}

export function useRetryOutboxMessage() {
  const client = useQueryClient();
  const key = outboxKeys.all(useSession());
  // Refreshed after a refusal too: a 409 means another admin retried it first.
  return useMutation({ mutationFn: retryOutboxMessage, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
