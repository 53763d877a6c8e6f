import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.ts';
import { freshDatabase, JWT_SECRET, json, registration } from './support.ts';

/*
 * SIGKILL while registrations stream in, then restart on the same data: every registration that
 * got a 201 can sign in, the database opens cleanly, and it takes new accounts.
 */

const env = { JWT_SECRET, AUTH_REQUESTS_PER_MINUTE: '1000000', LOGIN_PAIR_MAX_FAILURES: '1000000' };
const STREAMS = 8;

async function crashAndRecover(databaseEnv: Record<string, string>) {
  const first = await startServer({ ...env, ...databaseEnv });
  const acknowledged: string[] = [];
  let failedInFlight = 0;
  let n = 0;
  let killed = false;
  const run = Date.now().toString(36);
  const streams = Array.from({ length: STREAMS }, async () => {
    while (!killed) {
      const email = `crash-${run}-${n++}@example.com`;
      try {
        const response = await fetch(`${first.url}/api/auth/register`, json(registration(email)));
        if (response.status === 201) acknowledged.push(email);
        else throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
        failedInFlight++;
      }
    }
  });
  // Kill once registrations are flowing, while the streams keep requests in flight.
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
  killed = true;
  await first.kill();
  await Promise.all(streams);
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await startServer({ ...env, ...databaseEnv });
  try {
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    for (const email of acknowledged) {
      const response = await fetch(`${second.url}/api/auth/login`, json({ email, password: 'terracotta-balcony-42', role: 'backer' }));
      expect(response.status, `${email} got a 201 before the crash but cannot sign in: ${await response.clone().text()}`).toBe(200);
    }
    // An acknowledged email is taken; the database still takes new accounts.
    expect((await fetch(`${second.url}/api/auth/register`, json(registration(acknowledged[0]!)))).status).toBe(409);
    expect((await fetch(`${second.url}/api/auth/register`, json(registration(`after-${run}@example.com`)))).status).toBe(201);
  } finally {
    await second.stop();
  }
  expect(second.child.exitCode, second.output()).toBe(0);
  return { acknowledged: acknowledged.length, failedInFlight };
}

describe('a crash during registrations', () => {
  it('loses no acknowledged registration on the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-crash-'));
    try {
      const result = await crashAndRecover({ DATA_DIR: dataDir });
      console.log(`embedded: ${result.acknowledged} acknowledged before SIGKILL, ${result.failedInFlight} cut off in flight`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no acknowledged registration on PostgreSQL', async () => {
    const database = await freshDatabase('sharestead_crash');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-crash-pg-'));
    try {
      const result = await crashAndRecover({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      console.log(`postgres: ${result.acknowledged} acknowledged before SIGKILL, ${result.failedInFlight} cut off in flight`);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
