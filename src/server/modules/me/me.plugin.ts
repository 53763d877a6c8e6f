import type { ModuleContext } from '../../module-context.ts';
import type { AuthService } from '../auth/index.ts';
import { meAvatarRoutes } from './me-avatar.routes.ts';
import { MeAvatarService } from './me-avatar.service.ts';
import { meRoutes } from './me.routes.ts';
import { MeService } from './me.service.ts';

/** The signed-in person's own profile, settings, password and avatar: /api/me. */
export async function registerMeModule({ app, db, uploads, guards }: ModuleContext, { auth }: { auth: AuthService }): Promise<void> {
  await app.register(meRoutes, { prefix: '/api/me', me: new MeService(db), auth, guards });
  await app.register(meAvatarRoutes, { prefix: '/api/me', avatars: new MeAvatarService({ db, store: uploads }), guards });
}
