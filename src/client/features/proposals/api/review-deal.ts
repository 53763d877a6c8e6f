import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { type ReviewRequest } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { refreshAfterDealChanged } from './keys.ts';

/** The admin's step: one stage's decision, or Approve once all three passed. */
export type ReviewStep = { id: string; action: 'review'; review: ReviewRequest } | { id: string; action: 'approve' };

/** POST /api/admin/deals/:id/reviews or /api/admin/deals/:id/approve. */
export function reviewDeal(step: ReviewStep): Promise<Deal> {
  const base = `/admin/deals/${encodeURIComponent(step.id)}`;
  return step.action === 'review'
    ? apiRequest(`${base}/reviews`, { method: 'POST', body: step.review, schema: dealSchema })
    : apiRequest(`${base}/approve`, { method: 'POST', schema: dealSchema });
}

export function useReviewDeal() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewDeal,
    onSettled: () => refreshAfterDealChanged(client, session),
  });
}
