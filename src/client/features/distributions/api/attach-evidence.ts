import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileUrlSchema } from '../../../../shared/contracts/holdings.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { distributionKeys } from './keys.ts';

export interface EvidenceUpload {
  distributionId: string;
  /** The line's place in the saved draft, from 0. */
  line: number;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/distributions/:id/evidence: a PDF for one line of a draft (multipart, the line's number before the file). */
function attachEvidence({ distributionId, line, file, onProgress }: EvidenceUpload): Promise<{ url: string }> {
  return apiUpload(`/distributions/${encodeURIComponent(distributionId)}/evidence`, file, {
    schema: fileUrlSchema,
    fields: { line: String(line) },
    ...(onProgress ? { onProgress } : {}),
  });
}

export function useAttachEvidence() {
  const client = useQueryClient();
  const key = distributionKeys.all(useSession());
  return useMutation({ mutationFn: attachEvidence, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
