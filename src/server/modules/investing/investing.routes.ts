import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioReturnsSchema } from '../../../shared/contracts/holdings.ts';
import type { ReturnsService } from './returns.service.ts';
import { commitmentSchema, dealParamsSchema } from '../../../shared/contracts/deals.ts';
import { commitmentParamsSchema, commitmentRequestSchema, extensionConsentRequestSchema, portfolioSchema } from '../../../shared/contracts/investing.ts';
import { amountFromJson } from '../../../shared/money.ts';
import { idempotencyHeadersSchema } from '../../lib/idempotency.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { InvestingService } from './investing.service.ts';

export interface InvestingRoutesOptions {
  returns: ReturnsService;
  investing: InvestingService;
  guards: Guards;
}

/** A backer's commitments (made, cancelled, extensions answered) and portfolio, under /api. */
export const investingRoutes: FastifyPluginAsyncZod<InvestingRoutesOptions> = async (app, options) => {
  for (const hook of options.guards.requireRole('backer')) app.addHook('onRequest', hook);

  app.post(
    '/deals/:id/commitments',
    {
      schema: {
        tags: ['investing'],
        summary: 'Commit an amount (minor units) to a live deal: held from the wallet until the deal closes',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        headers: idempotencyHeadersSchema,
        body: commitmentRequestSchema,
        response: { 201: commitmentSchema },
      },
    },
    async (request, reply) => {
      const answer = await options.investing.commit(request.auth!, request.params.id, amountFromJson(request.body.amount), request.headers['idempotency-key']);
      return reply.status(201).send(answer.body);
    },
  );

  app.delete(
    '/commitments/:id',
    {
      schema: {
        tags: ['investing'],
        summary: 'Cancel a commitment within the cooling-off window: the hold goes back to the wallet',
        security: [{ bearer: [] }],
        params: commitmentParamsSchema,
        response: { 200: commitmentSchema },
      },
    },
    (request) => options.investing.cancel(request.auth!, request.params.id),
  );

  app.post(
    '/commitments/:id/extension-consent',
    {
      schema: {
        tags: ['investing'],
        summary: 'Answer an extension: stay in (true) or take the money back now (false)',
        security: [{ bearer: [] }],
        params: commitmentParamsSchema,
        body: extensionConsentRequestSchema,
        response: { 200: commitmentSchema },
      },
    },
    (request) => options.investing.answerExtension(request.auth!, request.params.id, request.body.consent),
  );

  app.get(
    '/portfolio',
    {
      schema: {
        tags: ['investing'],
        summary: 'Holdings by deal and totals per currency',
        security: [{ bearer: [] }],
        response: { 200: portfolioSchema },
      },
    },
    (request) => options.investing.portfolio(request.auth!),
  );

  app.get(
    '/portfolio/returns',
    {
      schema: {
        tags: ['investing'],
        summary: 'Returns per holding and per currency: invested, value, income gross, tax and net, the equity multiple and the XIRR before and after tax',
        security: [{ bearer: [] }],
        response: { 200: portfolioReturnsSchema },
      },
    },
    (request) => options.returns.portfolio(request.auth!),
  );
};
