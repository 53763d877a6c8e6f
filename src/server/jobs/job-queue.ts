import type { Db } from '../db/client.ts';

/**
 * Scheduled work (domain.md, "Time and scheduled work"; ADR 005): a job is a name (what to do,
 * such as closing a deal) and a key (which one, such as the deal's id) that runs at or after a time.
 * Delivery is at least once: a handler must be idempotent (a conditional update first; no row
 * means the work was done already) and read the current state rather than trust `data`.
 */
export interface Job<TData = Record<string, unknown>> {
  /** The key the job was scheduled under (a deal id, ...). */
  key: string;
  /** What was given to schedule(), as JSON (no bigint or Date; ids are enough). Null when none was. */
  data: TData | null;
  /** 0 on the first run, 1 on the first retry, ... */
  attempt: number;
}

export type JobHandler<TData = Record<string, unknown>> = (job: Job<TData>) => Promise<void>;

export interface ScheduleOptions {
  /**
   * The caller's transaction: the job is written (or moved, or cancelled) with the rest of it and
   * not at all if it rolls back. Inside a transaction this is required: on the embedded database
   * a statement outside the transaction waits for it to end, so it would never run.
   */
  db?: Db;
}

export interface JobQueue {
  /**
   * Runs job `name` for `key` at `runAt` (wall-clock time; a past time means at once). Idempotent
   * per (name, key): while a job for the key is waiting, scheduling again replaces its time and data.
   * A job already running is left alone and a new one waits.
   */
  schedule(name: string, key: string, runAt: Date, data?: Record<string, unknown>, options?: ScheduleOptions): Promise<void>;
  /** Drops the waiting job of (name, key), if any; one already running finishes. */
  cancel(name: string, key: string, options?: ScheduleOptions): Promise<void>;
  /** The handler of `name`: one per name, in every instance that runs jobs. A throw is retried later. */
  work<TData = Record<string, unknown>>(name: string, handler: JobHandler<TData>): void;
  /** Polls for due jobs (of the names given to work()) until stop(). */
  start(): Promise<void>;
  /** Stops polling and waits for the handlers that are running. */
  stop(): Promise<void>;
  /**
   * For tests, which move time with a ManualClock: treats every waiting job due by `until`
   * (default now) as due, runs those with a handler here (with the retries that fall due
   * meanwhile) and resolves with how many runs there were. Works with or without start().
   */
  runDue(until?: Date): Promise<number>;
}
