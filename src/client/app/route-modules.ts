import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROLES, type Role } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';

/*
 * The route modules router.tsx loads: each its own chunk, loaded when its page is first visited,
 * so no page pays for another's. They are named by their path from the project root, as the build
 * manifest names them: page-table.ts gives the server (through the build) the modules of each
 * path, for its preloads. The dashboards' own pages are in dashboard-pages.ts.
 */
const MODULES = import.meta.glob([
  '/src/client/app/routes/*.tsx',
  '!/src/client/app/routes/*.test.tsx',
  '/src/client/app/routes/dashboard/dashboard-routes.tsx',
]);

export interface RouteModule<Props> {
  /** Every path that shows it, as the router matches them (no path for the dashboards' frame: dashboard-pages.ts has theirs). */
  paths: readonly string[];
  /** Its path from the project root, as the build manifest names it. */
  module: string;
  Component: LazyExoticComponent<ComponentType<Props>>;
}

/** A route module by its file under app/routes; `exportName` when the page is not its default export. */
function routeModule<Props extends object = object>(file: string, pagePaths: readonly string[], exportName = 'default'): RouteModule<Props> {
  const module = `/src/client/app/routes/${file}`;
  const load = MODULES[module];
  if (!load) throw new Error(`No route module ${module}`);
  return {
    paths: pagePaths,
    module,
    Component: lazy(() => load().then((loaded) => ({ default: (loaded as Record<string, ComponentType<Props>>)[exportName]! }))),
  };
}

export const ROUTE_MODULES = {
  home: routeModule('home.tsx', [paths.home]),
  properties: routeModule('properties.tsx', [paths.properties]),
  property: routeModule('property-detail.tsx', [paths.propertyPattern]),
  proposer: routeModule('proposer.tsx', [paths.proposerPattern]),
  howItWorks: routeModule('how-it-works.tsx', [paths.howItWorks]),
  knowledgeCenter: routeModule('knowledge-center.tsx', [paths.knowledgeCenter]),
  about: routeModule('about.tsx', [paths.about]),
  contact: routeModule('contact.tsx', [paths.contact]),
  login: routeModule('login.tsx', [paths.login, paths.signin]),
  register: routeModule('register.tsx', [paths.register]),
  verifyEmail: routeModule('verify-email.tsx', [paths.verifyEmail]),
  notFound: routeModule('not-found.tsx', [paths.notFound]),
  dashboardSelector: routeModule('dashboard-selector.tsx', [paths.dashboardSelector]),
  roleHome: routeModule<{ role: Role }>('role-home.tsx', ROLES.map(paths.roleHome), 'RoleHome'),
  dashboards: routeModule<{ role: Role }>('dashboard/dashboard-routes.tsx', []),
};
