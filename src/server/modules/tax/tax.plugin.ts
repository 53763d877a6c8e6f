import type { ModuleContext } from '../../module-context.ts';
import { taxRoutes } from './tax.routes.ts';
import { TaxService, type PayoutReads } from './tax.service.ts';

/** Tax: the backer's Tax page, from the payouts the distributions module reads for it. */
export async function registerTaxModule({ app, db, clock, guards }: ModuleContext, { payouts }: { payouts: PayoutReads }): Promise<void> {
  await app.register(taxRoutes, { prefix: '/api', tax: new TaxService(db, clock, payouts), guards });
}
