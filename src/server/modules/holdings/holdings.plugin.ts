import type { ModuleContext } from '../../module-context.ts';
import { HoldersService } from './holders.service.ts';
import { holdingsRoutes } from './holdings.routes.ts';
import { ValuationReportsService } from './valuation-reports.service.ts';
import { ValuationsService } from './valuations.service.ts';

/** Holdings: face value on the units ledger (issued by the funding step), the deals' holders, and their valuations with the valuers' reports. */
export async function registerHoldingsModule({ app, db, clock, guards, uploads }: ModuleContext): Promise<void> {
  await app.register(holdingsRoutes, {
    prefix: '/api',
    valuations: new ValuationsService(db, clock),
    reports: new ValuationReportsService(db, clock, uploads),
    holders: new HoldersService(db),
    guards,
  });
}
