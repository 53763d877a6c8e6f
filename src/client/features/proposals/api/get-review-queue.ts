import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewQueueResponseSchema, type ReviewQueue } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalKeys } from './keys.ts';

export const REVIEW_QUEUE_PAGE_SIZE = 50;

/** GET /api/admin/deals?lifecycle=submitted: the deals waiting for review, oldest submission first. */
export function getReviewQueue(page: number, signal?: AbortSignal): Promise<ReviewQueue> {
  return apiRequest('/admin/deals', {
    query: { lifecycle: 'submitted', page, page_size: REVIEW_QUEUE_PAGE_SIZE },
    schema: reviewQueueResponseSchema,
    signal,
  });
}

export function reviewQueueQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: proposalKeys.reviewQueue(session, page),
    queryFn: ({ signal }) => getReviewQueue(page, signal),
    staleTime: 0,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(useSession(), page));
}
