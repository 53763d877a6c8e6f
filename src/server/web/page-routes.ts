import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE, leadPhoto, type ImageSet } from '../../shared/lead-images.ts';
import { PAGE_TABLE_FILE, type PageTableRow } from '../../shared/page-table.ts';
import { ROLES } from '../../shared/roles.ts';

/**
 * The page paths of the app and what each page loads first: its route modules and its lead picture.
 * The paths and modules come from the page table the build writes (shared/page-table.ts), made from
 * the client's page registries, so nothing here names a file of the client. web-pages.ts turns the table into its answers at start-up; page-preloads.ts names the
 * modules in each page's Link header. An e2e test (tests/e2e/bundle-size.spec.ts) checks that every
 * script a public page loads first is named. A path missing from the table still gets the app's
 * shell (the app routes it), without preloads.
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

/** The app's 404 page: an unknown property's page preloads it instead of the property page. */
export const NOT_FOUND_PATH = '/not-found';
const PROPERTY_PREFIX = '/properties/';
/** The table's row for every property page. */
const ANY_PROPERTY_PATH = `${PROPERTY_PREFIX}:id`;

export interface PageRoutes {
  /** Every page path the app has, each with what it loads; property pages with photos by their id. */
  pages: PageRoute[];
  /** Every property page whose id the photo folders do not name: the page's code, no picture. */
  anyProperty: PageRoute;
}

/** The page table of the build at `webRoot`, with the lead pictures; a web root without one (a test's) has no pages but the property pages. */
export async function pageRoutes(webRoot: string): Promise<PageRoutes> {
  const table = await readPageTable(webRoot);
  const propertyModules = table.find((row) => row.path === ANY_PROPERTY_PATH)?.modules ?? [];
  const pages: PageRoute[] = table
    .filter((row) => row.path !== ANY_PROPERTY_PATH)
    .map((row) => ({ path: row.path, modules: row.modules, ...(row.path === '/' ? { image: HERO_IMAGE } : {}) }));
  for (const id of await propertyPhotoIds(webRoot)) {
    pages.push({ path: PROPERTY_PREFIX + id, modules: propertyModules, image: leadPhoto(id), property: true });
  }
  return { pages, anyProperty: { path: ANY_PROPERTY_PATH, modules: propertyModules, property: true } };
}

async function readPageTable(webRoot: string): Promise<PageTableRow[]> {
  const file = path.join(webRoot, PAGE_TABLE_FILE);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as PageTableRow[]) : [];
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
