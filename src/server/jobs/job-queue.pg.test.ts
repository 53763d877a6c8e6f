import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { freshPostgresDatabase, type FreshPostgresDatabase } from '../test/fresh-postgres.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

// Several instances need PostgreSQL (the embedded database has one connection and one process):
// a *.pg.test.ts file runs only in the API pass on PostgreSQL (DATABASE_URL, .ci/run; vitest.config.ts).
const serverUrl = process.env.DATABASE_URL!;

describe('the job queue on one PostgreSQL with several instances', () => {
  let fresh: FreshPostgresDatabase;
  const databases: Database[] = [];

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(serverUrl!, 'sharestead_jobs');
    // Two pools, as two server processes would have.
    databases.push(await openDatabase({ databaseUrl: fresh.url }), await openDatabase({ databaseUrl: fresh.url }));
  });

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await fresh?.drop();
  });

  it('runs each job exactly once when two instances poll the same queue', async () => {
    const runs = new Map<string, string[]>();
    const instances = databases.map((database, index) => {
      const queue = new PgBossJobQueue(database, { pollIntervalMs: 50, batchSize: 5, retryDelaySeconds: 0, retryBackoff: false });
      queue.work('deal.close', async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        runs.set(job.key, [...(runs.get(job.key) ?? []), `instance-${index}`]);
      });
      return queue;
    });
    const keys = Array.from({ length: 300 }, (_, index) => `deal-${index}`);
    // Both schedule (the same keys, as two instances handling the same event would).
    await Promise.all(keys.flatMap((key) => instances.map((queue) => queue.schedule('deal.close', key, new Date(Date.now() - 1000), { key }))));
    await Promise.all(instances.map((queue) => queue.start()));

    const started = Date.now();
    while ([...runs.values()].reduce((sum, list) => sum + list.length, 0) < keys.length && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(instances.map((queue) => queue.stop()));

    expect(runs.size).toBe(keys.length);
    expect([...runs.values()].filter((list) => list.length !== 1)).toEqual([]);
    const byInstance = [...runs.values()].flat();
    expect(byInstance.filter((name) => name === 'instance-0').length).toBeGreaterThan(0);
    expect(byInstance.filter((name) => name === 'instance-1').length).toBeGreaterThan(0);
  });
});
