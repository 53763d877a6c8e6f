import type { Db } from '../db/client.ts';

/** Scheduled work a committed step can bring forward (the outbox job sends what the step wrote). */
export type WakeUp = 'outbox';

type WakeUps = Map<WakeUp, () => Promise<void>>;

/** Per application database (not per transaction): what each wake-up does there. */
const registered = new WeakMap<Db, WakeUps>();

/**
 * Says what `name` does for steps run on the database `db` (the application's, as runStep is
 * given it): the module owning the job registers it when the app is built. A failure of `wake`
 * is its own to report: the step it follows has committed.
 */
export function onWakeUp(db: Db, name: WakeUp, wake: () => Promise<void>): void {
  let wakeUps = registered.get(db);
  if (!wakeUps) {
    wakeUps = new Map();
    registered.set(db, wakeUps);
  }
  wakeUps.set(name, wake);
}

/** The wake-ups of `db`; none for a database nobody registered (a script, or a step inside another step's transaction). */
export function wakeUpsOf(db: Db): ReadonlyMap<WakeUp, () => Promise<void>> {
  return registered.get(db) ?? new Map();
}
