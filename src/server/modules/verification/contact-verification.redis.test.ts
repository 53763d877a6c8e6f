import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { authOf, registerTestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A *.redis.test.ts file runs only where REDIS_URL is set (vitest.config.ts): CI's PostgreSQL pass.
let redis: Redis;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL!);
  first = await createTestApp({ env: UNLIMITED_ENV, redis });
  second = await createTestApp({ env: UNLIMITED_ENV, redis });
});
afterAll(async () => {
  await first.close();
  await second.close();
  redis.disconnect();
});

describe('the verification messages of one destination, counted in Redis', () => {
  it('allow 3 an hour across instances: the 4th is refused whichever instance it reaches', async () => {
    // A number of this run's own: the counter outlives the test in Redis.
    const phone = `+91 97${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const [a, b] = [await registerTestUser(first.app, 'backer'), await registerTestUser(second.app, 'backer')];
    await first.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, a.id));
    await second.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, b.id));
    const send = (t: TestApp, user: typeof a) => t.app.inject({ method: 'POST', url: '/api/me/phone/verification', headers: authOf(user) });

    expect((await send(first, a)).statusCode).toBe(204);
    expect((await send(second, b)).statusCode).toBe(204);
    expect((await send(first, a)).statusCode).toBe(204);
    const fourth = await send(second, b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_verification_messages' });
    expect((await send(first, a)).statusCode).toBe(429);
  });
});
