import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TABLE_FILE, type PageTableRow } from '../../shared/page-table.ts';
import { pagePreloads } from './page-preloads.ts';
import { pageRoutes, propertyIdOf } from './page-routes.ts';

/* What each page's Link header names, from a small build manifest of the shape Vite writes and the page table the build writes. */

const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_page-title-P1.js': { file: 'assets/page-title-P1.js', imports: ['_react-R1.js'] },
  '_form-fields-F1.js': { file: 'assets/form-fields-F1.js', imports: ['_page-title-P1.js'] },
  'src/client/app/routes/home.tsx': { file: 'assets/home-H1.js', imports: ['_page-title-P1.js', 'index.html'] },
  'src/client/app/routes/login.tsx': { file: 'assets/login-L1.js', imports: ['_form-fields-F1.js', 'index.html'] },
  'src/client/app/routes/property-detail.tsx': { file: 'assets/property-detail-D1.js', imports: ['_form-fields-F1.js'] },
  'src/client/app/routes/dashboard/dashboard-routes.tsx': { file: 'assets/dashboard-routes-R2.js', imports: ['_page-title-P1.js'] },
  'src/client/features/dashboard/pages/stats-page.tsx': { file: 'assets/stats-page-S1.js' },
};
const DASHBOARDS = 'src/client/app/routes/dashboard/dashboard-routes.tsx';
const PAGE_TABLE: PageTableRow[] = [
  { path: '/', modules: ['src/client/app/routes/home.tsx'] },
  { path: '/login', modules: ['src/client/app/routes/login.tsx'] },
  { path: '/signin', modules: ['src/client/app/routes/login.tsx'] },
  { path: '/about', modules: ['src/client/app/routes/about.tsx'] },
  { path: '/properties/:id', modules: ['src/client/app/routes/property-detail.tsx'] },
  { path: '/proposer_dashboard/stats', modules: [DASHBOARDS, 'src/client/features/dashboard/pages/stats-page.tsx'] },
];
const ENTRY_LINKS =
  '</assets/index-C1.css>; rel=preload; as=style; crossorigin, </assets/index-E1.js>; rel=modulepreload, </assets/react-R1.js>; rel=modulepreload';

let webRoot: string;
let preloadFor: (pathname: string) => string | undefined;

/** The Link header of a path, found the way web-pages.ts finds its page (web-pages.test.ts checks it end to end). */
async function preloadsByPath(root: string) {
  const [{ pages, anyProperty }, linkFor] = await Promise.all([pageRoutes(root), pagePreloads(root)]);
  return (pathname: string) => {
    const route = pages.find((candidate) => candidate.path === pathname) ?? (propertyIdOf(pathname) ? anyProperty : undefined);
    return route && linkFor(route);
  };
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sharestead-preloads-'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(webRoot, PAGE_TABLE_FILE), JSON.stringify(PAGE_TABLE));
  await mkdir(path.join(webRoot, 'images', 'properties', 'sea-breeze-villa'), { recursive: true });
  preloadFor = await preloadsByPath(webRoot);
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

describe('page preloads', () => {
  it('name the entry first, then the route chunk and what it imports beyond the entry, each once', () => {
    expect(preloadFor('/login')).toBe(
      `${ENTRY_LINKS}, </assets/login-L1.js>; rel=modulepreload, </assets/form-fields-F1.js>; rel=modulepreload, </assets/page-title-P1.js>; rel=modulepreload`,
    );
    expect(preloadFor('/signin')).toBe(preloadFor('/login'));
  });

  it('add the lead picture after the code: the hero on the home page', () => {
    expect(preloadFor('/')).toBe(
      `${ENTRY_LINKS}, </assets/home-H1.js>; rel=modulepreload, </assets/page-title-P1.js>; rel=modulepreload, ` +
        '</images/hero-1600.webp>; rel=preload; as=image; imagesrcset="/images/hero-800.webp 800w, /images/hero-1600.webp 1600w"; imagesizes="100vw"; fetchpriority=high',
    );
  });

  it('add a known property page its first photo; an unknown one gets the property page code only', () => {
    const known = preloadFor('/properties/sea-breeze-villa')!;
    expect(known).toContain('</assets/property-detail-D1.js>; rel=modulepreload');
    expect(known).toMatch(
      /<\/images\/properties\/sea-breeze-villa\/1-640\.webp>; rel=preload; as=image; imagesrcset="[^"]+"; imagesizes="\(min-width: 1024px\) 800px, 100vw"; fetchpriority=high$/,
    );
    const unknown = preloadFor('/properties/no-such-villa')!;
    expect(unknown).toContain('</assets/property-detail-D1.js>; rel=modulepreload');
    expect(unknown).not.toContain('as=image');
  });

  it("name a dashboard page the dashboards' routes and its own page, in the table's order", () => {
    expect(preloadFor('/proposer_dashboard/stats')).toBe(
      `${ENTRY_LINKS}, </assets/dashboard-routes-R2.js>; rel=modulepreload, </assets/page-title-P1.js>; rel=modulepreload, </assets/stats-page-S1.js>; rel=modulepreload`,
    );
  });

  it('name nothing for paths the app does not know, or modules the build lacks', () => {
    for (const pathname of ['/nothing-here', '/properties/sea-breeze-villa/more', '/api/health', '/about', '/admin_dashboard/nope']) {
      expect(preloadFor(pathname), pathname).toBeUndefined();
    }
  });

  it('name only lead pictures when the build has no manifest', async () => {
    await rm(path.join(webRoot, '.vite', 'manifest.json'));
    const withoutManifest = await preloadsByPath(webRoot);
    expect(withoutManifest('/')).toMatch(/^<\/images\/hero-1600\.webp>; rel=preload; as=image;/);
    expect(withoutManifest('/login')).toBeUndefined();
  });

  it('know no page but the property pages when the build has no page table', async () => {
    await rm(path.join(webRoot, PAGE_TABLE_FILE));
    const withoutTable = await preloadsByPath(webRoot);
    expect(withoutTable('/')).toBeUndefined();
    expect(withoutTable('/properties/sea-breeze-villa')).toMatch(/^<\/images\/properties\/sea-breeze-villa\/1-640\.webp>; rel=preload; as=image;/);
  });
});
