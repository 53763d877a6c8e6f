import { createHash } from 'node:crypto';
import { addressKey } from '../../lib/address-key.ts';
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
 *
 * An attempt is counted before its password is checked, in one atomic step with the check of
 * both limits: requests sent in parallel cannot all pass the check before any failure is
 * counted, so N parallel guesses cost the attacker the same as N in a row. A failure keeps its
 * count. A success clears the pair's run of failures and takes back its own hit on the hourly
 * count, so that count holds failures only and nobody can lower it by signing in.
 */
export class LoginThrottle {
  readonly #store: CounterStore;
  readonly #limits: LoginThrottleLimits;

  constructor(store: CounterStore, limits: LoginThrottleLimits) {
    this.#store = store;
    this.#limits = limits;
  }

  /**
   * Counts an attempt on this account from this address, or refuses it: the seconds the caller
   * must wait, or 0 when the attempt was counted and the password may be checked.
   */
  async begin(email: string, address: string): Promise<number> {
    const keys = keysOf(email, address);
    return this.#store.take([
      { key: keys.pair, limit: this.#limits.loginPairMaxFailures, ttlSeconds: this.#limits.loginPairLockSeconds, slide: true },
      { key: keys.account, limit: this.#limits.loginAccountMaxFailuresPerHour, ttlSeconds: HOUR_SECONDS, slide: false },
    ]);
  }

  /** The attempt counted by `begin` signed in: it was no failure. */
  async succeeded(email: string, address: string): Promise<void> {
    const keys = keysOf(email, address);
    await Promise.all([this.#store.delete(keys.pair), this.#store.giveBack(keys.account)]);
  }
}

/**
 * The email is hashed: the counters then hold no personal data and have a bounded size. The
 * `{…}` hash tag keeps an account's counters in one Redis Cluster slot, as a script needs.
 */
function keysOf(email: string, address: string) {
  const account = createHash('sha256').update(email).digest('base64url').slice(0, 22);
  return { pair: `login:{${account}}:pair:${addressKey(address)}`, account: `login:{${account}}:account` };
}
