import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  dealDocumentParamsSchema,
  dealParamsSchema,
  dealPhotoParamsSchema,
  dealSchema,
  photoOrderSchema,
  uploadResponseSchema,
} from '../../../shared/contracts/deals.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DealUploadsService } from './deal-uploads.service.ts';

export interface DealUploadsRoutesOptions {
  uploads: DealUploadsService;
  guards: Guards;
}

const multipartNote = 'multipart/form-data with the file in the field `file`';

/** /api/deals/:id/photos and /documents: a deal's files, as PATCH /api/deals/:id allows (its proposer and the admin). */
export const dealUploadsRoutes: FastifyPluginAsyncZod<DealUploadsRoutesOptions> = async (app, options) => {
  const { guards, uploads } = options;
  // One file a request, no other fields of note; each route sets its own size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });

  app.post(
    '/:id/photos',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary: `Add a photo (${multipartNote}): JPEG, PNG or WebP up to 10 MB, at most 20 a deal; stored as WebP (1200 and 640 px wide), the first is the cover`,
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await uploads.addPhoto(request.auth!, request.params.id, (fileSize) => request.file({ limits: { fileSize } }));
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary: 'Remove a photo; the next one becomes the cover if it was the first',
        security: [{ bearer: [] }],
        params: dealPhotoParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => uploads.deletePhoto(request.auth!, request.params.id, request.params.photoId),
  );

  app.put(
    '/:id/photos/order',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary: 'Reorder the photos: every photo id of the deal once, the cover first',
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        body: photoOrderSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => uploads.reorderPhotos(request.auth!, request.params.id, request.body),
  );

  app.post(
    '/:id/documents',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary: `Add a document (${multipartNote}): a PDF up to 20 MB, seen by the deal's proposer and the admin only`,
        security: [{ bearer: [] }],
        params: dealParamsSchema,
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await uploads.addDocument(request.auth!, request.params.id, (fileSize) => request.file({ limits: { fileSize } }));
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    '/:id/documents/:docId',
    {
      onRequest: guards.requireRole('proposer', 'admin'),
      schema: {
        tags: ['deals'],
        summary: 'Remove a document, as PATCH allows',
        security: [{ bearer: [] }],
        params: dealDocumentParamsSchema,
        response: { 200: dealSchema },
      },
    },
    (request) => uploads.deleteDocument(request.auth!, request.params.id, request.params.docId),
  );

  app.get(
    '/:id/documents/:docId',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['deals'],
        summary: "Download a deal's document: its proposer and the admin; 404 for anyone else",
        params: dealDocumentParamsSchema,
        response: { 200: z.custom<Readable>((value) => value instanceof Readable).register(z.globalRegistry, { description: 'The PDF (application/pdf)' }) },
      },
    },
    async (request, reply) => {
      const file = await uploads.document(request.auth, request.params.id, request.params.docId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
