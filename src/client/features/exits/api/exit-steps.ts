import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  exitCompletionSchema,
  exitProposalSchema,
  exitWindowSchema,
  orderSchema,
  type ExitCompletion,
  type ExitCompletionInput,
  type ExitProposalInput,
  type OrderInput,
  type VoteInput,
} from '../../../../shared/contracts/exits.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterExitStep } from './keys.ts';

/** A mutation whose every end (a refusal too: someone else may have acted first) refreshes the exit answers, the wallet and the deals. */
function useExitStep<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({ mutationFn, onSettled: () => refreshAfterExitStep(client, session) });
}

/** POST /api/exit-windows/:id/orders {side, face_value, limit_price_bps}. */
export const usePlaceOrder = () =>
  useExitStep(({ windowId, input }: { windowId: string; input: OrderInput }) =>
    apiRequest(`/exit-windows/${encodeURIComponent(windowId)}/orders`, { method: 'POST', body: input, schema: orderSchema }),
  );

/** DELETE /api/orders/:id: cancelled, its hold released. */
export const useCancelOrder = () =>
  useExitStep((orderId: string) => apiRequest(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE', schema: orderSchema }));

/** POST /api/exit-proposals/:id/votes {vote}: the proposal with its tally. */
export const useVote = () =>
  useExitStep(({ proposalId, vote }: { proposalId: string; vote: VoteInput['vote'] }) =>
    apiRequest(`/exit-proposals/${encodeURIComponent(proposalId)}/votes`, { method: 'POST', body: { vote }, schema: exitProposalSchema }),
  );

/** POST /api/deals/:id/exit-proposals: the proposer's sale, its vote open. */
export const useProposeSale = () =>
  useExitStep(({ dealId, input }: { dealId: string; input: ExitProposalInput }) =>
    apiRequest(`/deals/${encodeURIComponent(dealId)}/exit-proposals`, { method: 'POST', body: input, schema: exitProposalSchema }),
  );

/** POST /api/exit-proposals/:id/offer: the buyer's offer as a PDF (multipart `file`). Only success matters here, not the answer's fields. */
export const useUploadOffer = () =>
  useExitStep(({ proposalId, file }: { proposalId: string; file: File }) =>
    apiUpload(`/exit-proposals/${encodeURIComponent(proposalId)}/offer`, file, { schema: z.object({}) }),
  );

/** POST /api/admin/deals/:id/exit-windows: a window open now. */
export const useOpenExitWindow = () =>
  useExitStep((dealId: string) => apiRequest(`/admin/deals/${encodeURIComponent(dealId)}/exit-windows`, { method: 'POST', schema: exitWindowSchema }));

/** POST /api/admin/exit-proposals/:id/complete {proceeds}: the final distribution, approved. */
export const useCompleteSale = () =>
  useExitStep(({ proposalId, input }: { proposalId: string; input: ExitCompletionInput }): Promise<ExitCompletion> =>
    apiRequest(`/admin/exit-proposals/${encodeURIComponent(proposalId)}/complete`, { method: 'POST', body: input, schema: exitCompletionSchema }),
  );
