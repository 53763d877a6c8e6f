/**
 * The only source of "now" for business rules (domain.md, "Time and scheduled work"): services
 * take a Clock, so tests can move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock for tests: it runs with real time (so rows written one after another keep their
 * order), and a test can jump it forward or to an instant.
 */
export class ManualClock implements Clock {
  #offset = 0;

  now(): Date {
    return new Date(Date.now() + this.#offset);
  }

  /** From now on the clock reads `instant`, and runs on from there. */
  set(instant: Date | string): void {
    this.#offset = new Date(instant).getTime() - Date.now();
  }

  advance(milliseconds: number): void {
    this.#offset += milliseconds;
  }
}
