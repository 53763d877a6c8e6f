import { jwtVerify, SignJWT } from 'jose';
import { tokenPayloadSchema, type TokenPayload } from '../../../shared/contracts/auth.ts';
import type { Role } from '../../../shared/roles.ts';

export const TOKEN_LIFETIME_SECONDS = { short: 24 * 60 * 60, remembered: 30 * 24 * 60 * 60 } as const;

export interface TokenSubject {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  role: Role;
}

export class TokenService {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(subject: TokenSubject, remember: boolean): Promise<string> {
    const lifetime = remember ? TOKEN_LIFETIME_SECONDS.remembered : TOKEN_LIFETIME_SECONDS.short;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: subject.email, name: subject.name, avatar: subject.avatar, role: subject.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.id)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(this.#key);
  }

  /** The payload of a valid, unexpired token signed by us; null for anything else. */
  async verify(token: string): Promise<TokenPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      const parsed = tokenPayloadSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
