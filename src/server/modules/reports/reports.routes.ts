import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { fileUrlSchema } from '../../../shared/contracts/holdings.ts';
import {
  adminReportsSchema,
  reportDocumentParamsSchema,
  reportInputSchema,
  reportListSchema,
  reportPatchSchema,
  reportSchema,
  returnReportSchema,
} from '../../../shared/contracts/reports.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportsRoutesOptions {
  reports: ReportsService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });

/**
 * Under /api (interfaces.md, "After funding"): the proposer files, changes, illustrates and submits
 * a funded deal's quarterly report; the admin accepts or returns it; anyone reads a deal's
 * accepted reports. Signed in (401) and role (403) first, then the body (422), then what the
 * caller may see (404) and the state (409).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, { reports, guards }) => {
  const proposer = guards.requireRole('proposer');
  const admin = guards.requireRole('admin');
  // One file a request; the route sets the size limit when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });

  app.post(
    '/deals/:id/reports',
    {
      onRequest: proposer,
      schema: {
        tags: ['reports'],
        summary: "File a funded deal's quarterly report as a draft (its proposer): a quarter from the funding's to the current one, once per quarter",
        security,
        params,
        body: reportInputSchema,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await reports.create(request.auth!, request.params.id, request.body)),
  );

  app.get(
    '/deals/:id/reports',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['reports'],
        summary:
          "A deal's reports: every one for its proposer and the admin, the accepted ones for anyone; the next one due and the open questions for those who file",
        params,
        response: { 200: reportListSchema },
      },
    },
    async (request) => reports.ofDeal(request.auth, request.params.id),
  );

  app.patch(
    '/reports/:id',
    {
      onRequest: proposer,
      schema: {
        tags: ['reports'],
        summary: 'Change a draft or returned report (its proposer)',
        security,
        params,
        body: reportPatchSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => reports.update(request.auth!, request.params.id, request.body),
  );

  app.post(
    '/reports/:id/photos',
    {
      onRequest: proposer,
      schema: {
        tags: ['reports'],
        summary: 'Add a photo to a draft or returned report: multipart/form-data, a JPEG, PNG or WebP up to 10 MB in the field `file`; at most 10',
        security,
        params,
        response: { 201: fileUrlSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.addPhoto(request.auth!, request.params.id, (fileSize) => request.file({ limits: { fileSize } }))),
  );

  app.post(
    '/reports/:id/documents',
    {
      onRequest: proposer,
      schema: {
        tags: ['reports'],
        summary: 'Add a document to a draft or returned report: multipart/form-data, a PDF up to 20 MB in the field `file`; at most 10',
        security,
        params,
        response: { 201: fileUrlSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.addDocument(request.auth!, request.params.id, (fileSize) => request.file({ limits: { fileSize } }))),
  );

  app.get(
    '/reports/:id/documents/:fileId',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['reports'],
        summary: "Download a report's document: anyone for an accepted report of a deal they may see, otherwise its proposer and the admin",
        params: reportDocumentParamsSchema,
        response: { 200: z.custom<Readable>((value) => value instanceof Readable).register(z.globalRegistry, { description: 'The PDF (application/pdf)' }) },
      },
    },
    async (request, reply) => {
      const file = await reports.document(request.auth, request.params.id, request.params.fileId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/reports/:id/submit',
    {
      onRequest: proposer,
      schema: {
        tags: ['reports'],
        summary: "Submit a draft or returned report to the admin's queue (its proposer)",
        security,
        params,
        response: { 200: reportSchema },
      },
    },
    async (request) => reports.submit(request.auth!, request.params.id),
  );

  app.get(
    '/admin/reports',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Submitted reports, oldest first, and every funded deal's reporting health, the overdue first",
        security,
        response: { 200: adminReportsSchema },
      },
    },
    async () => reports.adminOverview(),
  );

  app.post(
    '/admin/reports/:id/accept',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Accept a submitted report: it turns public, the quarter's held fees go to the proposer, the deal's health is recomputed",
        security,
        params,
        response: { 200: reportSchema },
      },
    },
    async (request) => reports.accept(request.auth!, request.params.id),
  );

  app.post(
    '/admin/reports/:id/return',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Return a submitted report to its proposer with a comment',
        security,
        params,
        body: returnReportSchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => reports.return(request.auth!, request.params.id, request.body.comment),
  );
};
