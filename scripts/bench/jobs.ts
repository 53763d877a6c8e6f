/*
 * npm run bench:jobs: the job queue (src/server/jobs, pg-boss) on the embedded database (PGlite)
 * and on PostgreSQL (a fresh database; skipped when no PostgreSQL answers). For each it times
 * scheduling 1,000 jobs (one schedule() after another, as services do), then running them with a
 * handler that does nothing: by the polling loop of start() and by runDue(). That is the queue's own
 * cost per job (claim, complete); a real handler adds its transaction.
 * Prints a table and writes reports/bench-jobs.json.
 * Flags: --count=<jobs> (default 1000), --batch=<jobs claimed at a time> (default 10).
 * BENCH_POSTGRES_URL (else DATABASE_URL, else the local server) names the PostgreSQL server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { PgBossJobQueue } from '../../src/server/jobs/pg-boss-job-queue.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';
import { root } from '../lib/server.ts';
import { postgresAnswers } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COUNT = flag('count', 1000);
const BATCH = flag('batch', 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface DriverResult {
  driver: string;
  jobs: number;
  batchSize: number;
  scheduleMs: number;
  pollRunMs: number;
  runDueMs: number;
}

async function measure(driver: string, database: Database): Promise<DriverResult> {
  const queue = new PgBossJobQueue(database, { pollIntervalMs: 100, batchSize: BATCH });
  let ran = 0;
  queue.work('bench.poll', async () => {
    ran += 1;
  });
  queue.work('bench.run-due', async () => {});
  await queue.install();
  const past = new Date(Date.now() - 1000);

  let started = performance.now();
  for (let index = 0; index < COUNT; index += 1) await queue.schedule('bench.poll', `deal-${index}`, past);
  const scheduleMs = performance.now() - started;

  started = performance.now();
  await queue.start();
  while (ran < COUNT) await new Promise((resolve) => setTimeout(resolve, 5));
  const pollRunMs = performance.now() - started;
  await queue.stop();

  for (let index = 0; index < COUNT; index += 1) await queue.schedule('bench.run-due', `deal-${index}`, past);
  started = performance.now();
  const count = await queue.runDue();
  const runDueMs = performance.now() - started;
  if (count !== COUNT) throw new Error(`runDue ran ${count} jobs, not ${COUNT}.`);

  return { driver, jobs: COUNT, batchSize: BATCH, scheduleMs, pollRunMs, runDueMs };
}

const results: DriverResult[] = [];
const embedded = await openDatabase({});
try {
  results.push(await measure('pglite', embedded));
} finally {
  await embedded.close();
}
if (await postgresAnswers(POSTGRES_URL)) {
  const fresh = await freshPostgresDatabase(POSTGRES_URL, 'sharestead_bench_jobs');
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    results.push(await measure('postgres', database));
  } finally {
    await database.close();
    await fresh.drop();
  }
} else {
  console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: measured the embedded database only.`);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.table(
  results.map((result) => ({
    driver: result.driver,
    jobs: result.jobs,
    batch: result.batchSize,
    'schedule all': ms(result.scheduleMs),
    'per schedule': `${(result.scheduleMs / result.jobs).toFixed(2)} ms`,
    'run all (poller)': ms(result.pollRunMs),
    'run all (runDue)': ms(result.runDueMs),
    'jobs/s (poller)': Math.round((result.jobs / result.pollRunMs) * 1000),
  })),
);
await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports', 'bench-jobs.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);
