import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { parseRole, type Role } from '../../shared/roles.ts';

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
  role: Role;
  user: SessionUser;
  /** Seconds since the epoch, as in the token. */
  expiresAt: number;
}

interface TokenClaims {
  exp?: unknown;
  email?: unknown;
  name?: unknown;
  avatar?: unknown;
  role?: unknown;
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a token, or null when it cannot be read. The server checks the signature. */
export function readToken(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
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
  if (!claims || !role || isTokenExpired(token, now)) return null;
  // A role cookie that disagrees with the token is not a session we can trust.
  if (parseRole(claims.role) !== role) return null;
  return {
    token,
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
  const options = { sameSite: 'strict' as const, secure, path: '/', ...(remember ? { expires: REMEMBER_DAYS } : {}) };
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  Cookies.set(TOKEN_COOKIE, token, options);
  Cookies.set(ROLE_COOKIE, role, options);
}

function clearStorage() {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ROLE_COOKIE, { path: '/' });
}

/** At start-up: the session comes back only if both cookies exist and the token is unexpired. */
export function restoreSession(): Session | null {
  current = sessionFrom(Cookies.get(TOKEN_COOKIE), Cookies.get(ROLE_COOKIE));
  if (!current) clearStorage();
  return current;
}

export function startSession(token: string, roleValue: string, remember: boolean): Session {
  const session = sessionFrom(token, roleValue);
  if (!session) throw new Error('The server sent a token that cannot start a session.');
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
