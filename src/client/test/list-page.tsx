import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { jsonResponse } from './fetch-stub.ts';

/** One page of a paged list as the API answers it (20 a page, page 1, unless `extra` says). */
export function pageOf<Item>(items: Item[], extra: { total?: number; page?: number } = {}): Response {
  return jsonResponse(200, { total: items.length, page: 1, page_size: 20, items, ...extra });
}

/** The routes on a memory router at `entry`, with a query client that does not retry; returns the router. */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * For a list page's tests: jsdom lays nothing out, so it has no scrolling either, and the page asks
 * for it on every page change. Returns the stand-in; fetch stubs are undone after each test.
 */
export function stubScrolling() {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollIntoView.mockClear();
  });
  return scrollIntoView;
}
