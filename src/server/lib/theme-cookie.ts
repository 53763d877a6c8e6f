import { THEMES, type Theme } from '../../shared/contracts/settings.ts';

/*
 * The theme setting travels to the page shell in a cookie, so the server writes
 * <html data-theme="..."> and the first paint is already in the right theme, with no inline
 * script (the CSP allows none). The settings routes set it from the saved settings; the shell
 * reads it. Not a secret (the page shows it) and not a session: Lax, so a link from another site
 * opens in the right theme, and kept 400 days, the most browsers allow.
 */
export const THEME_COOKIE = 'theme';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const THEME_PATTERN = new RegExp(`(?:^|;)\\s*${THEME_COOKIE}=(${THEMES.join('|')})\\s*(?:;|$)`);

/** The Set-Cookie value remembering `theme`; Secure when the request came over HTTPS. */
export function themeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The theme a Cookie header names; "system" (follow the device) when it names none or no valid one. */
export function themeOfCookies(header: string | undefined): Theme {
  const named = header === undefined ? undefined : THEME_PATTERN.exec(header)?.[1];
  return (named as Theme | undefined) ?? 'system';
}
