import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionListAnswer } from '../../../../shared/contracts/answer-shapes.generated.ts';
import type { QuestionList } from '../../../../shared/contracts/questions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { questionKeys } from './keys.ts';

/**
 * GET /api/deals/:id/questions: newest first, with the reader's token when signed in (the deal's
 * proposer and the admin may answer; the admin also sees hidden ones). Checked without zod: a
 * visitor's property page loads none.
 */
function getDealQuestions(dealId: string, signal?: AbortSignal): Promise<QuestionList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/questions`, { schema: questionListAnswer, signal });
}

function dealQuestionsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({
    queryKey: questionKeys.ofDeal(session, dealId),
    queryFn: ({ signal }) => getDealQuestions(dealId, signal),
  });
}

export function useDealQuestions(dealId: string) {
  return useQuery(dealQuestionsQueryOptions(useSession(), dealId));
}
