import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuerySchema, userListResponseSchema } from '../../../shared/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../plugins/authentication.ts';
import { usersRepository } from './users.repository.ts';
import { displayName } from './user-view.ts';

/** /api/admin/users: the admin's view of who has joined the platform. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, options) => {
  app.get(
    '/',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every account, newest first',
        security: [{ bearer: [] }],
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await usersRepository.listNewest(options.db, limit, offset);
      return {
        total,
        users: rows.map((row) => ({
          id: row.id,
          name: displayName(row),
          email: row.email,
          role: row.role,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
