import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportListAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import type { Report } from '../../../../shared/contracts/reports.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { reportKeys } from './keys.ts';

/**
 * GET /api/deals/:id/reports as anyone reads it: the accepted ones. Asked without the token, so
 * the deal's proposer or the admin sees on the public page what everyone sees, not their drafts.
 */
async function getAcceptedReports(dealId: string, signal?: AbortSignal): Promise<Report[]> {
  const { items } = await apiRequest(`/deals/${encodeURIComponent(dealId)}/reports`, { schema: reportListAnswer, signal, anonymous: true });
  return items.filter((report) => report.status === 'accepted');
}

function acceptedReportsQueryOptions(dealId: string) {
  return queryOptions({ queryKey: reportKeys.accepted(dealId), queryFn: ({ signal }) => getAcceptedReports(dealId, signal) });
}

export function useAcceptedReports(dealId: string) {
  return useQuery(acceptedReportsQueryOptions(dealId));
}
