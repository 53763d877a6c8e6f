import type { CounterStore } from '../../lib/counter-store.ts';

export interface LoginThrottleLimits {
  loginPairMaxFailures: number;
  loginPairLockSeconds: number;
  loginAccountMaxFailuresPerHour: number;
}

const HOUR_SECONDS = 60 * 60;

/**
 * Failed-login limits of interfaces.md: an account from one address is locked after N failures
 * in a row (so the owner elsewhere keeps access), and an account overall after M failures an hour.
 */
export class LoginThrottle {
  readonly #store: CounterStore;
  readonly #limits: LoginThrottleLimits;

  constructor(store: CounterStore, limits: LoginThrottleLimits) {
    this.#store = store;
    this.#limits = limits;
  }

  /** Seconds the caller must wait before trying this account again, or 0 when it may try now. */
  async retryAfter(email: string, address: string): Promise<number> {
    const [pair, account] = await Promise.all([
      this.#store.get(pairKey(email, address)),
      this.#store.get(accountKey(email)),
    ]);
    const waits = [0];
    if (pair.count >= this.#limits.loginPairMaxFailures) waits.push(pair.ttlSeconds);
    if (account.count >= this.#limits.loginAccountMaxFailuresPerHour) waits.push(account.ttlSeconds);
    return Math.max(...waits);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([
      this.#store.increment(pairKey(email, address), this.#limits.loginPairLockSeconds, true),
      this.#store.increment(accountKey(email), HOUR_SECONDS, false),
    ]);
  }

  /** A success ends the run of failures from that address; the hourly account count stays. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.#store.delete(pairKey(email, address));
  }
}

const pairKey = (email: string, address: string) => `login-fail:pair:${email}|${address}`;
const accountKey = (email: string) => `login-fail:account:${email}`;
