import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads.ts';
import { ANY_PROPERTY, pageRoutes, propertyIdOf } from './page-routes.ts';

/* What each page's Link header names, from a small build manifest of the shape Vite writes. */

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
  'src/client/app/routes/dashboard/dashboard-layout.tsx': { file: 'assets/dashboard-layout-L2.js' },
  'src/client/app/routes/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-P2.js', imports: ['_page-title-P1.js'] },
  'src/client/features/dashboard/pages/stats-page.tsx': { file: 'assets/stats-page-S1.js' },
};
const ENTRY_LINKS = '</assets/index-C1.css>; rel=preload; as=style; crossorigin, </assets/index-E1.js>; rel=modulepreload, </assets/react-R1.js>; rel=modulepreload';

let webRoot: string;
let preloadFor: (pathname: string) => string | undefined;

/** The Link header of a path, found the way web-pages.ts finds its page (web-pages.test.ts checks it end to end). */
async function preloadsByPath(root: string) {
  const [routes, linkFor] = await Promise.all([pageRoutes(root), pagePreloads(root)]);
  return (pathname: string) => {
    const route = routes.find((candidate) => candidate.path === pathname) ?? (propertyIdOf(pathname) ? ANY_PROPERTY : undefined);
    return route && linkFor(route);
  };
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sharestead-preloads-'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
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

  it('name a dashboard page its layout, page frame and page', () => {
    const stats = preloadFor('/proposer_dashboard/stats')!;
    for (const file of ['dashboard-layout-L2', 'dashboard-page-P2', 'page-title-P1', 'stats-page-S1']) {
      expect(stats).toContain(`</assets/${file}.js>; rel=modulepreload`);
    }
  });

  it('name nothing for paths the app does not know, or modules the build lacks', () => {
    for (const pathname of ['/nothing-here', '/properties/sea-breeze-villa/more', '/api/health', '/about', '/admin_dashboard/nope']) {
      expect(preloadFor(pathname), pathname).toBeUndefined();
    }
  });

  it('name only lead pictures when the build has no manifest', async () => {
    await rm(path.join(webRoot, '.vite'), { recursive: true });
    const withoutManifest = await preloadsByPath(webRoot);
    expect(withoutManifest('/')).toMatch(/^<\/images\/hero-1600\.webp>; rel=preload; as=image;/);
    expect(withoutManifest('/login')).toBeUndefined();
  });
});
