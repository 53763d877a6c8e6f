import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { answerInputSchema, hideQuestionSchema, questionInputSchema, questionListSchema, questionSchema } from '../../../shared/contracts/questions.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { QuestionsService } from './questions.service.ts';

export interface QuestionsRoutesOptions {
  questions: QuestionsService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });

/**
 * Under /api (interfaces.md, "After funding"): a deal's questions for anyone who may see the deal,
 * asking when signed in, answering by the deal's proposer or the admin, hiding by the admin.
 * Signed in (401) and role (403) first, then the body (422), then what the caller may see (404),
 * may do (403) and the state (409).
 */
export const questionsRoutes: FastifyPluginAsyncZod<QuestionsRoutesOptions> = async (app, { questions, guards }) => {
  app.get(
    '/deals/:id/questions',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['questions'],
        summary: "A deal's questions and answers, newest first: the hidden ones only for the admin, marked with the reason",
        params,
        response: { 200: questionListSchema },
      },
    },
    async (request) => questions.ofDeal(request.auth, request.params.id),
  );

  app.post(
    '/deals/:id/questions',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['questions'],
        summary: 'Ask a question about a live or funded deal (at most QUESTIONS_PER_HOUR an hour); its proposer is told',
        security,
        params,
        body: questionInputSchema,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await questions.ask(request.auth!, request.params.id, request.body.body)),
  );

  app.post(
    '/questions/:id/answer',
    {
      // Anyone signed in: who may not see the question is told it does not exist (404), who may see it but not answer is refused (403).
      onRequest: guards.authenticate,
      schema: {
        tags: ['questions'],
        summary: "Answer a question, once: as Sponsor (the deal's proposer) or Sharestead (the admin); the asker and the deal's backers are told",
        security,
        params,
        body: answerInputSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) => questions.answer(request.auth!, request.params.id, request.body.body),
  );

  app.post(
    '/admin/questions/:id/hide',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Hide an abusive question with a reason (audited): only the admin sees it afterwards',
        security,
        params,
        body: hideQuestionSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) => questions.hide(request.auth!, request.params.id, request.body.reason),
  );
};
