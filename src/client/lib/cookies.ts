/*
 * The two cookie operations the session needs. Values are URI-encoded (a JWT needs none, but a
 * role or anything else written here stays safe), names are our own constants.
 */

export interface CookieOptions {
  /** Days until it expires; without it the cookie ends with the browser session. */
  days?: number;
  secure?: boolean;
}

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const split = pair.indexOf('=');
    if (split > 0 && pair.slice(0, split) === name) {
      try {
        return decodeURIComponent(pair.slice(split + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, { days, secure = false }: CookieOptions = {}) {
  const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict${expires}${secure ? '; Secure' : ''}`;
}

export function removeCookie(name: string) {
  document.cookie = `${name}=; path=/; SameSite=Strict; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * The claims of a JWT, read without checking its signature (the server checks it on every call):
 * the middle part, base64url-decoded as UTF-8 JSON. Null when it is not a readable token.
 */
export function decodeTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
