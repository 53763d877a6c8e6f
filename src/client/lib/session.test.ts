import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';
import { endSession, getSession, isTokenExpired, restoreSession, sessionFrom, startSession, TOKEN_STORAGE_KEY } from './session.ts';

/** An unsigned JWT is enough here: the client only reads claims; the server checks signatures. */
function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = Math.floor(Date.now() / 1000);
const backerClaims = { sub: 'u1', email: 'backer@sharestead.test', name: 'Rohan Mehta', avatar: null, role: 'backer', iat: now };

beforeEach(() => {
  endSession();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('isTokenExpired', () => {
  it('compares exp with the current time in seconds', () => {
    expect(isTokenExpired(makeToken({ exp: now + 60 }), now)).toBe(false);
    expect(isTokenExpired(makeToken({ exp: now }), now)).toBe(true);
    expect(isTokenExpired(makeToken({ exp: now - 1 }), now)).toBe(true);
  });

  it('treats a token without exp, or not a token at all, as expired', () => {
    expect(isTokenExpired(makeToken({ email: 'a@b.co' }))).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
  });
});

describe('sessionFrom', () => {
  it('reads the user from the token and the role case-insensitively', () => {
    const session = sessionFrom(makeToken({ ...backerClaims, exp: now + 3600 }), 'Backer');
    expect(session).toMatchObject({ role: 'backer', user: { name: 'Rohan Mehta', email: 'backer@sharestead.test', avatar: null } });
  });

  it('refuses a missing token or role, an unknown role, or a role the token does not carry', () => {
    const token = makeToken({ ...backerClaims, exp: now + 3600 });
    expect(sessionFrom(undefined, 'backer')).toBeNull();
    expect(sessionFrom(token, undefined)).toBeNull();
    expect(sessionFrom(token, 'landlord')).toBeNull();
    expect(sessionFrom(token, 'admin')).toBeNull();
  });
});

describe('restoreSession', () => {
  it('restores when both cookies exist and the token is unexpired', () => {
    const token = makeToken({ ...backerClaims, exp: now + 3600 });
    writeCookie('auth_token', token);
    writeCookie('role', 'backer');
    expect(restoreSession()?.role).toBe('backer');
  });

  it('clears everything when the role cookie is missing', () => {
    const token = makeToken({ ...backerClaims, exp: now + 3600 });
    writeCookie('auth_token', token);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(restoreSession()).toBeNull();
    expect(readCookie('auth_token')).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears everything when the token has expired', () => {
    writeCookie('auth_token', makeToken({ ...backerClaims, exp: now - 5 }));
    writeCookie('role', 'backer');
    expect(restoreSession()).toBeNull();
    expect(readCookie('role')).toBeUndefined();
  });
});

describe('startSession and getSession', () => {
  it('stores the token in local storage and both cookies, and ends them on logout', () => {
    const token = makeToken({ ...backerClaims, exp: now + 3600 });
    startSession(token, 'backer', false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(readCookie('auth_token')).toBe(token);
    expect(readCookie('role')).toBe('backer');
    endSession();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(readCookie('auth_token')).toBeUndefined();
    expect(readCookie('role')).toBeUndefined();
  });

  it('ends the session when the current user is read after expiry', () => {
    vi.useFakeTimers({ now: now * 1000, toFake: ['Date'] });
    startSession(makeToken({ ...backerClaims, exp: now + 10 }), 'backer', true);
    expect(getSession()).not.toBeNull();
    vi.setSystemTime((now + 11) * 1000);
    expect(getSession()).toBeNull();
    expect(readCookie('auth_token')).toBeUndefined();
  });
});
