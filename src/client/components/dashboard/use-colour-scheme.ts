import { useSyncExternalStore } from 'react';

export type ColourScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Changes of <html data-theme> (the theme setting) and of the device's scheme (under "system"). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // jsdom has no matchMedia; every browser does.
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}

/** The scheme styles.css chose from the theme setting and the device: one source of truth. */
function currentScheme(): ColourScheme {
  return getComputedStyle(document.documentElement).colorScheme === 'dark' ? 'dark' : 'light';
}

/** The colour scheme the page is shown in, for what CSS cannot colour (a chart's canvas). */
export function useColourScheme(): ColourScheme {
  return useSyncExternalStore(subscribe, currentScheme);
}
