import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES } from '../../shared/roles.ts';
import { HERO_IMAGE, leadPhoto, type ImageSet } from '../../shared/lead-images.ts';

/**
 * The `Link` header that has the browser fetch what a page needs first together with the page,
 * instead of one step after another (npm run lighthouse):
 * - the code of the page's route, which the app would otherwise ask for only once its entry
 *   script has arrived and run;
 * - its lead picture (largest paint): the home page's hero, a property page's first photo.
 * Paths the app does not know get no header.
 */
export async function pagePreloads(webRoot: string): Promise<(pathname: string) => string | undefined> {
  const modules = await routeModuleLinks(webRoot);
  const photoIds = await propertyPhotoIds(webRoot);
  const headers = new Map<string, string>();
  const add = (pathname: string, moduleNames: string[], image?: ImageSet) => {
    const links = [...modules(moduleNames), ...(image ? [imageLink(image)] : [])];
    if (links.length > 0) headers.set(pathname, links.join(', '));
  };
  for (const [pathname, moduleName] of Object.entries(PAGES)) {
    add(pathname, [moduleName], pathname === '/' ? HERO_IMAGE : undefined);
  }
  for (const id of photoIds) add(`/properties/${id}`, [PROPERTY_PAGE], leadPhoto(id));
  for (const role of ROLES) {
    for (const [page, moduleName] of Object.entries(DASHBOARD_PAGES)) {
      add(page === 'overview' ? `/${role}_dashboard` : `/${role}_dashboard/${page}`, [...DASHBOARD_SHELL, moduleName]);
    }
  }
  // A property the photo folders do not know still opens the property page (which says it is not found).
  const anyProperty = modules([PROPERTY_PAGE]).join(', ') || undefined;
  return (pathname) =>
    headers.get(pathname) ?? (isPropertyPath(pathname) ? anyProperty : undefined);
}

/*
 * Each page's route module, as app/router.tsx and dashboard-page.tsx load it. An e2e test
 * (tests/e2e/bundle-size.spec.ts) checks that every script a public page loads first is named here.
 */
const ROUTES = 'src/client/app/routes/';
const PAGES: Record<string, string> = {
  '/': `${ROUTES}home.tsx`,
  '/properties': `${ROUTES}properties.tsx`,
  '/how-it-works': `${ROUTES}how-it-works.tsx`,
  '/about': `${ROUTES}about.tsx`,
  '/contact': `${ROUTES}contact.tsx`,
  '/login': `${ROUTES}login.tsx`,
  '/signin': `${ROUTES}login.tsx`,
  '/register': `${ROUTES}register.tsx`,
  '/not-found': `${ROUTES}not-found.tsx`,
  '/dashboard': `${ROUTES}dashboard-selector.tsx`,
  ...Object.fromEntries(ROLES.map((role) => [`/sign_in/${role}`, `${ROUTES}role-home.tsx`])),
};
const PROPERTY_PAGE = `${ROUTES}property-detail.tsx`;
const DASHBOARD_SHELL = [`${ROUTES}dashboard/dashboard-layout.tsx`, `${ROUTES}dashboard/dashboard-page.tsx`];
const DASHBOARD_PAGE_MODULES = 'src/client/features/dashboard/pages/';
const DASHBOARD_PAGES: Record<string, string> = {
  overview: `${DASHBOARD_PAGE_MODULES}overview-page.tsx`,
  'live-deals': `${DASHBOARD_PAGE_MODULES}live-deals-page.tsx`,
  stats: `${DASHBOARD_PAGE_MODULES}stats-page.tsx`,
  profile: `${DASHBOARD_PAGE_MODULES}profile-page.tsx`,
  settings: `${DASHBOARD_PAGE_MODULES}settings-page.tsx`,
};

function isPropertyPath(pathname: string) {
  return pathname.startsWith('/properties/') && pathname.indexOf('/', '/properties/'.length) === -1;
}

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Preload links for source modules and every chunk they import, less what the entry script
 * (index.html's own) brings; the entry's stylesheet and chunks go first, so the route's code
 * does not hold them up. Modules the manifest lacks, and a build without a manifest (a test's
 * web root), get none.
 */
async function routeModuleLinks(webRoot: string): Promise<(moduleNames: string[]) => string[]> {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (keys: string[], found = new Set<string>()) => {
    for (const key of keys) {
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      withImports(manifest[key].imports ?? [], found);
    }
    return found;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = withImports(entryKeys);
  const link = (key: string) => `</${manifest[key]!.file}>; rel=modulepreload`;
  const entryLinks = [...entryKeys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`), ...[...entry].map(link)];
  return (moduleNames) => {
    const chunks = [...withImports(moduleNames)].filter((key) => !entry.has(key));
    return chunks.length > 0 ? [...entryLinks, ...chunks.map(link)] : [];
  };
}

async function propertyPhotoIds(webRoot: string): Promise<string[]> {
  const photosFolder = path.join(webRoot, 'images', 'properties');
  if (!existsSync(photosFolder)) return [];
  return (await readdir(photosFolder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

function imageLink(image: ImageSet): string {
  return `<${image.src}>; rel=preload; as=image; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes}"; fetchpriority=high`;
}
