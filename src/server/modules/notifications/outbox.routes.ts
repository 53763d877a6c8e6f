import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxIdParamsSchema, outboxItemSchema, outboxListQuerySchema, outboxListResponseSchema } from '../../../shared/contracts/outbox.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { OutboxService } from './outbox.service.ts';

/** /api/admin/outbox: the e-mails and SMS waiting, sent and failed; a failed one can be sent again. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService; guards: Guards }> = async (app, options) => {
  app.get(
    '/',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'E-mails and SMS of notifications, newest first, with their status, attempts and last error; filter by status or channel',
        security: [{ bearer: [] }],
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema },
      },
    },
    async (request) => options.outbox.list(request.query),
  );

  app.post(
    '/:id/retry',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Send a failed message again, with a fresh set of attempts',
        security: [{ bearer: [] }],
        params: outboxIdParamsSchema,
        response: { 200: outboxItemSchema },
      },
    },
    async (request) => options.outbox.retry(request.auth!, request.params.id),
  );
};
