import type { ModuleContext } from '../../module-context.ts';
import { holdingsRoutes } from './holdings.routes.ts';
import { ValuationsService } from './valuations.service.ts';

/** Holdings: face value on the units ledger (issued by the funding step) and the deals' valuations. */
export async function registerHoldingsModule({ app, db, clock, guards }: ModuleContext): Promise<void> {
  await app.register(holdingsRoutes, { prefix: '/api', valuations: new ValuationsService(db, clock), guards });
}
