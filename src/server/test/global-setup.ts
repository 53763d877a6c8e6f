import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { resealSecrets } from '../db/reseal.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { PgBossJobQueue } from '../jobs/pg-boss-job-queue.ts';
import { freshPostgresDatabase } from './fresh-postgres.ts';
import { TEST_ENCRYPTION_KEY } from './test-secrets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data folder as one archive (embedded runs). */
    pgliteSnapshot: string;
    /** A migrated, seeded database every test file's database is copied from (PostgreSQL runs). */
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding (three argon2 hashes, the sample data) happens once per run here, and
 * every test file starts from a copy: a new PGlite takes ~4 s to initialise where opening the
 * snapshot takes ~0.5 s; on PostgreSQL, `create database … template` copies the template.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'sharestead-snapshot-'));
  const file = path.join(folder, 'pglite.tar');
  const serverUrl = process.env.DATABASE_URL;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const template = await freshPostgresDatabase(serverUrl, 'sharestead_template');
    dropTemplate = template.drop;
    const database = await openDatabase({ databaseUrl: template.url });
    await seedDatabase(database.db, { demo: true, initialAdmin: undefined });
    // As the server does after seeding: the KYC details sealed, under the test apps' key.
    await resealSecrets(database.db, { encryptionKey: TEST_ENCRYPTION_KEY, previous: [] });
    // The job queue's schema too, as the server installs it at start-up (~100 ms a copy otherwise).
    await new PgBossJobQueue(database).install();
    await database.close();
    project.provide('postgresTemplate', template.name);
  } else {
    const database = await openDatabase({});
    await seedDatabase(database.db, { demo: true, initialAdmin: undefined });
    // As the server does after seeding: the KYC details sealed, under the test apps' key.
    await resealSecrets(database.db, { encryptionKey: TEST_ENCRYPTION_KEY, previous: [] });
    await new PgBossJobQueue(database).install();
    const dump = await database.snapshot!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
    await dropTemplate();
  };
}
