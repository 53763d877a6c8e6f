export interface RequestOptions {
  /** Abandons the simulated wait when the query is cancelled. */
  signal?: AbortSignal;
  /** Overrides the simulated latency (tests pass 0). */
  delayMs?: number;
}

/*
 * The sample data never changes while the app runs, so it never goes stale: no refetch on
 * focus or remount, which would also undo client-side changes such as "Mark all as read".
 * Revisit when these functions read from the API.
 */
export const SAMPLE_STALE_TIME = Number.POSITIVE_INFINITY;
