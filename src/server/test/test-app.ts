import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedAccounts } from '../db/seed.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { freshPostgresDatabase } from './fresh-postgres.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own: a fresh PGlite copy, or with DATABASE_URL
 * a new PostgreSQL database on that server, dropped again by close().
 */
export async function createTestApp(
  options: { env?: Record<string, string>; redis?: Redis; serveWeb?: boolean; webRoot?: string } = {},
): Promise<TestApp> {
  const { database, drop } = await openFreshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, ...options.env });
  await seedAccounts(new UsersRepository(database.db), { demoAccounts: true, initialAdmin: undefined });
  const app = await buildApp({
    config,
    database,
    redis: options.redis,
    jwtSecret: TEST_JWT_SECRET,
    serveWeb: options.serveWeb ?? false,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    logger: false,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function openFreshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    return { database: await openDatabase({ pgliteSnapshot: snapshot }), drop: async () => {} };
  }
  const fresh = await freshPostgresDatabase(serverUrl, 'sharestead_test');
  return { database: await openDatabase({ databaseUrl: fresh.url }), drop: fresh.drop };
}
