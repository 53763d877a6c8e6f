import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileUrlSchema } from '../../../../shared/contracts/holdings.ts';
import { reportSchema, type Report, type ReportInput, type ReportPatch } from '../../../../shared/contracts/reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-files.ts';
import { useSession } from '../../../lib/use-session.ts';
import { reportKeys } from './keys.ts';

/** POST /api/deals/:id/reports (a new draft) or PATCH /api/reports/:id (its figures and narrative). */
function saveReport({ dealId, id, input }: { dealId: string; id: string | undefined; input: ReportInput }): Promise<Report> {
  if (id === undefined) return apiRequest(`/deals/${encodeURIComponent(dealId)}/reports`, { method: 'POST', body: input, schema: reportSchema });
  const { quarter: _quarter, ...patch } = input;
  return apiRequest(`/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch satisfies ReportPatch, schema: reportSchema });
}

/** POST /api/reports/:id/submit: to the admin's queue. */
function submitReport(id: string): Promise<Report> {
  return apiRequest(`/reports/${encodeURIComponent(id)}/submit`, { method: 'POST', schema: reportSchema });
}

export interface ReportUpload {
  reportId: string;
  kind: 'photos' | 'documents';
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/reports/:id/photos or .../documents: one image or PDF (multipart, field `file`). */
function uploadReportFile({ reportId, kind, file, onProgress }: ReportUpload): Promise<{ url: string }> {
  return apiUpload(`/reports/${encodeURIComponent(reportId)}/${kind}`, file, { schema: fileUrlSchema, ...(onProgress ? { onProgress } : {}) });
}

function useReportMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  const key = reportKeys.all(useSession());
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export function useSaveReport() {
  return useReportMutation(saveReport);
}

export function useSubmitReport() {
  return useReportMutation(submitReport);
}

export function useUploadReportFile() {
  return useReportMutation(uploadReportFile);
}
