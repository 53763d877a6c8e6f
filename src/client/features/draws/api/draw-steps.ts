import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capitalReturnSchema, drawSchema, type Draw } from '../../../../shared/contracts/draws.ts';
import { fileUrlSchema } from '../../../../shared/contracts/holdings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { drawKeys } from './keys.ts';

/** What is done with a deal's draw: its proposer requests it; the admin releases or returns it. */
export type DrawStep =
  | { step: 'request'; dealId: string; n: number; note: string }
  | { step: 'release'; dealId: string; n: number }
  | { step: 'return'; dealId: string; n: number; comment: string };

/** POST /api/deals/:id/draws/:n/request {note}, /api/admin/deals/:id/draws/:n/release or .../return {comment}. */
function takeStep(step: DrawStep): Promise<Draw> {
  const draw = `/deals/${encodeURIComponent(step.dealId)}/draws/${step.n}`;
  if (step.step === 'request') return apiRequest(`${draw}/request`, { method: 'POST', body: { note: step.note }, schema: drawSchema });
  if (step.step === 'release') return apiRequest(`/admin${draw}/release`, { method: 'POST', schema: drawSchema });
  return apiRequest(`/admin${draw}/return`, { method: 'POST', body: { comment: step.comment }, schema: drawSchema });
}

export function useDrawStep() {
  const client = useQueryClient();
  // Refreshed after a refusal too: a 409 means someone else acted first.
  return useMutation({ mutationFn: takeStep, onSettled: () => client.invalidateQueries({ queryKey: drawKeys.all }) });
}

/** POST /api/admin/deals/:id/draws/return-capital: the undrawn milestones' money to the holders, as return of capital. */
export function useReturnCapital() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dealId: string) =>
      apiRequest(`/admin/deals/${encodeURIComponent(dealId)}/draws/return-capital`, { method: 'POST', schema: capitalReturnSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: drawKeys.all }),
  });
}

/** POST /api/deals/:id/draws/:n/photos: one site photo for the next draw, before it is requested. */
export function useAddDrawPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, n, file, onProgress }: { dealId: string; n: number; file: File; onProgress: (fraction: number) => void }) =>
      apiUpload(`/deals/${encodeURIComponent(dealId)}/draws/${n}/photos`, file, { schema: fileUrlSchema, onProgress }),
    onSettled: () => client.invalidateQueries({ queryKey: drawKeys.all }),
  });
}
