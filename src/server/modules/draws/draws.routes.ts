import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fileUrlSchema } from '../../../shared/contracts/holdings.ts';
import { capitalReturnSchema, drawListSchema, drawRequestSchema, drawReturnSchema, drawSchema } from '../../../shared/contracts/draws.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DrawPhotosService } from './draw-photos.service.ts';
import type { DrawsService } from './draws.service.ts';

export interface DrawsRoutesOptions {
  draws: DrawsService;
  photos: DrawPhotosService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const dealParams = z.object({ id: idSchema });
// The milestone's number stays text here: one that names no draw (0, 11, "x") is a 404 from the service, not a 422.
const drawParams = z.object({ id: idSchema, n: z.string() });

/**
 * Under /api (interfaces.md, "After funding"): a funded Fix 'N' Flip deal's draws for anyone who
 * may see the deal; requesting (with photos first) by its proposer; release and return by the admin.
 * Signed in (401) and role (403) first, then the body (422), then what the caller may see (404),
 * may do (403) and the state (409).
 */
export const drawsRoutes: FastifyPluginAsyncZod<DrawsRoutesOptions> = async (app, { draws, photos, guards }) => {
  // One photo a request; the route sets the size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });

  app.get(
    '/deals/:id/draws',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['draws'],
        summary: "A funded deal's draws, in milestone order (none for Buy 'N' Hold), and whether a site inspection is due; 404 before funding",
        params: dealParams,
        response: { 200: drawListSchema },
      },
    },
    async (request) => draws.list(request.auth, request.params.id),
  );

  app.post(
    '/deals/:id/draws/:n/photos',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['draws'],
        summary:
          'Add a site photo to the next draw before requesting it (its proposer): multipart/form-data with a JPEG, PNG or WebP up to 10 MB in the field `file`, at most 10 a draw',
        security,
        params: drawParams,
        response: { 201: fileUrlSchema },
      },
    },
    async (request, reply) => {
      const answer = await photos.add(request.auth!, request.params.id, request.params.n, (fileSize) => request.file({ limits: { fileSize } }));
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/deals/:id/draws/:n/request',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['draws'],
        summary: 'Request the next draw with a note on the work done (its proposer, once its photos are added); the admin is told',
        security,
        params: drawParams,
        body: drawRequestSchema,
        response: { 200: drawSchema },
      },
    },
    async (request) => draws.request(request.auth!, request.params.id, request.params.n, request.body.note),
  );

  app.post(
    '/admin/deals/:id/draws/:n/release',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Release a requested draw: its amount moves from the deal's construction escrow to the proposer, once",
        security,
        params: drawParams,
        response: { 200: drawSchema },
      },
    },
    async (request) => draws.release(request.auth!, request.params.id, request.params.n),
  );

  app.post(
    '/admin/deals/:id/draws/return-capital',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          "Return the money of every milestone not yet drawn to the deal's holders, once: an approved return_of_capital distribution funded from the construction escrow, paid by face value × time",
        security,
        params: dealParams,
        response: { 201: capitalReturnSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await draws.returnCapital(request.auth!, request.params.id)),
  );

  app.post(
    '/admin/deals/:id/draws/:n/return',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Return a requested draw to its proposer with a comment: pending again, its note and photos kept',
        security,
        params: drawParams,
        body: drawReturnSchema,
        response: { 200: drawSchema },
      },
    },
    async (request) => draws.returnDraw(request.auth!, request.params.id, request.params.n, request.body.comment),
  );
};
