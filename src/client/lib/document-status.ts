/**
 * The HTTP status the server gave the page this tab first loaded, for its own address only: the
 * server answers an unknown property's page with 404, and the app then shows its not-found page
 * at once instead of a skeleton that jumps. Later pages reached inside the app are not covered.
 */
const firstDocument = (() => {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return entry?.responseStatus ? { path: window.location.pathname, status: entry.responseStatus } : undefined;
})();

/** True when `path` is the first page of this tab and the server said it does not exist. */
export function documentWasNotFound(path: string): boolean {
  return firstDocument !== undefined && firstDocument.status === 404 && firstDocument.path === path;
}
