import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type Question } from '../../../../shared/contracts/questions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { questionKeys } from './keys.ts';

/** What a signed-in person does with a deal's questions: ask one, answer one (its proposer, the admin), hide one (the admin). */
export type QuestionStep =
  { step: 'ask'; dealId: string; body: string } | { step: 'answer'; id: string; body: string } | { step: 'hide'; id: string; reason: string };

/** POST /api/deals/:id/questions {body}, /api/questions/:id/answer {body} or /api/admin/questions/:id/hide {reason}. */
function takeStep(step: QuestionStep): Promise<Question> {
  const post = (path: string, body: object) => apiRequest(path, { method: 'POST', body, schema: questionSchema });
  if (step.step === 'ask') return post(`/deals/${encodeURIComponent(step.dealId)}/questions`, { body: step.body });
  if (step.step === 'answer') return post(`/questions/${encodeURIComponent(step.id)}/answer`, { body: step.body });
  return post(`/admin/questions/${encodeURIComponent(step.id)}/hide`, { reason: step.reason });
}

export function useQuestionStep() {
  const client = useQueryClient();
  const key = questionKeys.all(useSession());
  // Refreshed after a refusal too: a 409 means someone else answered or hid it first.
  return useMutation({ mutationFn: takeStep, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
