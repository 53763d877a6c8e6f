import type { FastifyPluginAsync } from 'fastify';
import { userListQuerySchema, type UserListResponse } from '../../../shared/contracts/users.ts';
import { validate } from '../../lib/validate.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { UsersRepository } from './users.repository.ts';
import { displayName } from './user-view.ts';

/** /api/admin/users: the admin's view of who has joined the platform. */
export const usersRoutes: FastifyPluginAsync<{ users: UsersRepository; guards: Guards }> = async (app, options) => {
  app.get('/', { preHandler: options.guards.requireRole('admin') }, async (request): Promise<UserListResponse> => {
    const query = validate(userListQuerySchema, request.query);
    const { rows, total } = await options.users.listNewest(query.limit, query.offset);
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
  });
};
