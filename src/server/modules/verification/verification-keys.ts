import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../../shared/uuid.ts';

/** A link's token as it was signed: whose, and until when. Its address is in the MAC only. */
export interface EmailLinkClaims {
  userId: string;
  expiresAt: Date;
}

const TOKEN = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

/**
 * The secrets of contact verification, derived from the server's signing secret with a purpose
 * label (a session token can never pass for a link, nor a link for a session).
 *
 * A link's token is `user id . expiry (base 36 seconds) . HMAC`, the HMAC over the purpose, the
 * user, the expiry and the address: it carries no text of the user's (not even the address), and
 * once the account's address differs, the token no longer matches. A phone code is kept as an
 * HMAC of the user, the number and the code, so the table alone gives nobody the codes.
 */
export class VerificationKeys {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('sharestead contact verification').digest();
  }

  emailToken(userId: string, email: string, expiresAt: Date): string {
    const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
    return `${userId}.${expiry}.${this.#emailMac(userId, expiry, email)}`;
  }

  /** Whose token it claims to be; undefined for text that is no token of ours in shape. */
  emailClaims(token: string): EmailLinkClaims | undefined {
    const match = TOKEN.exec(token);
    if (!match || !isUuid(match[1]!)) return undefined;
    return { userId: match[1]!, expiresAt: new Date(parseInt(match[2]!, 36) * 1000) };
  }

  /** Whether the token was signed by us for this user's `email` (with the expiry it states). */
  emailTokenMatches(token: string, email: string): boolean {
    const match = TOKEN.exec(token);
    if (!match) return false;
    return sameText(match[3]!, this.#emailMac(match[1]!, match[2]!, email));
  }

  phoneCodeHash(userId: string, phoneNumber: string, code: string): string {
    return createHmac('sha256', this.#key).update(`phone\n${userId}\n${phoneNumber}\n${code}`).digest('base64url');
  }

  phoneCodeMatches(hash: string, userId: string, phoneNumber: string, code: string): boolean {
    return sameText(hash, this.phoneCodeHash(userId, phoneNumber, code));
  }

  #emailMac(userId: string, expiry: string, email: string): string {
    return createHmac('sha256', this.#key).update(`email\n${userId}\n${expiry}\n${email.toLowerCase()}`).digest('base64url');
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The counter key of a destination: an e-mail address in lower case, a phone number as its digits
 * (with a leading +), hashed so the counters hold no personal data.
 */
export function destinationKey(channel: 'email' | 'sms', recipient: string): string {
  const normal = channel === 'email' ? recipient.trim().toLowerCase() : recipient.trim().replace(/(?!^\+)[^0-9]/g, '');
  return `verify:${channel}:${createHash('sha256').update(normal).digest('base64url').slice(0, 22)}`;
}
