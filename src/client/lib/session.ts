import { parseRole, type Role } from '../../shared/roles.ts';
import { decodeTokenClaims, readCookie, removeCookie, writeCookie } from './cookies.ts';
import { t } from './i18n.ts';

export const TOKEN_STORAGE_KEY = 'auth_token';
export const TOKEN_COOKIE = 'auth_token';
export const ROLE_COOKIE = 'role';
const REMEMBER_DAYS = 30;

export interface SessionUser {
  email: string;
  name: string;
  avatar: string | null;
}

export interface Session {
  token: string;
  /** The account's id (the token's `sub`): it scopes every query of this user's data. */
  userId: string;
  role: Role;
  user: SessionUser;
  /** Seconds since the epoch, as in the token. */
  expiresAt: number;
}

interface TokenClaims {
  sub?: unknown;
  exp?: unknown;
  email?: unknown;
  name?: unknown;
  avatar?: unknown;
  role?: unknown;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a token, or null when it cannot be read. The server checks the signature. */
export function readToken(token: string): TokenClaims | null {
  return decodeTokenClaims(token) as TokenClaims | null;
}

/** Token expiry is compared with the current time in seconds (spec §9). */
export function isTokenExpired(token: string, now = nowInSeconds()): boolean {
  const exp = readToken(token)?.exp;
  return typeof exp !== 'number' || exp <= now;
}

/** A session from a token and role, or null when they do not make a valid, unexpired one. */
export function sessionFrom(token: string | undefined, roleValue: string | undefined, now = nowInSeconds()): Session | null {
  if (!token || !roleValue) return null;
  const claims = readToken(token);
  const role = parseRole(roleValue);
  if (!claims || !role || typeof claims.sub !== 'string' || isTokenExpired(token, now)) return null;
  // A role cookie that disagrees with the token is not a session we can trust.
  if (parseRole(claims.role) !== role) return null;
  return {
    token,
    userId: claims.sub,
    role,
    expiresAt: claims.exp as number,
    user: {
      email: typeof claims.email === 'string' ? claims.email : '',
      name: typeof claims.name === 'string' ? claims.name : '',
      avatar: typeof claims.avatar === 'string' && claims.avatar ? claims.avatar : null,
    },
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = null;

function emit() {
  for (const listener of listeners) listener();
}

function writeStorage(token: string, role: Role, remember: boolean) {
  const secure = window.location.protocol === 'https:';
  // Not remembered: cookies end with the browser session (decisions.md #9).
  const options = { secure, ...(remember ? { days: REMEMBER_DAYS } : {}) };
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  writeCookie(TOKEN_COOKIE, token, options);
  writeCookie(ROLE_COOKIE, role, options);
}

function clearStorage() {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  removeCookie(TOKEN_COOKIE);
  removeCookie(ROLE_COOKIE);
}

/** At start-up: the session comes back only if both cookies exist and the token is unexpired. */
export function restoreSession(): Session | null {
  current = sessionFrom(readCookie(TOKEN_COOKIE), readCookie(ROLE_COOKIE));
  if (!current) clearStorage();
  return current;
}

export function startSession(token: string, roleValue: string, remember: boolean): Session {
  const session = sessionFrom(token, roleValue);
  if (!session) throw new Error(t('The server sent a token that cannot start a session.'));
  writeStorage(token, session.role, remember);
  current = session;
  emit();
  return session;
}

export function endSession() {
  clearStorage();
  if (current) {
    current = null;
    emit();
  }
}

/** The current session; reading it checks expiry and ends an expired one. */
export function getSession(): Session | null {
  if (current && current.expiresAt <= nowInSeconds()) {
    current = null;
    clearStorage();
    // Listeners are told after the read, never in the middle of a React render.
    queueMicrotask(emit);
  }
  return current;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
