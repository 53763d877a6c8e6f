const BASE = 'https://sharestead.invalid';

/**
 * A path to return to after signing in (`/login?next=…`), or undefined when it is not a path of
 * this site: only `/something` is kept, never `//other.host`, `/\other.host`, `https://…` or
 * `javascript:…`, so a crafted link cannot send a person elsewhere after they sign in.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Browsers drop tabs and line breaks from URLs and read backslashes as slashes: refuse them all.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
