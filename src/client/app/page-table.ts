import type { PageTableRow } from '../../shared/page-table.ts';
import { ROLES } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';
import { dashboardPagesOf } from './dashboard-pages.ts';
import { ROUTE_MODULES } from './route-modules.ts';

/** Every page path of the page registries, with the route modules it loads first (shared/page-table.ts). */
export function pageTable(): PageTableRow[] {
  const manifestKey = (module: string) => module.replace(/^\//, '');
  const dashboards = manifestKey(ROUTE_MODULES.dashboards.module);
  return [
    ...Object.values(ROUTE_MODULES).flatMap(({ paths: pagePaths, module }) => pagePaths.map((path) => ({ path, modules: [manifestKey(module)] }))),
    ...ROLES.flatMap((role) =>
      dashboardPagesOf(role).map(({ page, module }) => ({ path: paths.dashboard(role, page), modules: [dashboards, manifestKey(module)] })),
    ),
  ];
}
