import type { Db } from './client.ts';

/** Runs once the writes that raised its signal are committed; it reports its own failures (its caller's work is done). */
type Listener = () => Promise<void>;

interface Scope {
  listeners: Map<string, Listener>;
  /** In a transaction: the signals raised so far, for its commit. */
  raised?: Set<string>;
}

/** The watched databases and their open transactions (the `tx` their callbacks receive). */
const scopes = new WeakMap<object, Scope>();

/**
 * Tells the listener of `signal` on this database (onCommitSignal) once what `db` wrote is
 * visible to other connections: after the transaction's commit when `db` is one (a signal raised
 * several times in it is told once; none if it rolls back), at once otherwise. Other modules wake
 * work that reads their writes this way (the outbox job) without holding the job queue themselves.
 */
export async function signalAfterCommit(db: Db, signal: string): Promise<void> {
  const scope = scopes.get(db);
  if (!scope) return; // nobody listens on this database
  if (scope.raised) scope.raised.add(signal);
  else await scope.listeners.get(signal)?.();
}

/** Listens for `signal` on the database `db` (the application's, not a transaction): one listener per signal. */
export function onCommitSignal(db: Db, signal: string, listener: Listener): void {
  let scope = scopes.get(db);
  if (!scope) {
    scope = { listeners: new Map() };
    scopes.set(db, scope);
    watchTransactions(db, scope.listeners);
  }
  scope.listeners.set(signal, listener);
}

/** db.transaction() collects the signals its callback raises and tells them after the commit. */
function watchTransactions(db: Db, listeners: Map<string, Listener>): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const raised = new Set<string>();
    const result = await transaction((tx) => {
      scopes.set(tx, { listeners, raised });
      return run(tx);
    }, config);
    for (const signal of raised) await listeners.get(signal)?.();
    return result;
  }) as Db['transaction'];
}
