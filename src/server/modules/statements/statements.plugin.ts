import type { ModuleContext } from '../../module-context.ts';
import { statementsRoutes } from './statements.routes.ts';
import { StatementsService } from './statements.service.ts';

/** Account statements (CSV and PDF). */
export async function registerStatementsModule({ app, db, clock, guards }: ModuleContext): Promise<void> {
  await app.register(statementsRoutes, { prefix: '/api', statements: new StatementsService(db, clock), guards });
}
