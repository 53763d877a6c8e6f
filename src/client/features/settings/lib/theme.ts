import type { Theme } from '../../../../shared/contracts/settings.ts';

/**
 * Shows the page in the settings' theme at once (styles.css reads <html data-theme>). The server
 * set the theme cookie with the same answer, so the next page load starts in it too.
 */
export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}
