import { randomUUID } from 'node:crypto';
import { SEAL_PURPOSES } from '../../lib/secret-box.ts';
import type { BaseContext } from '../../module-context.ts';
import { createGuards, type Guards } from '../../plugins/authentication.ts';
import type { ContactVerificationService } from '../verification/index.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { DeviceCookies } from './device-cookie.ts';
import { KeyedHash } from './keyed-hash.ts';
import { LoginThrottle } from './login-throttle.ts';
import { argon2Hasher, type PasswordHasher } from './password.ts';
import { TokenService } from './tokens.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { TwoFactorService } from './two-factor.service.ts';

export interface AuthModuleDependencies {
  verification: ContactVerificationService;
  /** argon2id unless a test wraps it. */
  passwords?: PasswordHasher | undefined;
}

/**
 * Sign-in, registration, sessions and the second factor: /api/auth and /api/me/2fa. Returns the
 * service and the guards every other module's routes are protected by.
 */
export async function registerAuthModule(
  context: BaseContext,
  { verification, passwords = argon2Hasher }: AuthModuleDependencies,
): Promise<{ auth: AuthService; guards: Guards }> {
  const { app, db, clock, config, counters, secrets } = context;
  const throttle = new LoginThrottle(counters, config.limits);
  const twoFactor = new TwoFactorService({
    db,
    clock,
    throttle,
    box: secrets.sealer(SEAL_PURPOSES.totpSecret),
    recoveryCodeHash: new KeyedHash(secrets.encryptionKey, 'recovery-code', secrets.previousEncryptionKeys),
  });
  const auth = new AuthService({
    db,
    tokens: new TokenService(secrets.jwtSecret, clock),
    throttle,
    twoFactor,
    verification,
    clock,
    passwords,
    // Made now, not on the first unknown email: that answer must take as long as any other.
    decoyHash: await passwords.hash(randomUUID()),
  });
  const guards = createGuards(auth);
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    guards,
    redis: context.redis,
    requestsPerMinute: config.limits.authRequestsPerMinute,
    // Signed with the session secret: rotating it forgets the devices along with the sessions.
    devices: new DeviceCookies(secrets.jwtSecret),
  });
  await app.register(twoFactorRoutes, { prefix: '/api/me/2fa', twoFactor, guards });
  return { auth, guards };
}
