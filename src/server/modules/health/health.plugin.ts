import type { ModuleContext } from '../../module-context.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health. */
export async function registerHealthModule({ app, database }: ModuleContext): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api', database });
}
