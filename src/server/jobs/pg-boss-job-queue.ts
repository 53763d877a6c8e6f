import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import type { Job, JobHandler, JobQueue, ScheduleOptions } from './job-queue.ts';

/** pg-boss keeps its tables in a schema of their own, created and migrated by pg-boss itself. */
const SCHEMA = 'pgboss';

export interface PgBossJobQueueOptions {
  /** How long an idle poller waits before asking again; 2 s unless given (tests use ~100 ms). */
  pollIntervalMs?: number;
  /** Jobs claimed per name at a time, run side by side; a full batch is followed at once by the next. */
  batchSize?: number;
  /** Runs after the first failure: 5 unless given (then the job stays `failed`). */
  retryLimit?: number;
  /** Wait before the first retry, doubled (with jitter) after each further failure. 30 s unless given. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * A run that takes longer fails (and is retried). It is also how long a job claimed by an
   * instance that died stays claimed before maintenance hands it out again. 15 minutes unless given.
   */
  timeoutSeconds?: number;
  /** How long stop() waits for running handlers (their jobs are handed out again after the timeout). 10 s unless given. */
  stopTimeoutMs?: number;
  /** How often (at most, across all instances) finished jobs are archived and lost ones expired. */
  maintenanceIntervalSeconds?: number;
  /** Names whose queues are made by install(), so they can be scheduled in a transaction at once. */
  names?: readonly string[];
  /** A failed run, or a failed poll or maintenance; the queue goes on. */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}

type Executor = PgBoss.Db;

interface FetchedJob {
  id: string;
  singletonKey: string | null;
  data: unknown;
  retryCount: number;
}

/**
 * JobQueue on pg-boss 10 (ADR 005), on either driver: pg-boss runs every statement through
 * `Database.executeSql`, so it needs no pool of its own and works on the embedded PGlite too.
 * pg-boss supplies the schema, claiming (`FOR UPDATE SKIP LOCKED`), retries with backoff, expiry
 * of runs that never finished, and archiving. This class adds: one waiting job per (name, key)
 * whose time can be moved (the queues use pg-boss's `short` policy, a unique index on the waiting
 * job of a key), writes in the caller's transaction, its own polling loop (each job of a batch
 * completes or fails on its own, and a busy queue is drained without waiting), and runDue() for tests.
 */
export class PgBossJobQueue implements JobQueue {
  readonly #database: Database;
  readonly #boss: PgBoss;
  readonly #main: Executor;
  readonly #handlers = new Map<string, JobHandler<never>>();
  /** Names whose queue exists (made outside any transaction that could still roll back). */
  readonly #queues = new Set<string>();
  readonly #creating = new Map<string, Promise<void>>();
  readonly #names: readonly string[];
  readonly #pollIntervalMs: number;
  readonly #batchSize: number;
  readonly #timeoutMs: number;
  readonly #stopTimeoutMs: number;
  readonly #maintenanceIntervalSeconds: number;
  readonly #onError: (error: unknown, context: Record<string, unknown>) => void;
  #installing: Promise<void> | undefined;
  #loop: Promise<void> | undefined;
  #stopping = false;
  #wake: (() => void) | undefined;
  #maintenanceTimer: NodeJS.Timeout | undefined;
  #maintaining: Promise<void> | undefined;

