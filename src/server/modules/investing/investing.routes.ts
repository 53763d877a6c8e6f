import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentSchema } from '../../../shared/contracts/deals.ts';
import { commitmentParamsSchema, extensionConsentRequestSchema, portfolioSchema } from '../../../shared/contracts/investing.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { InvestingService } from './investing.service.ts';

export interface InvestingRoutesOptions {
  investing: InvestingService;
  guards: Guards;
}

/** A backer's own commitments and portfolio, under /api. */
export const investingRoutes: FastifyPluginAsyncZod<InvestingRoutesOptions> = async (app, options) => {
  for (const hook of options.guards.requireRole('backer')) app.addHook('onRequest', hook);

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
};
