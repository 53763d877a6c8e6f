import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReportsSchema, reportSchema, type AdminReports, type Report } from '../../../../shared/contracts/reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { reportKeys } from './keys.ts';

/** GET /api/admin/reports: the submitted reports, and every funded deal's reporting health. */
function getAdminReports(signal?: AbortSignal): Promise<AdminReports> {
  return apiRequest('/admin/reports', { schema: adminReportsSchema, signal });
}

function adminReportsQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: reportKeys.admin(session),
    queryFn: ({ signal }) => getAdminReports(signal),
    // Proposers submit meanwhile: asked again whenever shown, and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useAdminReports() {
  return useQuery(adminReportsQueryOptions(useSession()));
}

export type ReportDecision = { action: 'accept'; id: string } | { action: 'return'; id: string; comment: string };

/** POST /api/admin/reports/:id/accept or .../return {comment}. */
function decideReport(decision: ReportDecision): Promise<Report> {
  const path = `/admin/reports/${encodeURIComponent(decision.id)}/${decision.action}`;
  return apiRequest(path, { method: 'POST', body: decision.action === 'return' ? { comment: decision.comment } : undefined, schema: reportSchema });
}

export function useDecideReport() {
  const client = useQueryClient();
  const key = reportKeys.all(useSession());
  // Refreshed after a refusal too: a 409 means another admin got there first.
  return useMutation({ mutationFn: decideReport, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
