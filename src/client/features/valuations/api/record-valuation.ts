import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileUrlSchema, valuationSchema, type Valuation, type ValuationInput } from '../../../../shared/contracts/holdings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterValuation } from './keys.ts';

const valuationsPath = (dealId: string) => `/admin/deals/${encodeURIComponent(dealId)}/valuations`;

/** POST /api/admin/deals/:id/valuations. */
function recordValuation({ dealId, input }: { dealId: string; input: ValuationInput }): Promise<Valuation> {
  return apiRequest(valuationsPath(dealId), { method: 'POST', body: input, schema: valuationSchema });
}

export interface ReportUpload {
  dealId: string;
  valuationId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/admin/deals/:id/valuations/:vid/report: the valuer's PDF (multipart), replacing the last. */
function uploadReport({ dealId, valuationId, file, onProgress }: ReportUpload): Promise<{ url: string }> {
  return apiUpload(`${valuationsPath(dealId)}/${encodeURIComponent(valuationId)}/report`, file, {
    schema: fileUrlSchema,
    ...(onProgress ? { onProgress } : {}),
  });
}

function useValuationMutation<Variables extends { dealId: string }, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({ mutationFn, onSettled: (_answer, _error, variables) => refreshAfterValuation(client, session, variables.dealId) });
}

export const useRecordValuation = () => useValuationMutation(recordValuation);
export const useUploadReport = () => useValuationMutation(uploadReport);
