import { SEAL_PURPOSES } from '../../lib/secret-box.ts';
import type { ModuleContext } from '../../module-context.ts';
import { TaxAdminService } from './tax-admin.service.ts';
import { taxAdminRoutes } from './tax-admin.routes.ts';
import { taxRoutes } from './tax.routes.ts';
import { TaxService, type PayoutReads } from './tax.service.ts';

/**
 * Tax: the backer's Tax page, from the payouts the distributions module reads for it; the admin's
 * TDS rules, deposits, returns (which open the backers' PANs) and Form 16A files.
 */
export async function registerTaxModule({ app, db, clock, guards, secrets, uploads }: ModuleContext, { payouts }: { payouts: PayoutReads }): Promise<void> {
  await app.register(taxRoutes, { prefix: '/api', tax: new TaxService(db, clock, payouts), guards });
  const taxAdmin = new TaxAdminService({ db, clock, box: secrets.sealer(SEAL_PURPOSES.kycDetails), store: uploads });
  await app.register(taxAdminRoutes, { prefix: '/api', taxAdmin, store: uploads, guards });
}
