import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE, leadPhoto, type ImageSet } from '../../shared/lead-images.ts';
import { ROLES, type Role } from '../../shared/roles.ts';

/**
 * The page paths of the app as src/client/app/router.tsx routes them, and what each page loads
 * first: its route modules (as router.tsx and dashboard-page.tsx load them) and its lead picture.
 * web-pages.ts turns this list into its page table at start-up; page-preloads.ts names the modules
 * in each page's Link header. An e2e test (tests/e2e/bundle-size.spec.ts) checks that every script
 * a public page loads first is named here. A path missing from the list still gets the app's shell
 * (the app routes it), without preloads.
 */
export interface PageRoute {
  /** The path as the address bar shows it; `/properties/:id` stands for every property page. */
  path: string;
  modules: readonly string[];
  image?: ImageSet;
  /** Property pages: the answer's status can depend on whether the property exists (web-pages.ts). */
  property?: true;
}

/** A path the app only forwards: answered with a redirect, no page. */
export interface RedirectRoute {
  path: string;
  location: string;
}

const ROUTES = 'src/client/app/routes/';
/** The app's own 404 page: an unknown property's page preloads it instead of the property page. */
export const NOT_FOUND_PATH = '/not-found';
const PAGES: Record<string, string> = {
  '/': `${ROUTES}home.tsx`,
  '/properties': `${ROUTES}properties.tsx`,
  '/how-it-works': `${ROUTES}how-it-works.tsx`,
  '/about': `${ROUTES}about.tsx`,
  '/contact': `${ROUTES}contact.tsx`,
  '/login': `${ROUTES}login.tsx`,
  '/signin': `${ROUTES}login.tsx`,
  '/register': `${ROUTES}register.tsx`,
  [NOT_FOUND_PATH]: `${ROUTES}not-found.tsx`,
  '/dashboard': `${ROUTES}dashboard-selector.tsx`,
  ...Object.fromEntries(ROLES.map((role) => [`/sign_in/${role}`, `${ROUTES}role-home.tsx`])),
};
const PROPERTY_PAGE = `${ROUTES}property-detail.tsx`;
const DASHBOARD_SHELL = [`${ROUTES}dashboard/dashboard-layout.tsx`, `${ROUTES}dashboard/dashboard-page.tsx`];
const DASHBOARD_PAGE_MODULES = 'src/client/features/dashboard/pages/';
const DASHBOARD_PAGES: Record<string, string> = {
  overview: 'src/client/features/overview/pages/overview-page.tsx',
  // Live Deals with the investing feature's Invest: the route file combines the two features.
  'live-deals': `${ROUTES}dashboard/live-deals.tsx`,
  stats: `${DASHBOARD_PAGE_MODULES}stats-page.tsx`,
  profile: 'src/client/features/profile/pages/profile-page.tsx',
  settings: 'src/client/features/settings/pages/settings-page.tsx',
  notifications: 'src/client/features/notifications/pages/notifications-page.tsx',
};
/** Dashboard pages only some roles have, each role's own module (as the client's config/paths.ts `hasDashboardPage` says). */
const ROLE_ONLY_DASHBOARD_PAGES: { role: Role; page: string; module: string }[] = [
  { role: 'admin', page: 'messages', module: 'src/client/features/messages/pages/admin-messages-page.tsx' },
  { role: 'backer', page: 'kyc', module: 'src/client/features/kyc/pages/kyc-page.tsx' },
  { role: 'admin', page: 'kyc', module: 'src/client/features/kyc/pages/admin-kyc-page.tsx' },
  { role: 'backer', page: 'wallet', module: 'src/client/features/wallet/pages/wallet-page.tsx' },
  { role: 'admin', page: 'payments', module: 'src/client/features/wallet/pages/payments-page.tsx' },
  { role: 'backer', page: 'portfolio', module: 'src/client/features/investing/pages/portfolio-page.tsx' },
];

const PROPERTY_PREFIX = '/properties/';
/** Every property page whose id the photo folders do not name: the page's code, no picture. */
export const ANY_PROPERTY: PageRoute = { path: `${PROPERTY_PREFIX}:id`, modules: [PROPERTY_PAGE], property: true };

/** Every page path the app has, each with what it loads; property pages with photos by their id. */
export async function pageRoutes(webRoot: string): Promise<PageRoute[]> {
  const routes: PageRoute[] = Object.entries(PAGES).map(([pathname, module]) => ({
    path: pathname,
    modules: [module],
    ...(pathname === '/' ? { image: HERO_IMAGE } : {}),
  }));
  for (const id of await propertyPhotoIds(webRoot)) {
    routes.push({ path: PROPERTY_PREFIX + id, modules: [PROPERTY_PAGE], image: leadPhoto(id), property: true });
  }
  for (const role of ROLES) {
    for (const [page, module] of Object.entries(DASHBOARD_PAGES)) {
      routes.push({ path: page === 'overview' ? `/${role}_dashboard` : `/${role}_dashboard/${page}`, modules: [...DASHBOARD_SHELL, module] });
    }
  }
  for (const { role, page, module } of ROLE_ONLY_DASHBOARD_PAGES) {
    routes.push({ path: `/${role}_dashboard/${page}`, modules: [...DASHBOARD_SHELL, module] });
  }
  return routes;
}

/**
 * The user menu's short paths lead into the dashboard, or to sign-in for a guest
 * (decisions.md #4, guards.ts userMenuTarget); the dashboard's own guard then decides. The
 * knowledge center is the whitepaper PDF (decisions.md #6).
 */
export function redirectRoutes(): RedirectRoute[] {
  const userMenu = [...ROLES, 'guest' as const].flatMap((role) =>
    (['profile', 'settings'] as const).map((page) => ({
      path: `/${role}/${page}`,
      location: role === 'guest' ? '/login' : `/${role}_dashboard/${page}`,
    })),
  );
  return [...userMenu, { path: '/knowledge-center', location: '/whitepaper.pdf' }];
}

/** The id of a property page's path (`/properties/<id>`, decoded), or undefined for any other path. */
export function propertyIdOf(pathname: string): string | undefined {
  if (!pathname.startsWith(PROPERTY_PREFIX) || pathname.length === PROPERTY_PREFIX.length) return undefined;
  if (pathname.indexOf('/', PROPERTY_PREFIX.length) !== -1) return undefined;
  try {
    return decodeURIComponent(pathname.slice(PROPERTY_PREFIX.length));
  } catch {
    return undefined;
  }
}

async function propertyPhotoIds(webRoot: string): Promise<string[]> {
  const photosFolder = path.join(webRoot, 'images', 'properties');
  if (!existsSync(photosFolder)) return [];
  return (await readdir(photosFolder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}
