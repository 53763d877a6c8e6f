export const STARTUP_SPINNER_MS = 1000;

/**
 * The start-up spinner is index.html's own markup, so it paints before any script arrives.
 * It covers the page for one second from app start (spec §2, decisions.md #14).
 */
export function hideStartupSpinnerLater() {
  window.setTimeout(() => document.getElementById('startup-spinner')?.remove(), STARTUP_SPINNER_MS);
}
