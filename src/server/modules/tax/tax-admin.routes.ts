import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  TAX_CERTIFICATE_MAX_BYTES,
  taxCertificateSchema,
  taxPayeeListSchema,
  taxQuarterListSchema,
  taxQuarterQuerySchema,
  tdsDepositInputSchema,
  tdsDepositSchema,
  tdsRuleInputSchema,
  tdsRuleListSchema,
  tdsRuleSchema,
} from '../../../shared/contracts/tax-admin.ts';
import { idSchema } from '../../../shared/uuid.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import type { UploadStore } from '../../lib/upload-store.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { TaxAdminService } from './tax-admin.service.ts';

export interface TaxAdminRoutesOptions {
  taxAdmin: TaxAdminService;
  store: UploadStore;
  guards: Guards;
}

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });
const fileAnswer = (description: string) =>
  z.custom<Buffer | Readable>((value) => Buffer.isBuffer(value) || value instanceof Readable).register(z.globalRegistry, { description });

/**
 * Under /api (interfaces.md, "After funding"): the admin's TDS rules, deposits, returns and Form
 * 16A uploads, and a Form 16A's download by its backer (or the admin). Signed in (401) and role
 * (403) first, then the request (422), then what it names (404), then the state (409).
 */
export const taxAdminRoutes: FastifyPluginAsyncZod<TaxAdminRoutesOptions> = async (app, { taxAdmin, store, guards }) => {
  const admin = guards.requireRole('admin');

  app.get(
    '/admin/tds-rules',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'The TDS rules: by structure and income type, the newest effective date first',
        security,
        response: { 200: tdsRuleListSchema },
      },
    },
    async () => ({ items: await taxAdmin.rules() }),
  );

  app.post(
    '/admin/tds-rules',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Add a TDS rule in force from a later date (rules are never changed or removed)',
        security,
        body: tdsRuleInputSchema,
        response: { 201: tdsRuleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await taxAdmin.addRule(request.auth!, request.body)),
  );

  app.get(
    '/admin/tax-quarters',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Each deal's tax quarters with payouts, newest first: gross paid, tax withheld and the deposit once recorded",
        security,
        response: { 200: taxQuarterListSchema },
      },
    },
    async () => ({ items: await taxAdmin.quarters() }),
  );

  app.post(
    '/admin/deals/:id/tds-deposits',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "Record a tax quarter's challan: the quarter's withheld tax leaves the deal's TDS account for the government, once",
        security,
        params,
        body: tdsDepositInputSchema,
        response: { 201: tdsDepositSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await taxAdmin.deposit(request.auth!, request.params.id, request.body)),
  );

  app.get(
    '/admin/deals/:id/tax-payees',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'The backers a deal paid in a tax quarter, with the gross, the tax and the Form 16A uploaded for each',
        security,
        params,
        querystring: taxQuarterQuerySchema,
        response: { 200: taxPayeeListSchema },
      },
    },
    async (request) => taxAdmin.payees(request.params.id, request.query),
  );

  app.get(
    '/admin/deals/:id/tds-return',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "A deal's TDS return of a tax quarter as CSV in the shape of Form 26Q: one row per payout taxed or paid under a section",
        security,
        params,
        querystring: taxQuarterQuerySchema,
        response: { 200: fileAnswer('The return (text/csv)') },
      },
    },
    async (request, reply) => {
      const file = await taxAdmin.taxReturn(request.params.id, request.query, requestLanguage(request));
      // A Buffer is sent as it is: the response schema documents it, it does not serialize it.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.body, 'utf8'));
    },
  );

  app.get(
    '/tax-certificates/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['portfolio'],
        summary: 'Download a Form 16A: its backer and the admin; 404 for anyone else',
        security,
        params,
        response: { 200: fileAnswer('The Form 16A (application/pdf)') },
      },
    },
    async (request, reply) => {
      const file = await taxAdmin.certificate(request.auth!, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  await app.register(async (uploads) => {
    // One file a request and four fields of note; the route sets the file's size limit when it reads it.
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });
    uploads.post(
      '/admin/tax-certificates',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          summary:
            "Upload a backer's Form 16A (multipart/form-data: the PDF up to 5 MB in the field `file`, and the fields user_id, deal_id, fy and quarter); uploading again replaces it",
          security,
          response: { 201: taxCertificateSchema },
        },
      },
      async (request, reply) => {
        const form = await store.receiveForm((fileSize) => request.parts({ limits: { fileSize } }), TAX_CERTIFICATE_MAX_BYTES);
        return reply.status(201).send(await taxAdmin.uploadCertificate(request.auth!, form));
      },
    );
  });
};
