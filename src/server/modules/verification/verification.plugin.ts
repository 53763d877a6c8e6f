import { SEAL_PURPOSES } from '../../lib/secret-box.ts';
import type { BaseContext } from '../../module-context.ts';
import type { Guards } from '../../plugins/authentication.ts';
import { contactVerificationRoutes } from './contact-verification.routes.ts';
import { ContactVerificationService } from './contact-verification.service.ts';
import { VerificationKeys } from './verification-keys.ts';

/** Verification of e-mail addresses and phone numbers: the service registration sends its link through, and the routes. */
export interface VerificationModule {
  verification: ContactVerificationService;
  /** Registers the routes once the guards exist (the guards come from auth, which needs the service first). */
  registerRoutes(guards: Guards): Promise<void>;
}

export function registerVerificationModule({ app, db, clock, config, counters, secrets }: BaseContext): VerificationModule {
  const verification = new ContactVerificationService({
    db,
    clock,
    counters,
    keys: new VerificationKeys(secrets.jwtSecret),
    publicUrl: config.publicUrl,
    box: secrets.sealer(SEAL_PURPOSES.verificationMessage),
  });
  return {
    verification,
    async registerRoutes(guards) {
      await app.register(contactVerificationRoutes, { prefix: '/api', verification, guards });
    },
  };
}
