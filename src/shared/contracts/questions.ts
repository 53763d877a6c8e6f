import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { storable } from './storable-text.ts';
import { reasonRequestSchema } from './reason.ts';

/*
 * Questions and answers per deal (after-funding.md §4; interfaces.md "After funding"): anyone
 * reads a deal's questions, a signed-in person asks, the deal's proposer (Sponsor) and the admin
 * (Sharestead) answer, the admin hides one with a reason. What people write is stored as written
 * (trimmed) and shown escaped.
 */

/** The longest question or answer, in characters. */
export const QUESTION_MAX_LENGTH = 2000;

/** Who answered: the deal's proposer, or the platform's admin. */
const ANSWERERS = ['sponsor', 'sharestead'] as const;

/** POST /api/deals/:id/questions. */
export const questionInputSchema = z.strictObject(
  {
    body: z
      .string({ error: msg('Write your question.') })
      .check(
        z.trim(),
        z.minLength(1, { error: msg('Write your question.') }),
        z.maxLength(QUESTION_MAX_LENGTH, { error: msg('A question is at most 2,000 characters.') }),
        storable(msg('The question contains characters that are not allowed.')),
      ),
  },
  { error: msg('A question takes its body.') },
);

/** POST /api/questions/:id/answer. */
export const answerInputSchema = z.strictObject(
  {
    body: z
      .string({ error: msg('Write your answer.') })
      .check(
        z.trim(),
        z.minLength(1, { error: msg('Write your answer.') }),
        z.maxLength(QUESTION_MAX_LENGTH, { error: msg('An answer is at most 2,000 characters.') }),
        storable(msg('The answer contains characters that are not allowed.')),
      ),
  },
  { error: msg('An answer takes its body.') },
);

/** POST /api/admin/questions/:id/hide. */
export const hideQuestionSchema = reasonRequestSchema(msg('Hiding a question takes a reason.'));

export const questionSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  body: z.string(),
  /** The asker's first name and last initial ("Meera I."). */
  asked_by: z.string(),
  asked_at: z.string(),
  answer: z.nullable(z.object({ body: z.string(), by: z.enum(ANSWERERS), at: z.string() })),
  /** Only the admin sees hidden questions, with the reason; null for everyone else's. */
  hidden: z.nullable(z.object({ reason: z.string(), at: z.string() })),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/deals/:id/questions: newest first; `viewer_can_answer` when the caller is the deal's proposer or the admin. */
export const questionListSchema = z.object({ items: z.array(questionSchema), viewer_can_answer: z.boolean() });
export type QuestionList = z.infer<typeof questionListSchema>;
