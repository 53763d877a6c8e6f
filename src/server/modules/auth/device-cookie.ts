import { randomBytes, timingSafeEqual } from 'node:crypto';
import { KeyedHash } from './keyed-hash.ts';

/** Long enough that a device in regular use stays known; each sign-in renews it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * sign-in leaves the browser a cookie naming the account, signed with a key derived from the
 * server's signing secret. A sign-in that carries one is not refused by the account-wide lock
 * that anyone's guesses can fill; its own failures are counted under its nonce instead (see
 * LoginThrottle), so a device that guesses is locked out by itself.
 *
 * One cookie per account, so a shared computer keeps each of its accounts; the name holds a keyed
 * digest of the email, never the email. Path /api/auth: only sign-in reads it. HttpOnly (no script
 * needs it), SameSite=Lax, Secure when the request came over HTTPS.
 */
export class DeviceCookies {
  readonly #hash: KeyedHash;

  constructor(serverSecret: string) {
    this.#hash = new KeyedHash(serverSecret, 'device-cookie');
  }

  /** The Set-Cookie value that makes this browser a known device of the account. */
  issue(email: string, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${nonce}.${this.#signature(email, nonce)}`;
    return `${this.#name(email)}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  }

  /** The device (its cookie's nonce) when the Cookie header holds a valid device cookie of this account. */
  recognise(email: string, cookieHeader: string | undefined): string | undefined {
    if (!cookieHeader) return undefined;
    const prefix = `${this.#name(email)}=`;
    const value = cookieHeader
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(prefix))
      ?.slice(prefix.length);
    const [nonce, signature, extra] = value?.split('.') ?? [];
    if (!nonce || !signature || extra !== undefined || !NONCE_PATTERN.test(nonce)) return undefined;
    const expected = Buffer.from(this.#signature(email, nonce));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
  }

  #name(email: string): string {
    return `device_${this.#hash.digest(`name:${email}`).slice(0, 16)}`;
  }

  #signature(email: string, nonce: string): string {
    return this.#hash.digest(`device:${email}:${nonce}`);
  }
}
