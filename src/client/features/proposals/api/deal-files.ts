import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealSchema, uploadResponseSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload, openApiPdf } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { dealKeys } from '../../../api/deal-keys.ts';
import { refreshAfterDealChanged } from './keys.ts';

/*
 * A deal's photos and documents: POST /api/deals/:id/photos and /documents (multipart, with
 * upload progress), DELETE one, PUT /api/deals/:id/photos/order, and a document opened in the browser.
 */

export type DealFileKind = 'photos' | 'documents';

const dealPath = (dealId: string) => `/deals/${encodeURIComponent(dealId)}`;

export function uploadDealFile({
  dealId,
  kind,
  file,
  onProgress,
}: {
  dealId: string;
  kind: DealFileKind;
  file: File;
  onProgress?: (fraction: number) => void;
}) {
  return apiUpload(`${dealPath(dealId)}/${kind}`, file, { schema: uploadResponseSchema, onProgress });
}

export function removeDealFile({ dealId, kind, id }: { dealId: string; kind: DealFileKind; id: string }): Promise<Deal> {
  return apiRequest(`${dealPath(dealId)}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: dealSchema });
}

/** Every photo id of the deal once, the cover first. */
export function reorderPhotos({ dealId, ids }: { dealId: string; ids: string[] }): Promise<Deal> {
  return apiRequest(`${dealPath(dealId)}/photos/order`, { method: 'PUT', body: { ids }, schema: dealSchema });
}

/** A new file refreshes the deal (its answer is only the file's address) and the lists. */
export function useUploadDealFile() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDealFile,
    onSettled: () => refreshAfterDealChanged(client, session),
  });
}

/** Removing and reordering answer the deal: it goes into the cache at once. */
function useDealChange<Input>(change: (input: Input) => Promise<Deal>) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (deal) => {
      client.setQueryData(dealKeys.detail(session, deal.id), deal);
      return refreshAfterDealChanged(client, session);
    },
  });
}

export const useRemoveDealFile = () => useDealChange(removeDealFile);
export const useReorderPhotos = () => useDealChange(reorderPhotos);

/** Opens a deal's PDF in a new tab: the API sends it only with the bearer token (api-files.ts openApiPdf). */
export function openDealDocument(dealId: string, document: { id: string; name: string }): Promise<void> {
  return openApiPdf(`${dealPath(dealId)}/documents/${encodeURIComponent(document.id)}`, document.name);
}
