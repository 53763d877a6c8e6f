import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '../../../shared/contracts/auth.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Clock } from '../../lib/clock.ts';
import { KeyedHash } from './keyed-hash.ts';

export const TOKEN_LIFETIME_SECONDS = { short: 24 * 60 * 60, remembered: 30 * 24 * 60 * 60 } as const;

/**
 * Who signs tokens and for whom: a token signed with the same secret for another purpose (another
 * service sharing it, a future token kind) is not a session token of this API.
 */
export const TOKEN_ISSUER = 'sharestead';
export const TOKEN_AUDIENCE = 'sharestead-api';
/** A sign-in halfway: the password was right, the second factor is still to come. */
const CHALLENGE_AUDIENCE = 'sharestead-two-factor';
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

/** A challenge that verified: which one (its wrong codes are counted under its id), for whom, and on which password. */
export interface Challenge {
  id: string;
  userId: string;
  remember: boolean;
  /** A keyed digest of the password hash the sign-in verified (see passwordStamp). */
  passwordStamp: string;
}

export interface TokenSubject {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  role: Role;
}

export class TokenService {
  readonly #key: Uint8Array;
  readonly #clock: Clock;
  readonly #stamps: KeyedHash;

  constructor(secret: string, clock: Clock) {
    this.#key = new TextEncoder().encode(secret);
    this.#clock = clock;
    this.#stamps = new KeyedHash(secret, 'password-stamp');
  }

  /**
   * Names a password hash in a challenge without showing it (the challenge is readable by its
   * holder): a new password has a new hash, so a challenge of the old one no longer fits.
   */
  passwordStamp(passwordHash: string): string {
    return this.#stamps.digest(passwordHash).slice(0, 22);
  }

  /** A token for one session (its id is the `jti`), valid from its creation to its expiry. */
  async issue(subject: TokenSubject, session: { id: string; createdAt: Date; expiresAt: Date }): Promise<string> {
    return new SignJWT({ email: subject.email, name: subject.name, avatar: subject.avatar, role: subject.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject.id)
      .setJti(session.id)
      .setIssuedAt(toSeconds(session.createdAt))
      .setExpirationTime(toSeconds(session.expiresAt))
      .sign(this.#key);
  }

  /**
   * A short-lived token that stands for a correct password, to be completed by a second factor;
   * bound to that password (its hash), so a password change kills it.
   */
  async issueChallenge(user: { id: string; passwordHash: string }, remember: boolean): Promise<string> {
    const now = toSeconds(this.#clock.now());
    return new SignJWT({ remember, pwd: this.passwordStamp(user.passwordHash) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(CHALLENGE_AUDIENCE)
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + CHALLENGE_LIFETIME_SECONDS)
      .sign(this.#key);
  }

  /** A valid, unexpired challenge; null for anything else (a session token included). */
  async verifyChallenge(token: string): Promise<Challenge | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: CHALLENGE_AUDIENCE,
        currentDate: this.#clock.now(),
      });
      const { sub, jti, pwd } = payload;
      if (typeof sub !== 'string' || typeof jti !== 'string' || typeof pwd !== 'string') return null;
      return { id: jti, userId: sub, remember: payload.remember === true, passwordStamp: pwd };
    } catch {
      return null;
    }
  }

  /** The payload of a valid, unexpired token signed by us for this API; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.#clock.now(),
      });
      const parsed = tokenPayloadSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

function toSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}
