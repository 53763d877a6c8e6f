import type { Db, Tx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { auditSubscriber } from '../modules/audit/subscriber.ts';
import { totalsSubscriber } from '../modules/dashboard/subscriber.ts';
import { notificationsSubscriber } from '../modules/notifications/subscriber.ts';
import type { DomainEvent } from './domain-events.ts';
import { wakeUpsOf, type WakeUp } from './wake-ups.ts';

/** One business step (ADR 010): its transaction, its instant, and what it says happened. */
export interface Step {
  /** The step's transaction: every write of the step goes through it. */
  readonly tx: Tx;
  /** The step's instant (the Clock's, read once when the step starts). */
  readonly now: Date;
  /** Tells the in-transaction subscribers, which write what follows from the event in `tx` before this resolves (the totals: before the commit). */
  emit(event: DomainEvent): Promise<void>;
  /** Work that must see the step committed (a removed file): it runs after the commit, never after a rollback. */
  afterCommit(work: () => Promise<void>): void;
  /** Brings scheduled work forward once the step commits (several asks in one step make one wake-up). */
  wakeAfterCommit(name: WakeUp): void;
}

/** Reacts to a step's events inside its transaction; made afresh for each step, so it may collect. */
export interface StepSubscriber {
  on(event: DomainEvent, step: Step): Promise<void>;
  /** Writes what it collected, after the work and before the commit. */
  beforeCommit?(step: Step): Promise<void>;
}

/**
 * The in-transaction subscribers, in the order they hear each event and flush: the audit log and
 * the notifications write at once, where the step emits (a batch's notifications before it takes
 * the deal's row, as before); the totals collect and write last, so their rows stay the last
 * rows a step locks, in one order (ADR 006).
 */
function subscribers(): StepSubscriber[] {
  return [auditSubscriber(), notificationsSubscriber(), totalsSubscriber()];
}

/** What a step runs once its transaction has committed. */
interface AfterCommitQueue {
  wakeUps: Set<WakeUp>;
  work: Array<() => Promise<void>>;
}

/**
 * The queue of each open step's transaction. A step run on another step's transaction (the demo
 * history replays services in one transaction) is a savepoint: its after-commit work joins the
 * outer step's queue when the savepoint is released, and runs only if the outer step commits.
 */
const openSteps = new WeakMap<Db, AfterCommitQueue>();

/**
 * Runs `work` as one unit: a transaction on `db`, the step's events written by the subscribers in
 * it, the subscribers' pending writes flushed before the commit, then (only after a commit) the
 * wake-ups and the after-commit work, in the order asked. Inside another step's transaction the
 * step is a savepoint whose writes and after-commit work go with the outer step. A step aborted
 * by the database to break a deadlock runs again (below).
 */
export async function runStep<T>(db: Db, clock: Clock, work: (step: Step) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runStepOnce(db, clock, work);
    } catch (error) {
      // A savepoint's failure belongs to its outer step, which is the one that may run again.
      if (openSteps.has(db) || attempt >= STEP_ATTEMPTS || !isTransient(error)) throw error;
    }
  }
}

/**
 * A step PostgreSQL aborted to break a deadlock (40P01) or a serialization failure (40001) rolled
 * back whole, so it runs again from the start, as PostgreSQL's documentation advises: steps that
 * lock more rows once they know what they hold (a commitment that fills its deal locks every
 * backer's wallet) can meet another step in the opposite order.
 */
const STEP_ATTEMPTS = 3;
const TRANSIENT_CODES = new Set(['40P01', '40001']);

function isTransient(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if (TRANSIENT_CODES.has((cause as { code?: unknown }).code as string)) return true;
  }
  return false;
}

async function runStepOnce<T>(db: Db, clock: Clock, work: (step: Step) => Promise<T>): Promise<T> {
  const queue: AfterCommitQueue = { wakeUps: new Set(), work: [] };
  const result = await db.transaction(async (tx) => {
    openSteps.set(tx, queue);
    const inTransaction = subscribers();
    const step: Step = {
      tx,
      now: clock.now(),
      async emit(event) {
        for (const subscriber of inTransaction) await subscriber.on(event, step);
      },
      afterCommit: (run) => queue.work.push(run),
      wakeAfterCommit: (name) => queue.wakeUps.add(name),
    };
    const value = await work(step);
    for (const subscriber of inTransaction) await subscriber.beforeCommit?.(step);
    return value;
  });
  const outer = openSteps.get(db);
  if (outer) {
    for (const name of queue.wakeUps) outer.wakeUps.add(name);
    outer.work.push(...queue.work);
    return result;
  }
  const registered = wakeUpsOf(db);
  for (const name of queue.wakeUps) await registered.get(name)?.();
  for (const run of queue.work) await run();
  return result;
}