  constructor(database: Database, options: PgBossJobQueueOptions = {}) {
    this.#database = database;
    this.#main = { executeSql: (text, values) => database.executeSql(text, values) };
    this.#pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.#batchSize = options.batchSize ?? 10;
    const timeoutSeconds = options.timeoutSeconds ?? 15 * 60;
    this.#timeoutMs = timeoutSeconds * 1000;
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.#maintenanceIntervalSeconds = options.maintenanceIntervalSeconds ?? 120;
    this.#names = options.names ?? [];
    this.#onError = options.onError ?? ((error, context) => console.error('job queue:', context, error));
    const retryBackoff = options.retryBackoff ?? true;
    this.#boss = new PgBoss({
      db: this.#main,
      schema: SCHEMA,
      // The schema is made or migrated at install(), under pg-boss's advisory lock.
      migrate: true,
      // Polling, maintenance and its timing are this class's: pg-boss only stores and claims.
      supervise: false,
      schedule: false,
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff,
      expireInSeconds: timeoutSeconds,
      // A waiting job is kept this long past its time before maintenance archives it unrun.
      retentionDays: 30,
    });
    this.#boss.on('error', (error: unknown) => this.#onError(error, { during: 'pg-boss' }));
  }

  /**
   * Creates or migrates pg-boss's schema and the queues of `names`; idempotent. buildApp runs it
   * (so services can schedule in a transaction from the first request); start() and runDue() too.
   */
  install(): Promise<void> {
    this.#installing ??= (async () => {
      await this.#boss.start();
      for (const name of this.#names) await this.#ensureQueue(name, this.#main, false);
    })().catch((error: unknown) => {
      this.#installing = undefined;
      throw error;
    });
    return this.#installing;
  }

  async schedule(name: string, key: string, runAt: Date, data?: Record<string, unknown>, options: ScheduleOptions = {}): Promise<void> {
    if (!(runAt instanceof Date) || Number.isNaN(runAt.getTime())) throw new TypeError(`runAt of job ${name} is not a valid date.`);
    const executor = options.db ? transactionExecutor(options.db) : this.#main;
    if (!options.db) await this.install();
    await this.#ensureQueue(name, executor, Boolean(options.db));
    const json = JSON.stringify(data ?? null);
    // Move the waiting job if there is one; otherwise add it. Two schedules of a new key at once:
    // the unique index lets one insert win, and the other (its insert ignored) moves that job.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const moved = await executor.executeSql(
        `update ${SCHEMA}.job
            set start_after = $3::timestamptz, data = $4::text::jsonb,
                keep_until = $3::timestamptz + (keep_until - start_after)
          where name = $1 and singleton_key = $2 and state < 'active'
          returning id`,
        [name, key, runAt.toISOString(), json],
      );
      if (moved.rows.length > 0) return;
      const id = await this.#boss.send(name, (data ?? null) as object, { singletonKey: key, startAfter: runAt, db: executor });
      if (id) return;
    }
    throw new Error(`Job ${name} for ${key} could not be scheduled.`);
  }

  async cancel(name: string, key: string, options: ScheduleOptions = {}): Promise<void> {
    if (!options.db) await this.install();
    const executor = options.db ? transactionExecutor(options.db) : this.#main;
    await executor.executeSql(
      `update ${SCHEMA}.job set state = 'cancelled', completed_on = now()
        where name = $1 and singleton_key = $2 and state < 'active'`,
      [name, key],
    );
  }

  work<TData = Record<string, unknown>>(name: string, handler: JobHandler<TData>): void {
    if (this.#handlers.has(name)) throw new Error(`Job ${name} already has a handler.`);
    this.#handlers.set(name, handler as JobHandler<never>);
  }

  async start(): Promise<void> {
    if (this.#loop) return;
    await this.install();
    for (const name of this.#handlers.keys()) await this.#ensureQueue(name, this.#main, false);
    this.#stopping = false;
    this.#loop = this.#poll();
    this.#maintenanceTimer = setInterval(() => this.#maintain(), this.#maintenanceIntervalSeconds * 1000);
    this.#maintenanceTimer.unref();
    this.#maintain();
  }

  async stop(): Promise<void> {
    if (!this.#loop) return;
    this.#stopping = true;
    clearInterval(this.#maintenanceTimer);
    this.#wake?.();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#stopTimeoutMs);
    });
    await Promise.race([Promise.all([this.#loop, this.#maintaining]), waited]);
    clearTimeout(timer);
    this.#loop = undefined;
  }

  async runDue(until: Date = new Date()): Promise<number> {
    await this.install();
    const names = [...this.#handlers.keys()];
    if (names.length === 0) return 0;
    for (const name of names) await this.#ensureQueue(name, this.#main, false);
    // fetch claims jobs with start_after < now() (the database's clock): bring those due by `until` forward.
    await this.#main.executeSql(
      `update ${SCHEMA}.job set start_after = least(start_after, now() - interval '1 millisecond')
        where name = any($1::text[]) and state < 'active' and start_after <= $2::timestamptz`,
      [names, until.toISOString()],
    );
    let total = 0;
    for (;;) {
      const { ran } = await this.#runBatches();
      if (ran === 0) return total;
      total += ran;
    }
  }

  async #poll(): Promise<void> {
    while (!this.#stopping) {
      let full = false;
      try {
        ({ full } = await this.#runBatches());
      } catch (error) {
        this.#onError(error, { during: 'poll' });
      }
      if (!full && !this.#stopping) await this.#sleep(this.#pollIntervalMs);
    }
  }

  /** One batch of due jobs per name with a handler, each run to the end. */
  async #runBatches(): Promise<{ ran: number; full: boolean }> {
    let ran = 0;
    let full = false;
    for (const [name, handler] of this.#handlers) {
      if (this.#stopping && this.#loop) break;
      // pg-boss's fetch answers [] when its query fails; the next poll asks again.
      const jobs = (await this.#boss.fetch(name, { batchSize: this.#batchSize, includeMetadata: true })) as unknown as FetchedJob[];
      if (jobs.length === 0) continue;
      ran += jobs.length;
      if (jobs.length === this.#batchSize) full = true;
      await this.#runJobs(name, handler, jobs);
    }
    return { ran, full };
  }

  async #runJobs(name: string, handler: JobHandler<never>, jobs: FetchedJob[]): Promise<void> {
    const outcomes = await Promise.all(
      jobs.map(async (fetched) => {
        const job: Job = {
          key: fetched.singletonKey ?? '',
          data: (fetched.data ?? null) as Record<string, unknown> | null,
          attempt: fetched.retryCount,
        };
        try {
          await withTimeout((handler as JobHandler)(job), this.#timeoutMs, `Job ${name} ran longer than ${this.#timeoutMs} ms.`);
          return { id: fetched.id, error: undefined };
        } catch (error) {
          this.#onError(error, { job: name, key: job.key, attempt: job.attempt });
          return { id: fetched.id, error };
        }
      }),
    );
    const done = outcomes.filter((outcome) => outcome.error === undefined).map((outcome) => outcome.id);
    if (done.length > 0) await this.#boss.complete(name, done);
    for (const outcome of outcomes) {
      if (outcome.error !== undefined) await this.#boss.fail(name, outcome.id, { message: errorMessage(outcome.error) });
    }
  }

  /** pg-boss's maintenance (expire lost runs, archive finished jobs), by one instance per interval. */
  #maintain(): void {
    if (this.#maintaining || this.#stopping || !this.#database.isOpen()) return;
    this.#maintaining = (async () => {
      const { rows } = await this.#main.executeSql(
        `update ${SCHEMA}.version set maintained_on = now()
          where extract(epoch from (now() - coalesce(maintained_on, now() - interval '1 week'))) > $1
          returning true`,
        [this.#maintenanceIntervalSeconds],
      );
      if (rows.length > 0) await this.#boss.maintain();
    })()
      .catch((error: unknown) => this.#onError(error, { during: 'maintenance' }))
      .finally(() => {
        this.#maintaining = undefined;
      });
  }

  /**
   * pg-boss keeps each name's jobs in a partition of their own, made by its create_queue(). Two
   * of those at once on a new name deadlock on PostgreSQL, so creation takes an advisory lock.
   * A name is remembered only once its queue is known to be committed.
   */
  async #ensureQueue(name: string, executor: Executor, inTransaction: boolean): Promise<void> {
    if (this.#queues.has(name)) return;
    if (!inTransaction) {
      let creating = this.#creating.get(name);
      if (!creating) {
        creating = createQueue(name, executor).finally(() => this.#creating.delete(name));
        this.#creating.set(name, creating);
      }
      await creating;
      this.#queues.add(name);
      return;
    }
    // In a transaction: a queue made there (or earlier in it) vanishes if it rolls back.
    await createQueue(name, executor);
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#wake = wake;
    });
  }
}

/** Any key for pg_advisory_xact_lock: one new queue is made at a time. */
const CREATE_QUEUE_LOCK_KEY = 727_274_002;

async function createQueue(name: string, executor: Executor): Promise<void> {
  const existing = await executor.executeSql(`select 1 from ${SCHEMA}.queue where name = $1`, [name]);
  if (existing.rows.length > 0) return;
  // `short`: pg-boss's unique index on the waiting job of a key. create_queue is a no-op when the
  // queue exists; the lock is taken before it runs (the function reads the lock's row).
  await executor.executeSql(
    `with locked as (select pg_advisory_xact_lock(${CREATE_QUEUE_LOCK_KEY}))
     select ${SCHEMA}.create_queue($1, $2::text::json) from locked`,
    [name, JSON.stringify({ policy: 'short' })],
  );
}

/** pg-boss's statements (`$1`…`$n`) run in a drizzle transaction, so they commit or roll back with it. */
function transactionExecutor(db: Db): Executor {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.execute(toSql(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function toSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(from, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
