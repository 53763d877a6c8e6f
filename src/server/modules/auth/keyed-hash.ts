import { createHmac, hkdfSync } from 'node:crypto';

/**
 * HMAC-SHA-256 under a key derived from a server secret for one purpose only, so values of one
 * purpose never stand for another's. A reader of the database (or of a cookie) who lacks the
 * secret can neither check a guess against a digest nor make a digest of their own.
 */
export class KeyedHash {
  readonly #keys: Buffer[];

  /** Digests are made under the first secret; `previousSecrets` (a key being rotated out) still check them. */
  constructor(serverSecret: string, purpose: string, previousSecrets: readonly string[] = []) {
    this.#keys = [serverSecret, ...previousSecrets].map((secret) => Buffer.from(hkdfSync('sha256', secret, 'sharestead', purpose, 32)));
  }

  /** The digest of the text under the current key, base64url (43 characters). */
  digest(text: string): string {
    return hmac(this.#keys[0]!, text);
  }

  /** The digests of the text under the current key and each previous one: a stored digest of it is one of them. */
  candidates(text: string): string[] {
    return this.#keys.map((key) => hmac(key, text));
  }
}

function hmac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}
