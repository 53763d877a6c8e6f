import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './auth.service.ts';
import { TOO_MANY_REQUESTS } from './auth.routes.ts';

const backer = { email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' };

// The same rules must hold in memory (one instance) and in Redis (several); Redis runs where REDIS_URL is set.
const stores = [
  { name: 'memory', redis: () => undefined },
  ...(process.env.REDIS_URL ? [{ name: 'redis', redis: () => new Redis(process.env.REDIS_URL!) }] : []),
];

describe.each(stores)('rate limits with the $name store', ({ redis: makeRedis }) => {
  let t: TestApp | undefined;
  let redis: Redis | undefined;
  const start = async (env: Record<string, string> = {}) => {
    redis = makeRedis();
    await redis?.flushdb();
    t = await createTestApp({ env, ...(redis ? { redis } : {}) });
    return t;
  };
  afterEach(async () => {
    await t?.close();
    redis?.disconnect();
  });
  afterAll(() => redis?.disconnect());

  const login = (app: TestApp, body: object, remoteAddress: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

  it('locks one account from one address after 10 failures in a row, for 15 minutes', async () => {
    const app = await start();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(app, { ...backer, password: `guess-${attempt}` }, '203.0.113.5');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(INVALID_CREDENTIALS);
    }
    const locked = await login(app, backer, '203.0.113.5');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_ATTEMPTS, detail: TOO_MANY_ATTEMPTS });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login(app, backer, '198.51.100.7')).statusCode).toBe(200);
  });

  it('resets the run of failures on a success', async () => {
    const app = await start();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await login(app, { ...backer, password: 'nope-nope' }, '203.0.113.9')).statusCode).toBe(401);
      }
      expect((await login(app, backer, '203.0.113.9')).statusCode).toBe(200);
    }
  });

  it('locks an account after too many failures in an hour from anywhere', async () => {
    const app = await start({ LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '5' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(app, { ...backer, password: 'wrong-one' }, `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(app, backer, '192.0.2.200');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Other accounts are untouched.
    const admin = await login(app, { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' }, '192.0.2.200');
    expect(admin.statusCode).toBe(200);
  });

  it('limits auth requests per address per minute', async () => {
    const app = await start({ AUTH_REQUESTS_PER_MINUTE: '5' });
    for (let request = 0; request < 5; request++) {
      expect((await login(app, { email: 'x@y.co', role: 'backer' }, '203.0.113.77')).statusCode).toBe(422);
    }
    const limited = await login(app, backer, '203.0.113.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS, detail: TOO_MANY_REQUESTS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, backer, '203.0.113.78')).statusCode).toBe(200);
  });

  it('lets 50 people register at once from one office', async () => {
    const app = await start();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '203.0.113.100',
          payload: {
            user_type: index % 2 ? 'backer' : 'proposer',
            first_name: 'Office',
            last_name: `Colleague ${index}`,
            email: `colleague-${index}@office.example`,
            password: `sandstone-window-${index}-x`,
          },
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
  });
});
