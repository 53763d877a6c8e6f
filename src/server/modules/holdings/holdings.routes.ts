import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  dealHoldersQuerySchema,
  dealHoldersResponseSchema,
  fileUrlSchema,
  valuationInputSchema,
  valuationListSchema,
  valuationParamsSchema,
  valuationSchema,
} from '../../../shared/contracts/holdings.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { HoldersService } from './holders.service.ts';
import type { ValuationReportsService } from './valuation-reports.service.ts';
import type { ValuationsService } from './valuations.service.ts';

export interface HoldingsRoutesOptions {
  valuations: ValuationsService;
  reports: ValuationReportsService;
  holders: HoldersService;
  guards: Guards;
}

const params = z.object({ id: idSchema });
const pdfAnswer = z.custom<Readable>((value) => value instanceof Readable).register(z.globalRegistry, { description: 'The PDF (application/pdf)' });

/**
 * Under /api: the admin records a funded deal's valuation and its valuer's report; anyone reads a
 * funded deal's valuations and downloads their reports; its proposer and the admin list its holders.
 */
export const holdingsRoutes: FastifyPluginAsyncZod<HoldingsRoutesOptions> = async (app, { valuations, reports, holders, guards }) => {
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

  // Multipart only where a file comes: the other routes take JSON alone (415 otherwise).
  await app.register(async (uploads) => {
    // One file a request; the route sets its size limit when it reads the file.
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/admin/deals/:id/valuations/:vid/report',
      {
        onRequest: guards.requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary:
            "Upload the valuer's report of a valuation (multipart/form-data with the file in the field `file`): a PDF up to 20 MB; it replaces the last one",
          security: [{ bearer: [] }],
          params: valuationParamsSchema,
          response: { 201: fileUrlSchema },
        },
      },
      async (request, reply) => {
        const { id, vid } = request.params;
        const answer = await reports.attach(request.auth!, id, vid, (fileSize) => request.file({ limits: { fileSize } }));
        return reply.status(201).send(answer);
      },
    );
  });

  app.get(
    '/deals/:id/valuations',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: { tags: ['deals'], summary: "A funded deal's valuations, oldest first", params, response: { 200: valuationListSchema } },
    },
    async (request) => ({ items: await valuations.ofDeal(request.auth, request.params.id) }),
  );

  app.get(
    '/deals/:id/valuations/:vid/report',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['deals'],
        summary: "Download a valuation's report: public, as the funded deal's valuations are",
        params: valuationParamsSchema,
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const file = await reports.report(request.auth, request.params.id, request.params.vid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.stream);
    },
  );

  app.get(
    '/deals/:id/holders',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['deals'],
        summary: "A deal's holders now, largest first, with their face value and share: its proposer and the admin",
        security: [{ bearer: [] }],
        params,
        querystring: dealHoldersQuerySchema,
        response: { 200: dealHoldersResponseSchema },
      },
    },
    (request) => holders.list(request.auth!, request.params.id, request.query),
  );
};
