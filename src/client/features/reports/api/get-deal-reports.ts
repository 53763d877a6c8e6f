import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportListSchema, type ReportList } from '../../../../shared/contracts/reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { reportKeys } from './keys.ts';

/** GET /api/deals/:id/reports: every report of the deal for its proposer and the admin, with what is due and the open questions. */
function getDealReports(dealId: string, signal?: AbortSignal): Promise<ReportList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/reports`, { schema: reportListSchema, signal });
}

function dealReportsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({
    queryKey: reportKeys.ofDeal(session, dealId),
    queryFn: ({ signal }) => getDealReports(dealId, signal),
    // The admin accepts or returns them meanwhile: asked again whenever the page is shown.
    staleTime: 0,
  });
}

export function useDealReports(dealId: string) {
  return useQuery(dealReportsQueryOptions(useSession(), dealId));
}
