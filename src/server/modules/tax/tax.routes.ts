import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taxQuerySchema, taxSummarySchema } from '../../../shared/contracts/tax.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { TaxService } from './tax.service.ts';

export interface TaxRoutesOptions {
  tax: TaxService;
  guards: Guards;
}

/** Under /api (interfaces.md, "After funding"): the backer's income and tax withheld by financial year. */
export const taxRoutes: FastifyPluginAsyncZod<TaxRoutesOptions> = async (app, { tax, guards }) => {
  app.get(
    '/portfolio/tax',
    {
      onRequest: guards.requireRole('backer'),
      schema: {
        tags: ['portfolio'],
        summary: "The caller's income of a financial year (the current one unless asked) per deal, income type and TDS section: gross, tax withheld and net",
        security: [{ bearer: [] }],
        querystring: taxQuerySchema,
        response: { 200: taxSummarySchema },
      },
    },
    async (request) => tax.summary(request.auth!, request.query.fy),
  );
};
