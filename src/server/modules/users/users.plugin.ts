import type { ModuleContext } from '../../module-context.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';

/** The admin's Users page: /api/admin/users. */
export async function registerUsersModule({ app, db, guards }: ModuleContext): Promise<void> {
  await app.register(usersRoutes, { prefix: '/api/admin/users', users: new UsersService(db), guards });
}
