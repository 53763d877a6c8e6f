import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { valuationInputSchema, valuationListSchema, valuationSchema } from '../../../shared/contracts/holdings.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { ValuationsService } from './valuations.service.ts';

export interface HoldingsRoutesOptions {
  valuations: ValuationsService;
  guards: Guards;
}

const params = z.object({ id: idSchema });

/** Under /api: the admin records a funded deal's valuation; anyone reads a funded deal's valuations. */
export const holdingsRoutes: FastifyPluginAsyncZod<HoldingsRoutesOptions> = async (app, { valuations, guards }) => {
  app.post(
    '/admin/deals/:id/valuations',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Record a funded deal's valuation: its equity's price per 10,000 of face value on a date; its holders are told",
        security: [{ bearer: [] }],
        params,
        body: valuationInputSchema,
        response: { 201: valuationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await valuations.record(request.auth!, request.params.id, request.body)),
  );

  app.get(
    '/deals/:id/valuations',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: { tags: ['deals'], summary: "A funded deal's valuations, oldest first", params, response: { 200: valuationListSchema } },
    },
    async (request) => ({ items: await valuations.ofDeal(request.auth, request.params.id) }),
  );
};
