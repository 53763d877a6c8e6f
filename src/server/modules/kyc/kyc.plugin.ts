import { SEAL_PURPOSES } from '../../lib/secret-box.ts';
import type { ModuleContext } from '../../module-context.ts';
import { kycRoutes } from './kyc.routes.ts';
import { KycService } from './kyc.service.ts';

/** Identity checks: the backer's submission and the admin's review, the details sealed at rest. */
export async function registerKycModule({ app, db, clock, secrets, guards }: ModuleContext): Promise<void> {
  await app.register(kycRoutes, { prefix: '/api', kyc: new KycService(db, clock, secrets.sealer(SEAL_PURPOSES.kycDetails)), guards });
}
