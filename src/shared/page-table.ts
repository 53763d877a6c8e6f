/**
 * The app's page table: every page path the client routes, with the route modules it loads first
 * (in load order, named as the build manifest names them). The client's page registries make it
 * (src/client/app/page-table.ts), the build writes it next to its manifest
 * (scripts/vite-page-table.ts), and the server reads it for its page answers and their preloads
 * (src/server/web/page-routes.ts), so the server names no file of the client.
 */
export interface PageTableRow {
  path: string;
  modules: string[];
}

/** Where the build writes it, under the web root. */
export const PAGE_TABLE_FILE = '.vite/pages.json';
