import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { openFreshDatabase } from '../test/test-app.ts';
import type { Job } from './job-queue.ts';
import { PgBossJobQueue, type PgBossJobQueueOptions } from './pg-boss-job-queue.ts';

// On PGlite by default, on PostgreSQL when DATABASE_URL is set (the API pass of .ci/run).
let database: Database;
let drop: () => Promise<void>;
const queues: PgBossJobQueue[] = [];

beforeAll(async () => {
  ({ database, drop } = await openFreshDatabase());
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});

afterAll(async () => {
  await database.close();
  await drop();
});

/** A queue on the test file's database; each test uses job names of its own. */
function newQueue(options: PgBossJobQueueOptions = {}) {
  const errors: unknown[] = [];
  const queue = new PgBossJobQueue(database, {
    pollIntervalMs: 100,
    retryDelaySeconds: 0,
    retryBackoff: false,
    onError: (error) => errors.push(error),
    ...options,
  });
  queues.push(queue);
  return Object.assign(queue, { errors });
}

function recorder() {
  const runs: Job[] = [];
  return { runs, handler: async (job: Job) => void runs.push(job) };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobRows(name: string) {
  const result = await database.executeSql(
    `select singleton_key as key, state::text as state, start_after as "startAfter", data from pgboss.job where name = $1 order by created_on`,
    [name],
  );
  return result.rows as { key: string; state: string; startAfter: Date; data: unknown }[];
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('the job queue (pg-boss)', () => {
  it('runs a job scheduled for the past once, with its key and data', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('past.run', handler);
    await queue.schedule('past.run', 'deal-1', minutesFromNow(-5), { dealId: 'deal-1' });
    await queue.start();

    await waitFor(() => runs.length === 1);
    // Several more polls: the completed job is not handed out again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ key: 'deal-1', data: { dealId: 'deal-1' }, attempt: 0 });
    expect((await jobRows('past.run')).map((row) => row.state)).toEqual(['completed']);
    expect(queue.errors).toEqual([]);
  });

  it('leaves a job due in the future waiting', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('future.wait', handler);
    await queue.schedule('future.wait', 'deal-1', minutesFromNow(60));
    await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(runs).toHaveLength(0);
    expect(await queue.runDue()).toBe(0);
    expect((await jobRows('future.wait')).map((row) => row.state)).toEqual(['created']);
  });

  it('replaces the time and data of a waiting job when the same key is scheduled again', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('same.key', handler);
    await queue.schedule('same.key', 'deal-1', minutesFromNow(60), { round: 1 });
    await queue.schedule('same.key', 'deal-1', minutesFromNow(90), { round: 2 });
    await queue.schedule('same.key', 'deal-2', minutesFromNow(60), { round: 1 });

    const rows = await jobRows('same.key');
    expect(rows.map((row) => [row.key, row.data])).toEqual([
      ['deal-1', { round: 2 }],
      ['deal-2', { round: 1 }],
    ]);
    expect(Math.abs(new Date(rows[0]!.startAfter).getTime() - minutesFromNow(90).getTime())).toBeLessThan(60_000);

    // Moved into the past, it runs at once, once.
    await queue.schedule('same.key', 'deal-1', minutesFromNow(-1), { round: 3 });
    expect(await queue.runDue()).toBe(1);
    expect(runs.map((job) => [job.key, job.data])).toEqual([['deal-1', { round: 3 }]]);

    // A job that already ran is not replaced: scheduling the key again makes a new one.
    await queue.schedule('same.key', 'deal-1', minutesFromNow(-1), { round: 4 });
    expect(await queue.runDue()).toBe(1);
    expect(runs.map((job) => job.data)).toEqual([{ round: 3 }, { round: 4 }]);
  });

  it('schedules many keys at once without losing or doubling one', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('many.keys', handler);
    const keys = Array.from({ length: 20 }, (_, index) => `deal-${index % 10}`);
    await Promise.all(keys.map((key, index) => queue.schedule('many.keys', key, minutesFromNow(-1), { index })));
    expect(await queue.runDue()).toBe(10);
    expect(new Set(runs.map((job) => job.key)).size).toBe(10);
  });

  it('retries a failing handler, then marks the job failed after its last retry', async () => {
    const queue = newQueue({ retryLimit: 2 });
    let flakyCalls = 0;
    queue.work('retry.flaky', async () => {
      flakyCalls += 1;
      if (flakyCalls === 1) throw new Error('first run fails');
    });
    const attempts: number[] = [];
    queue.work('retry.broken', async (job) => {
      attempts.push(job.attempt);
      throw new Error('always fails');
    });
    await queue.schedule('retry.flaky', 'deal-1', minutesFromNow(-1));
    await queue.schedule('retry.broken', 'deal-1', minutesFromNow(-1));
    await queue.start();

    await waitFor(() => flakyCalls === 2 && attempts.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(flakyCalls).toBe(2);
    expect(attempts).toEqual([0, 1, 2]);
    expect((await jobRows('retry.flaky')).map((row) => row.state)).toEqual(['completed']);
    expect((await jobRows('retry.broken')).map((row) => row.state)).toEqual(['failed']);
    expect(queue.errors.map((error) => (error as Error).message).sort()).toEqual(['always fails', 'always fails', 'always fails', 'first run fails']);
  });

  it('waits out a retry delay', async () => {
    const queue = newQueue({ retryLimit: 1, retryDelaySeconds: 60 });
    let calls = 0;
    queue.work('retry.delayed', async () => {
      calls += 1;
      throw new Error('fails');
    });
    await queue.schedule('retry.delayed', 'deal-1', minutesFromNow(-1));
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(1);
    // The retry falls due a minute later.
    expect(await queue.runDue(minutesFromNow(2))).toBe(1);
    expect(calls).toBe(2);
  });

  it('hands out again a job whose run was never finished (an instance that died), once it times out', async () => {
    const queue = newQueue({ timeoutSeconds: 1, maintenanceIntervalSeconds: 1 });
    const { runs, handler } = recorder();
    queue.work('lost.run', handler);
    await queue.schedule('lost.run', 'deal-1', minutesFromNow(-1));
    // Claimed by an instance that then died: active, started two seconds ago, never completed.
    await database.executeSql(`update pgboss.job set state = 'active', started_on = now() - interval '2 seconds' where name = $1`, ['lost.run']);
    await database.executeSql(`update pgboss.version set maintained_on = null`);
    await queue.start();
    await waitFor(() => runs.length === 1);
    expect(runs[0]).toMatchObject({ key: 'deal-1', attempt: 1 });
  });

  it('writes the job with the caller transaction, and not at all when it rolls back', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('in.transaction', handler);
    await queue.install();

    await expect(
      database.db.transaction(async (tx) => {
        await queue.schedule('in.transaction', 'rolled-back', minutesFromNow(-1), { n: 1 }, { db: tx });
        throw new Error('the business step failed');
      }),
    ).rejects.toThrow('the business step failed');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.schedule('in.transaction', 'committed', minutesFromNow(-1), { n: 2 }, { db: tx });
      // Moved in the same transaction.
      await queue.schedule('in.transaction', 'committed', minutesFromNow(-2), { n: 3 }, { db: tx });
    });

    expect(await queue.runDue()).toBe(1);
    expect(runs.map((job) => [job.key, job.data])).toEqual([['committed', { n: 3 }]]);
  });

  it('can schedule a name for the first time inside a transaction', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    await queue.install();
    await database.db.transaction(async (tx) => {
      await queue.schedule('first.in.transaction', 'deal-1', minutesFromNow(-1), undefined, { db: tx });
    });
    queue.work('first.in.transaction', handler);
    expect(await queue.runDue()).toBe(1);
    expect(runs[0]).toMatchObject({ key: 'deal-1', data: null });
  });

  it('cancels a waiting job, in a transaction too', async () => {
    const queue = newQueue();
    const { runs, handler } = recorder();
    queue.work('cancel.me', handler);
    await queue.schedule('cancel.me', 'deal-1', minutesFromNow(-1));
    await queue.schedule('cancel.me', 'deal-2', minutesFromNow(-1));
    await queue.cancel('cancel.me', 'deal-1');
    await database.db.transaction(async (tx) => queue.cancel('cancel.me', 'deal-2', { db: tx }));
    expect(await queue.runDue()).toBe(0);
    expect(runs).toEqual([]);
  });

  it('lets a test move time: runDue(until) runs what falls due by then', async () => {
    const clock = new ManualClock();
    const queue = newQueue();
    const seen: Date[] = [];
    queue.work('moved.time', async () => void seen.push(clock.now()));
    const deadline = new Date(clock.now().getTime() + 30 * 24 * 60 * 60_000);
    await queue.schedule('moved.time', 'deal-1', deadline);
    await queue.schedule('moved.time', 'deal-2', new Date(deadline.getTime() + 60_000));

    expect(await queue.runDue(clock.now())).toBe(0);
    clock.set(deadline);
    expect(await queue.runDue(clock.now())).toBe(1);
    expect(seen[0]!.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
    clock.advance(60_000);
    expect(await queue.runDue(clock.now())).toBe(1);
  });

  it('stops: no job runs after stop(), and a job running when it is called finishes first', async () => {
    const queue = newQueue();
    let finished = false;
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      queue.work('stop.slow', async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        finished = true;
      });
    });
    await queue.schedule('stop.slow', 'deal-1', minutesFromNow(-1));
    await queue.start();
    await started;
    const stopping = queue.stop();
    setTimeout(() => release(), 100);
    await stopping;
    expect(finished).toBe(true);
    expect((await jobRows('stop.slow')).map((row) => row.state)).toEqual(['completed']);

    const { runs, handler } = recorder();
    queue.work('stop.after', handler);
    await queue.schedule('stop.after', 'deal-1', minutesFromNow(-1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toEqual([]);
  });

  it('leaves the connection usable after a script of pg-boss fails inside its own BEGIN', async () => {
    await expect(database.executeSql('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
    expect((await database.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    await database.db.transaction(async (tx) => tx.execute(sql`select 1`));
  });

  it('refuses a second handler for a name and an invalid time', async () => {
    const queue = newQueue();
    queue.work('one.handler', async () => {});
    expect(() => queue.work('one.handler', async () => {})).toThrow(/already has a handler/);
    await expect(queue.schedule('one.handler', 'deal-1', new Date('nope'))).rejects.toThrow(/not a valid date/);
  });
});
