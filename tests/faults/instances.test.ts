import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';
import { freshDatabase, JWT_SECRET, json, REDIS_URL, registration, seedDemoAccountsAt } from './support.ts';

/*
 * Two built servers on one fresh PostgreSQL database with one Redis (DB 14) and one JWT secret,
 * as behind a load balancer.
 */

let a: RunningServer;
let b: RunningServer;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDirs: string[] = [];

beforeAll(async () => {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  database = await freshDatabase('sharestead_instances');
  dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'sharestead-instance-'))));
  const env = (index: number) => ({
    DATABASE_URL: database.url,
    REDIS_URL,
    JWT_SECRET,
    ENCRYPTION_KEY: JWT_SECRET.split('').reverse().join(''),
    DATA_DIR: dataDirs[index]!,
  });
  // Started together: migrations and seeding race, as they would in a real roll-out.
  [a, b] = await Promise.all([startServer(env(0)), startServer(env(1))]);
  // The servers create demo accounts on the embedded database only; these tests sign in to them.
  await seedDemoAccountsAt(database.url);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const backer = { email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' };

describe('two instances on one PostgreSQL and one Redis', () => {
  it("accept each other's tokens", async () => {
    for (const [issuer, checker] of [
      [a, b],
      [b, a],
    ] as const) {
      const login = await fetch(`${issuer.url}/api/auth/login`, json(backer));
      expect(login.status).toBe(200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const me = await fetch(`${checker.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(backer.email);
    }
  });

  it('count failed logins across both: the 11th attempt is 429 on either', async () => {
    const target = { ...backer, email: 'proposer@sharestead.test', role: 'proposer' };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const server = attempt % 2 ? a : b;
      const response = await fetch(`${server.url}/api/auth/login`, json({ ...target, password: `wrong-${attempt}` }));
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    for (const server of [a, b]) {
      const response = await fetch(`${server.url}/api/auth/login`, json({ ...target, password: 'Proposer123!' }));
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('give exactly one account when the same email registers on both at once', async () => {
    for (let round = 0; round < 5; round++) {
      const email = `twice-${Date.now().toString(36)}-${round}@example.com`;
      const statuses = (await Promise.all([a, b].map((server) => fetch(`${server.url}/api/auth/register`, json(registration(email)))))).map(
        (response) => response.status,
      );
      expect(statuses.sort(), email).toEqual([201, 409]);
    }
  });

  it('keep serving from one when the other stops', async () => {
    await a.stop();
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    const login = await fetch(`${b.url}/api/auth/login`, json(backer));
    expect(login.status).toBe(200);
    const email = `after-stop-${Date.now().toString(36)}@example.com`;
    expect((await fetch(`${b.url}/api/auth/register`, json(registration(email)))).status).toBe(201);
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow();
  });
});
