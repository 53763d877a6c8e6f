import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { evidenceParamsSchema } from '../../../shared/contracts/distributions.ts';
import { fileUrlSchema } from '../../../shared/contracts/holdings.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { EvidenceService } from './evidence.service.ts';

export interface EvidenceRoutesOptions {
  evidence: EvidenceService;
  guards: Guards;
}

/** Under /api: a draft's author attaches a PDF to one of its lines; those who may see it download it. */
export const evidenceRoutes: FastifyPluginAsyncZod<EvidenceRoutesOptions> = async (app, { evidence, guards }) => {
  // One file a request, and the line it belongs to; the route sets the size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });

  app.post(
    '/distributions/:id/evidence',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['distributions'],
        summary:
          "Attach evidence to a line of a draft (its author): multipart/form-data with the line (from 0) in the field `line`, then a PDF up to 20 MB in the field `file`; it replaces the line's last one",
        security: [{ bearer: [] }],
        params: z.object({ id: idSchema }),
        response: { 201: fileUrlSchema },
      },
    },
    async (request, reply) => {
      const answer = await evidence.attach(request.auth!, request.params.id, (fileSize) => request.parts({ limits: { fileSize } }));
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/distributions/:id/evidence/:fileId',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['distributions'],
        summary: "Download a line's evidence: the deal's proposer, the admin, the distribution's author and the backers it paid; 404 for anyone else",
        params: evidenceParamsSchema,
        response: { 200: z.custom<Readable>((value) => value instanceof Readable).register(z.globalRegistry, { description: 'The PDF (application/pdf)' }) },
      },
    },
    async (request, reply) => {
      const file = await evidence.file(request.auth, request.params.id, request.params.fileId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
