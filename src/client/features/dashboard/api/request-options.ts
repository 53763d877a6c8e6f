export interface RequestOptions {
  /** Abandons the simulated wait when the query is cancelled. */
  signal?: AbortSignal;
  /** Overrides the simulated latency (tests pass 0). */
  delayMs?: number;
}

/** Spec §9: the Overview shows a 1-second skeleton; other dashboard data is immediate. */
export const OVERVIEW_DELAY_MS = 1_000;

/*
 * The sample data never changes while the app runs, so it never goes stale: no refetch on
 * focus or remount, which would also undo client-side changes such as "Mark all as read".
 * Revisit when these functions read from the API.
 */
export const SAMPLE_STALE_TIME = Number.POSITIVE_INFINITY;
