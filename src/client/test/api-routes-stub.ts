import { vi } from 'vitest';

export interface StubbedCall {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: StubbedCall) => Response | Promise<Response>;

/** A call's query string as an object, to compare what the app asked for. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/**
 * Replaces fetch for one test with answers by route, for screens that make several calls in no
 * fixed order: `'GET /api/deals/deal-1'` (the path without its query) → a handler. An unknown
 * route fails the call loudly. Returns the calls as they were made.
 */
export function stubApiRoutes(routes: Record<string, Handler>) {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const call: StubbedCall = {
        method,
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value])),
      };
      calls.push(call);
      const handler = routes[`${method} ${url.split('?')[0]}`];
      if (!handler) throw new Error(`No answer was prepared for ${method} ${url}.`);
      return handler(call);
    }),
  );
  return calls;
}
