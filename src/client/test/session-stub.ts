import type { Role } from '../../shared/roles.ts';
import { endSession, startSession, type Session } from '../lib/session.ts';

/** An unsigned token with the given claims: the client only reads them, the server checks signatures. */
export function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Starts a session for one test, as a sign-in would; `signOut` (or endSession) ends it. */
export function signInAs(role: Role, user: { id?: string; name?: string; email?: string } = {}): Session {
  const now = Math.floor(Date.now() / 1000);
  const token = tokenFor({
    sub: user.id ?? `${role}-1`,
    email: user.email ?? `${role}@sharestead.test`,
    name: user.name ?? 'Token Name',
    avatar: null,
    role,
    iat: now,
    exp: now + 3600,
  });
  return startSession(token, role, false);
}

export const signOut = endSession;
