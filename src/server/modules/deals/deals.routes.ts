import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealListQuerySchema, dealListResponseSchema, dealParamsSchema, dealSchema } from '../../../shared/contracts/deals.ts';
import { dealBackersQuerySchema, dealBackersResponseSchema, dealCreateSchema, dealInputSchema } from '../../../shared/contracts/deal-workflow.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DealsService } from './deals.service.ts';

export interface DealsRoutesOptions {
  deals: DealsService;
  guards: Guards;
}

/** /api/deals: Live Deals, one deal, the deal form and the proposer's campaign steps. */
export const dealsRoutes: FastifyPluginAsyncZod<DealsRoutesOptions> = async (app, options) => {
  const { guards } = options;

  app.get(
    '/',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['deals'],
        summary: "Live Deals: live, funded and failed deals, newest listed first; with mine=true the caller's own deals in every lifecycle, newest first",
        security: [{ bearer: [] }],
        querystring: dealListQuerySchema,
        response: { 200: dealListResponseSchema },
      },
    },
    (request) => options.deals.list(request.auth!, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['deals'],
        summary: 'One deal: anyone for a live or closed deal, its proposer and the admin always',
        params: dealParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.deals.get(request.auth, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary:
          "A new draft deal: the property's listing fields and the terms, any part of them (completeness is checked at submission); the admin names the proposer it is for (proposer_id)",
        security: [{ bearer: [] }],
        body: dealCreateSchema,
        response: { 201: dealSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await options.deals.create(request.auth!, request.body)),
  );

  app.patch(
    '/:id',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary:
          'Edit a deal (nested objects merge): everything while a draft or with changes requested; once live only the listing text, features and agent card',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        body: dealInputSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.deals.update(request.auth!, request.params.id, request.body),
  );

  app.post(
    '/:id/submit',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['deals'],
        summary: 'Submit a complete draft (or a deal with the requested changes made) for review; 422 incomplete lists what is missing',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.deals.submit(request.auth!, request.params.id),
  );

  app.get(
    '/:id/backers',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['deals'],
        summary: 'The commitments to a deal with backer name, amount, status and extension consent: its proposer and the admin',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        querystring: dealBackersQuerySchema,
        response: { 200: dealBackersResponseSchema },
      },
    },
    (request) => options.deals.backers(request.auth!, request.params.id, request.query),
  );

  app.post(
    '/:id/publish',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['deals'],
        summary: 'Put an approved deal live; its deadline is now + CAMPAIGN_DURATION',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.deals.publish(request.auth!, request.params.id),
  );

  app.post(
    '/:id/extension',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['deals'],
        summary: 'Extend a live campaign once by EXTENSION_DURATION; every backer is asked to stay in',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => options.deals.extend(request.auth!, request.params.id),
  );
};
