/**
 * The spec's simulated latencies (§7, §9). They live inside the data functions rather than in
 * screens (decisions.md #15) so the screens show real loading states today and keep working
 * unchanged when these functions start calling the API.
 */
export const SIMULATED_DELAY_MS = {
  list: 500,
  featured: 300,
  single: 300,
} as const;

export interface RequestOptions {
  /** Cancels the wait; TanStack Query passes one when a query is abandoned. */
  signal?: AbortSignal | undefined;
  /** Overrides the simulated latency, e.g. 0 in tests. */
  delayMs?: number | undefined;
}

export function simulateDelay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
