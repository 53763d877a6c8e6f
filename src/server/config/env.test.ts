import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

const SECRET = 'a-production-secret-of-at-least-thirty-two-chars';

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set (32+ characters) when NODE_ENV=production.');
  });

  it('seeds demo accounts everywhere but production, and takes the first admin from the environment', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a long passphrase',
    });
    expect(production.seedDemoAccounts).toBe(false);
    expect(production.initialAdmin).toEqual({ email: 'ops@example.com', password: 'a long passphrase' });
  });

  it('treats empty variables as unset and rejects malformed ones', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  });

  it('reads the rate limits, with the defaults of interfaces.md', () => {
    expect(loadConfig({}).limits).toEqual({
      loginPairMaxFailures: 10,
      loginPairLockSeconds: 900,
      loginAccountMaxFailuresPerHour: 100,
      authRequestsPerMinute: 600,
    });
    expect(loadConfig({ LOGIN_PAIR_LOCK_MINUTES: '5' }).limits.loginPairLockSeconds).toBe(300);
  });
});
