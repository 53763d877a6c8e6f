/*
 * An admin list keeps its filters and page in the URL query (`?role=backer&q=meera&page=2`), so a
 * filtered list survives reload and Back and can be shared. These are the reading and writing
 * rules every such list shares; each list names its own keys.
 */

/** The page of a query string: a whole number from 1, otherwise the first page. */
export function readPageParam(params: URLSearchParams): number {
  const text = params.get('page');
  const page = Number(text);
  return text !== null && /^\d+$/.test(text) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The query with one key set (trimmed; blank removes it). Any filter but the page goes back to
 * the first page: page 3 of one filter means nothing for another. The first page is the plain address.
 */
export function withListParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value.trim();
  if (key !== 'page') next.delete('page');
  if (text === '' || (key === 'page' && text === '1')) next.delete(key);
  else next.set(key, text);
  return next;
}
