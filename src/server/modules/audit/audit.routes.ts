import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '../../../shared/contracts/audit.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { AuditService } from './audit.service.ts';

/** Under /api: /admin/audit-log, the append-only record of decisions and money actions, for the admin. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; guards: Guards }> = async (app, options) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "The audit log, newest first: one deal's events (deal), one actor's (actor: a user id, or words of the email or name)",
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => options.audit.list(request.query),
  );
};
