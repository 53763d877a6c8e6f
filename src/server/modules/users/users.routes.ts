import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuerySchema, userListResponseSchema } from '../../../shared/contracts/users.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { UsersService } from './users.service.ts';

/** /api/admin/users: the admin's view of who has joined the platform. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; guards: Guards }> = async (app, options) => {
  app.get(
    '/',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every account, newest first, with its role and KYC status; search by name or email, filter by role',
        security: [{ bearer: [] }],
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => options.users.list(request.query),
  );
};
