import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import type { PasswordHasher } from '../modules/auth/password.ts';
import { freshPostgresDatabase } from './fresh-postgres.ts';
import { TEST_ENCRYPTION_KEY } from './test-secrets.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's clock: tests move it instead of waiting. */
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own, already migrated and holding the demo accounts
 * and sample data: a fresh PGlite copy, or with DATABASE_URL a copy of the run's template database
 * on that server, dropped again by close().
 */
export interface TestAppOptions {
  env?: Record<string, string>;
  redis?: Redis;
  serveWeb?: boolean;
  webRoot?: string;
  passwords?: PasswordHasher;
  /** Log lines (at the env's LOG_LEVEL) go here; without it the app does not log. */
  logStream?: { write(line: string): void };
  /** Poll for due jobs (every 100 ms) once the app is ready; otherwise a test calls app.jobs.runDue(). */
  runJobs?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openFreshDatabase();
  // Uploads go to a folder of the test's own, removed by close(), unless the test names one.
  const uploadDir = options.env?.UPLOAD_DIR ? undefined : await mkdtemp(path.join(os.tmpdir(), 'sharestead-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}),
    ...options.env,
  });
  const clock = new ManualClock();
  const app = await buildApp({
    config,
    database,
    clock,
    redis: options.redis,
    jwtSecret: TEST_JWT_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    serveWeb: options.serveWeb ?? false,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.passwords ? { passwords: options.passwords } : {}),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.runJobs ? { runJobs: true, jobPollIntervalMs: 100 } : {}),
  });
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A database of the test's own, as createTestApp opens it (for tests that need no app). */
export async function openFreshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return { database: await openDatabase({ pgliteSnapshot: snapshot }), drop: async () => {} };
  }
  const fresh = await freshPostgresDatabase(serverUrl, 'sharestead_test', inject('postgresTemplate'));
  return { database: await openDatabase({ databaseUrl: fresh.url }), drop: fresh.drop };
}
