import { createHmac, hkdfSync } from 'node:crypto';

/**
 * HMAC-SHA-256 under a key derived from a server secret for one purpose only, so values of one
 * purpose never stand for another's. A reader of the database (or of a cookie) who lacks the
 * secret can neither check a guess against a digest nor make a digest of their own.
 */
export class KeyedHash {
  readonly #key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', serverSecret, 'sharestead', purpose, 32));
  }

  /** The digest of the text, base64url (43 characters). */
  digest(text: string): string {
    return createHmac('sha256', this.#key).update(text).digest('base64url');
  }
}
