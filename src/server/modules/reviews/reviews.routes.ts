import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealParamsSchema, dealSchema } from '../../../shared/contracts/deals.ts';
import { dealProposerSchema, reviewQueueQuerySchema, reviewQueueResponseSchema, reviewRequestSchema } from '../../../shared/contracts/deal-workflow.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { ReviewsService } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  guards: Guards;
}

/** /api/admin/deals: the admin's review queue, a decision per review stage, approval. */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, options) => {
  for (const hook of options.guards.requireRole('admin')) app.addHook('onRequest', hook);

  app.get(
    '/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The review queue: deals in one lifecycle (submitted unless given), the longest waiting first, with waiting_ms',
        security: [{ bearer: [] }],
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema },
      },
    },
    (request) => options.reviews.queue(request.auth!, request.query),
  );

  app.get(
    '/:id/proposer',
    {
      schema: {
        tags: ['reviews'],
        summary: "The deal's proposer (name, email) and their other deals that went to review, newest first, with lifecycle and raised of target",
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 200: dealProposerSchema },
      },
    },
    (request) => options.reviews.proposer(request.auth!, request.params.id),
  );

  app.post(
    '/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "One review stage's decision on a submitted deal (a comment unless it passes); answers the deal with this round's decisions",
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        body: reviewRequestSchema,
        response: { 201: dealSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await options.reviews.review(request.auth!, request.params.id, request.body)),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['reviews'],
        summary: "Approve a submitted deal whose three stages passed in this round; live at once with its proposer's autoPublish",
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.reviews.approve(request.auth!, request.params.id),
  );
};
