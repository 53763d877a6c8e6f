import { createHash } from 'node:crypto';
import { addressKey } from '../../lib/address-key.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { CHALLENGE_LIFETIME_SECONDS } from './tokens.ts';

export interface LoginThrottleLimits {
  loginPairMaxFailures: number;
  loginPairLockSeconds: number;
  loginAccountMaxFailuresPerHour: number;
}

const HOUR_SECONDS = 60 * 60;
/** Wrong second-factor codes of an account in a row before it gets 429 (interfaces.md). */
export const MAX_WRONG_CODES = 10;
/** Wrong codes one challenge takes before it is dead. */
export const MAX_WRONG_CODES_PER_CHALLENGE = 5;

/** Why a second-factor code was not checked. */
export type CodeRefusal = { reason: 'challenge_dead' } | { reason: 'account_locked'; waitSeconds: number };

/**
 * Failed-login limits of interfaces.md: an account from one address is locked after N failures
 * in a row (so the owner elsewhere keeps access), and an account overall after M failures an hour.
 *
 * An attempt is counted before its password is checked, in one atomic step with the check of
 * both limits: requests sent in parallel cannot all pass the check before any failure is
 * counted, so N parallel guesses cost the attacker the same as N in a row. A failure keeps its
 * count. A right password takes back its own hit on the hourly count, so that count holds
 * failures only and nobody can lower it by signing in; the pair's run of failures ends only when
 * the whole sign-in succeeds (with two-factor on, when the code is right too).
 *
 * Wrong second-factor codes are counted apart, per account (a right password does not end their
 * run), and per challenge; both are counted before the code is checked.
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
   * must wait, or 0 when the attempt was counted and the password may be checked. An attempt from
   * a known device (a valid device cookie, see DeviceCookies) is not held to the account's hourly
   * limit; it counts against that device's own, as strict as a pair's.
   */
  async begin(email: string, address: string, device?: string): Promise<number> {
    const keys = keysOf(email);
    const pairLock = { limit: this.#limits.loginPairMaxFailures, ttlSeconds: this.#limits.loginPairLockSeconds, slide: true };
    return this.#store.take([
      { key: keys.pair(address), ...pairLock },
      device
        ? { key: keys.device(device), ...pairLock }
        : { key: keys.account, limit: this.#limits.loginAccountMaxFailuresPerHour, ttlSeconds: HOUR_SECONDS, slide: false },
    ]);
  }

  /** The password of the attempt counted by `begin` was right: no failure of the account (or the device). */
  async passwordRight(email: string, device?: string): Promise<void> {
    const keys = keysOf(email);
    await this.#store.giveBack(device ? keys.device(device) : keys.account);
  }

  /** The sign-in (or the password check) from this address succeeded: the pair's run of failures ends. */
  async endRun(email: string, address: string): Promise<void> {
    await this.#store.delete(keysOf(email).pair(address));
  }

  /**
   * Counts a second-factor code of the account (and of the challenge, when there is one) before
   * it is checked, or says why it may not be checked: the challenge has had its wrong codes, or
   * the account has (the seconds to wait).
   */
  async beginCode(email: string, challengeId?: string): Promise<CodeRefusal | undefined> {
    const keys = keysOf(email);
    if (challengeId) {
      // Past its lifetime the challenge itself is refused, so its count may go with it.
      const dead = await this.#store.take([
        { key: keys.challenge(challengeId), limit: MAX_WRONG_CODES_PER_CHALLENGE, ttlSeconds: CHALLENGE_LIFETIME_SECONDS, slide: false },
      ]);
      if (dead > 0) return { reason: 'challenge_dead' };
    }
    const waitSeconds = await this.#store.take([{ key: keys.codes, limit: MAX_WRONG_CODES, ttlSeconds: this.#limits.loginPairLockSeconds, slide: true }]);
    if (waitSeconds === 0) return undefined;
    // Refused for the account: this code was never checked, so the challenge keeps its chance.
    if (challengeId) await this.#store.giveBack(keys.challenge(challengeId));
    return { reason: 'account_locked', waitSeconds };
  }

  /** A right code (at sign-in, once the session is made): the account's run of wrong codes ends. */
  async codeRight(email: string): Promise<void> {
    await this.#store.delete(keysOf(email).codes);
  }
}

/**
 * The email is hashed: the counters then hold no personal data and have a bounded size. The
 * `{…}` hash tag keeps an account's counters in one Redis Cluster slot, as a script needs. An
 * address is counted by addressKey (an IPv6 client by its /64).
 */
function keysOf(email: string) {
  const account = createHash('sha256').update(email).digest('base64url').slice(0, 22);
  return {
    pair: (address: string) => `login:{${account}}:pair:${addressKey(address)}`,
    account: `login:{${account}}:account`,
    codes: `login:{${account}}:codes`,
    challenge: (id: string) => `login:{${account}}:challenge:${id}`,
    device: (nonce: string) => `login:{${account}}:device:${nonce}`,
  };
}
