import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TABLE_FILE, type PageTableRow } from '../../shared/page-table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { acceptedEncodings } from './memory-files.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';
import { registerWebPages } from './web-pages.ts';

/* Pages and hashed assets from memory: caching headers, ETags, and compressed versions by Accept-Encoding. */

let t: TestApp;
let webRoot: string;
const BIG_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "sharestead-${i % 7}";`).join('\n');
const TINY_JS = 'export{};';
const SHELL = `<!doctype html><html lang="en" data-theme="system"><head><title>Sharestead</title>${'<meta name="x" content="padding">'.repeat(30)}</head><body><div id="startup-spinner" role="status" aria-label="Loading Sharestead"></div><div id="root"></div></body></html>`;

/** The page table as the build writes it (from the client's page registries). */
const PAGE_TABLE: PageTableRow[] = [
  { path: '/', modules: ['src/client/app/routes/home.tsx'] },
  { path: '/login', modules: ['src/client/app/routes/login.tsx'] },
  { path: '/properties/:id', modules: ['src/client/app/routes/property-detail.tsx'] },
];

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sharestead-webpages-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, PAGE_TABLE_FILE), JSON.stringify(PAGE_TABLE));
  await writeFile(path.join(webRoot, 'index.html'), SHELL);
  await writeFile(path.join(webRoot, 'assets', 'big-AbC123.js'), BIG_JS);
  await writeFile(path.join(webRoot, 'assets', 'tiny-XyZ789.js'), TINY_JS);
  await mkdir(path.join(webRoot, 'images', 'properties', 'sea-breeze-villa-anjuna'), { recursive: true });
  t = await createTestApp({ serveWeb: true, webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

describe('hashed assets', () => {
  it('are sent as they are without Accept-Encoding, cached for a year, with an ETag and Vary', async () => {
    const response = await get('/assets/big-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BIG_JS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(BIG_JS)));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('are sent in brotli to a browser, with an ETag of their own', async () => {
    const plain = await get('/assets/big-AbC123.js');
    const response = await get('/assets/big-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(BIG_JS) / 2);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers.etag).not.toBe(plain.headers.etag);
  });

  it.each([
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding %j gets %s', async (accept, encoding) => {
    const response = await get('/assets/big-AbC123.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    expect(body.toString()).toBe(BIG_JS);
  });

  it('answers 304 to its own ETag, per encoding', async () => {
    const br = await get('/assets/big-AbC123.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/big-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-encoding']).toBeUndefined();
    // The brotli tag does not validate the uncompressed representation.
    expect((await get('/assets/big-AbC123.js', { 'if-none-match': br.headers.etag as string })).statusCode).toBe(200);
    // A list, and a weak form, both match.
    expect((await get('/assets/big-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${br.headers.etag}` })).statusCode).toBe(304);
  });

  it('are not compressed when tiny, and then do not vary', async () => {
    const response = await get('/assets/tiny-XyZ789.js', { 'accept-encoding': 'gzip, br' });
    expect(response.body).toBe(TINY_JS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('ignore a query string, and answer HEAD with the length only', async () => {
    expect((await get('/assets/tiny-XyZ789.js?v=2')).body).toBe(TINY_JS);
    const head = await get('/assets/big-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });
});

describe('uploaded pictures', () => {
  it.each(['/uploads/avatars/0123456789abcdef01234567.webp', '/uploads/avatars/me.png', '/uploads/deals/x/y.webp', '/uploads/elsewhere'])(
    'answer a missing one (%s) with a JSON 404, not the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'There is no file at this address.' });
    },
  );
});

describe('the page shell', () => {
  it('is revalidated every time, kept by the browser only, compressed for browsers, and 304 when unchanged', async () => {
    for (const url of ['/', '/properties']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
      const again = await get(url, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers.vary).toBe('accept-encoding, cookie, accept-language');
    }
    expect((await get('/')).body).toBe(SHELL);
  });

  it('varies by Cookie (its theme and language) and Accept-Language, on every page answer and on no asset', async () => {
    for (const url of ['/', '/login', '/no/such/page', '/properties/no-such-listing']) {
      for (const headers of [{}, { 'accept-encoding': 'br' }, { cookie: 'theme=dark', 'accept-encoding': 'gzip' }] as Array<Record<string, string>>) {
        const response = await get(url, headers);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers.vary, url).toBe('accept-encoding, cookie, accept-language');
        expect(response.headers['cache-control'], url).toBe('private, no-cache');
      }
    }
    expect((await get('/assets/big-AbC123.js', { cookie: 'theme=dark' })).headers.vary).toBe('accept-encoding');
    expect((await get('/assets/tiny-XyZ789.js', { cookie: 'theme=dark' })).headers.vary).toBeUndefined();
  });

  it("names the theme cookie's theme on <html>, so the first paint is in it; a visitor without one follows the device", async () => {
    const themed = (theme: string) => SHELL.replace('data-theme="system"', `data-theme="${theme}"`);
    const cases: [string | undefined, string][] = [
      [undefined, 'system'],
      ['theme=dark', 'dark'],
      ['auth_token=x.y.z; theme=light; role=backer', 'light'],
      ['theme=system', 'system'],
      ['theme=blue', 'system'],
      ['theme=dark2', 'system'],
      ['mytheme=dark', 'system'],
      ['theme="><script>', 'system'],
    ];
    for (const [cookie, theme] of cases) {
      for (const url of ['/', '/dashboard/backer/settings', '/properties/no-such-listing', '/somewhere/unknown']) {
        const response = await get(url, cookie ? { cookie } : {});
        expect(response.body, `${cookie} on ${url}`).toBe(themed(theme));
      }
    }
    // Each theme is its own representation: a copy cached in another theme is not revalidated as current.
    const dark = await get('/', { cookie: 'theme=dark', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(dark.rawPayload).toString()).toBe(themed('dark'));
    const light = await get('/', { cookie: 'theme=light', 'accept-encoding': 'br' });
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    expect((await get('/', { cookie: 'theme=light', 'accept-encoding': 'br', 'if-none-match': dark.headers.etag as string })).statusCode).toBe(200);
    expect((await get('/', { cookie: 'theme=dark', 'accept-encoding': 'br', 'if-none-match': dark.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('the page shell in the visitor language', () => {
  const spoken = (language: string, label: string, theme = 'system') =>
    SHELL.replace('<html lang="en" data-theme="system"', `<html lang="${language}" data-theme="${theme}"`).replace(
      'aria-label="Loading Sharestead"',
      `aria-label="${label}"`,
    );

  it('is French for the language cookie, on <html lang> and the start-up spinner, whatever Accept-Language says', async () => {
    for (const url of ['/', '/dashboard/backer/settings', '/properties/no-such-listing', '/somewhere/unknown']) {
      const response = await get(url, { cookie: 'theme=dark; language=fr', 'accept-language': 'es-ES,es;q=0.9' });
      expect(response.body, url).toBe(spoken('fr', 'Chargement de Sharestead', 'dark'));
      expect(response.headers.vary, url).toBe('accept-encoding, cookie, accept-language');
    }
    expect((await get('/', { cookie: 'auth_token=x.y.z; language=es' })).body).toBe(spoken('es', 'Cargando Sharestead'));
    // The pseudo-locale is named by the cookie only, as in the browser.
    expect((await get('/', { cookie: 'language=en-XA' })).body).toBe(spoken('en-XA', '[Ļóáðíñĝ Šĥáŕéšţéáð]'));
  });

  it('is French for a browser that prefers it (Accept-Language), the first language spoken here winning', async () => {
    const response = await get('/', { 'accept-language': 'de-DE,fr-CA;q=0.9,en;q=0.8', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(spoken('fr', 'Chargement de Sharestead'));
    expect((await get('/', { 'accept-language': 'en-GB,fr;q=0.5' })).body).toBe(SHELL);
    expect((await get('/', { 'accept-language': 'de, ja' })).body).toBe(SHELL);
    // A cookie naming no language leaves the choice to Accept-Language.
    expect((await get('/', { cookie: 'language=de', 'accept-language': 'fr' })).body).toBe(spoken('fr', 'Chargement de Sharestead'));
    // Each language is its own representation: an English copy is not revalidated as the French one.
    const english = await get('/', { 'accept-encoding': 'br' });
    expect(response.headers.etag).not.toBe(english.headers.etag);
    expect((await get('/', { 'accept-language': 'fr', 'accept-encoding': 'br', 'if-none-match': english.headers.etag as string })).statusCode).toBe(200);
    expect((await get('/', { 'accept-language': 'fr', 'accept-encoding': 'br', 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
  });

  it('finds in the real index.html the English the server replaces', async () => {
    const html = await readFile(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(html).toContain('<html lang="en" data-theme="system"');
    expect(html).toContain('aria-label="Loading Sharestead"');
  });
});

describe('page preloads (page-preloads.test.ts has the rules)', () => {
  it('go out in the Link header of the page they are for', async () => {
    expect((await get('/')).headers.link).toContain('</images/hero-1600.webp>; rel=preload; as=image;');
    expect((await get('/properties/sea-breeze-villa-anjuna?from=search')).headers.link).toContain(
      '</images/properties/sea-breeze-villa-anjuna/1-640.webp>; rel=preload; as=image;',
    );
    // This web root has no build manifest, so pages without a lead picture name nothing.
    expect((await get('/login')).headers.link).toBeUndefined();
  });

  it('answer a property page by whether the property exists: 200, or 404 without its picture', async () => {
    expect((await get('/properties/sea-breeze-villa-anjuna')).statusCode).toBe(200);
    const missing = await get('/properties/no-such-listing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SHELL);
    expect(missing.headers.link).toBeUndefined();
  });

  it('keep the build manifest and other dot folders private', async () => {
    await mkdir(path.join(webRoot, '.vite'), { recursive: true });
    await writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{}');
    const response = await get('/.vite/manifest.json');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(SHELL);
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values, wildcards and case', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual({ br: 1, gzip: 1 });
    expect(acceptedEncodings('GZIP;Q=0.3, *;q=0.2')).toEqual({ br: 0.2, gzip: 0.3 });
    expect(acceptedEncodings('br;q=nonsense, gzip;q=2')).toEqual({ br: 0, gzip: 0 });
    expect(acceptedEncodings('')).toEqual({ br: 0, gzip: 0 });
  });
});

/*
 * The page table, on a web root with a build manifest, public files and property photos, served by
 * the web-pages plugin alone (security headers and error handler as app.ts registers them), so a
 * status check can be given.
 */
describe('the page table', () => {
  const MANIFEST = {
    'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/index-C1.css'] },
    'src/client/app/routes/home.tsx': { file: 'assets/home-H1.js' },
    'src/client/app/routes/properties.tsx': { file: 'assets/properties-P1.js' },
    'src/client/app/routes/login.tsx': { file: 'assets/login-L1.js' },
    'src/client/app/routes/not-found.tsx': { file: 'assets/not-found-N1.js' },
    'src/client/app/routes/role-home.tsx': { file: 'assets/role-home-R1.js' },
    'src/client/app/routes/property-detail.tsx': { file: 'assets/property-detail-D1.js' },
    'src/client/app/routes/dashboard/dashboard-routes.tsx': { file: 'assets/dashboard-routes-R2.js' },
    'src/client/features/overview/pages/overview-page.tsx': { file: 'assets/overview-page-O1.js' },
    'src/client/features/dashboard/pages/stats-page.tsx': { file: 'assets/stats-page-S1.js' },
    'src/client/features/notifications/pages/notifications-page.tsx': { file: 'assets/notifications-page-N2.js' },
    'src/client/features/kyc/pages/kyc-page.tsx': { file: 'assets/kyc-page-K1.js' },
    'src/client/features/kyc/pages/admin-kyc-page.tsx': { file: 'assets/admin-kyc-page-K2.js' },
  };
  const route = (file: string) => `src/client/app/routes/${file}`;
  const dashboardPage = (file: string) => [route('dashboard/dashboard-routes.tsx'), `src/client/features/${file}`];
  const TABLE: PageTableRow[] = [
    { path: '/', modules: [route('home.tsx')] },
    { path: '/properties', modules: [route('properties.tsx')] },
    { path: '/properties/:id', modules: [route('property-detail.tsx')] },
    { path: '/login', modules: [route('login.tsx')] },
    { path: '/signin', modules: [route('login.tsx')] },
    { path: '/not-found', modules: [route('not-found.tsx')] },
    { path: '/sign_in/backer', modules: [route('role-home.tsx')] },
    { path: '/admin_dashboard', modules: dashboardPage('overview/pages/overview-page.tsx') },
    { path: '/proposer_dashboard/stats', modules: dashboardPage('dashboard/pages/stats-page.tsx') },
    { path: '/backer_dashboard/notifications', modules: dashboardPage('notifications/pages/notifications-page.tsx') },
    { path: '/admin_dashboard/notifications', modules: dashboardPage('notifications/pages/notifications-page.tsx') },
    { path: '/backer_dashboard/kyc', modules: dashboardPage('kyc/pages/kyc-page.tsx') },
    { path: '/admin_dashboard/kyc', modules: dashboardPage('kyc/pages/admin-kyc-page.tsx') },
  ];
  const ROBOTS = 'User-agent: *\nAllow: /\n';
  const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(40)}</svg>`;
  const PDF = Buffer.from('%PDF-1.7\n% a small stand-in\n%%EOF\n');
  let root: string;
  let app: FastifyInstance;
  const checked: string[] = [];
  const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url, headers });
  const modulePreloads = (link: string | string[] | number | undefined) =>
    [...String(link ?? '').matchAll(/<\/assets\/([^>]+)\.js>; rel=modulepreload/g)].map((match) => match[1]);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sharestead-pagetable-'));
    await mkdir(path.join(root, '.vite'), { recursive: true });
    await writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(root, PAGE_TABLE_FILE), JSON.stringify(TABLE));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), SHELL);
    for (const chunk of Object.values(MANIFEST)) await writeFile(path.join(root, chunk.file), TINY_JS);
    await writeFile(path.join(root, 'assets', 'index-C1.css'), 'body{margin:0}');
    await writeFile(path.join(root, 'robots.txt'), ROBOTS);
    await writeFile(path.join(root, 'favicon.svg'), FAVICON);
    await writeFile(path.join(root, 'whitepaper.pdf'), PDF);
    await mkdir(path.join(root, 'images', 'properties', 'sea-breeze-villa'), { recursive: true });
    await writeFile(path.join(root, 'images', 'properties', 'sea-breeze-villa', '1-640.webp'), Buffer.from('RIFF....WEBP'));
    await writeFile(path.join(root, 'images', 'hero 800.webp'), Buffer.from('RIFF....WEBP'));

    app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerSecurityHeaders(app);
    await registerWebPages(app, root, {
      pageStatus: {
        property: (id) => {
          checked.push(id);
          if (id === 'broken-check') throw new Error('database down');
          if (id === 'slow-broken-check') return Promise.reject(new Error('database down'));
          if (id === 'sold-and-gone') return Promise.resolve(404);
          return id === 'no-such-home' ? 404 : 200;
        },
      },
    });
    // Nothing is read per request: the files can go once the app has started.
    await rm(path.join(root, 'index.html'));
    await rm(path.join(root, 'robots.txt'));
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['/', ['home-H1']],
    ['/properties', ['properties-P1']],
    ['/login', ['login-L1']],
    ['/signin', ['login-L1']],
    ['/not-found', ['not-found-N1']],
    ['/sign_in/backer', ['role-home-R1']],
    ['/properties/sea-breeze-villa', ['property-detail-D1']],
    ['/properties/any-other-id', ['property-detail-D1']],
    ['/admin_dashboard', ['dashboard-routes-R2', 'overview-page-O1']],
    ['/proposer_dashboard/stats', ['dashboard-routes-R2', 'stats-page-S1']],
    ['/backer_dashboard/notifications', ['dashboard-routes-R2', 'notifications-page-N2']],
    ['/admin_dashboard/notifications', ['dashboard-routes-R2', 'notifications-page-N2']],
    ['/backer_dashboard/kyc', ['dashboard-routes-R2', 'kyc-page-K1']],
    ['/admin_dashboard/kyc', ['dashboard-routes-R2', 'admin-kyc-page-K2']],
    ['/login/', ['login-L1']],
    ['/login?next=%2Fdashboard', ['login-L1']],
  ])('%s: the shell with its own preloads', async (url, routeChunks) => {
    const response = await page(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(modulePreloads(response.headers.link)).toEqual(['index-E1', ...routeChunks]);
  });

  it('gives the home and known property pages their lead picture, other pages none', async () => {
    expect((await page('/')).headers.link).toContain('</images/hero-1600.webp>; rel=preload; as=image;');
    expect((await page('/properties/sea-breeze-villa')).headers.link).toContain('</images/properties/sea-breeze-villa/1-640.webp>; rel=preload; as=image;');
    expect((await page('/properties/any-other-id')).headers.link).not.toContain('as=image');
  });

  it.each(['/no/such/page', '/admin_dashboard/nope', '/proposer_dashboard/kyc', '/properties/a/b', '/index.html', '/.vite/manifest.json'])(
    'answers %s, a path the app does not know, with the shell (the app shows its 404) and no preloads',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers.link).toBeUndefined();
    },
  );

  it('revalidates a page with a 304, keeping its preloads', async () => {
    const first = await page('/properties', { 'accept-encoding': 'gzip' });
    const again = await page('/properties', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.link).toBe(first.headers.link);
    expect(gunzipSync(first.rawPayload).toString()).toBe(SHELL);
  });

  it.each([
    ['/backer/profile', '/backer_dashboard/profile'],
    ['/admin/settings', '/admin_dashboard/settings'],
    ['/guest/profile', '/login'],
    ['/guest/settings', '/login'],
    ['/knowledge-center', '/whitepaper.pdf'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await page(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('asks the status check of every property page, with the decoded id, and answers its status', async () => {
    checked.length = 0;
    const missing = await page('/properties/no-such-home', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    // The shell still goes out, preloading the app's not-found page, which the app shows at once.
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(SHELL);
    expect(modulePreloads(missing.headers.link)).toEqual(['index-E1', 'not-found-N1']);
    expect(modulePreloads((await page('/properties/sold-and-gone')).headers.link)).toEqual(['index-E1', 'not-found-N1']);
    // A 404 is never turned into a 304.
    expect((await page('/properties/no-such-home', { 'if-none-match': missing.headers.etag as string })).statusCode).toBe(404);
    expect((await page('/properties/sold-and-gone')).statusCode).toBe(404);
    expect((await page('/properties/sea-breeze-villa')).statusCode).toBe(200);
    expect((await page('/properties/caf%C3%A9-house/')).statusCode).toBe(200);
    await page('/properties');
    await page('/login');
    expect(checked).toEqual(['no-such-home', 'sold-and-gone', 'no-such-home', 'sold-and-gone', 'sea-breeze-villa', 'café-house']);
  });

  it('serves a property page with its own status when the check fails', async () => {
    for (const id of ['broken-check', 'slow-broken-check']) {
      const response = await page(`/properties/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });

  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', ROBOTS],
    ['/favicon.svg', 'image/svg+xml', FAVICON],
    ['/whitepaper.pdf', 'application/pdf', PDF.toString()],
    ['/images/properties/sea-breeze-villa/1-640.webp', 'image/webp', 'RIFF....WEBP'],
    ['/images/hero%20800.webp', 'image/webp', 'RIFF....WEBP'],
  ])('serves the public file %s, typed %s and cached for 5 minutes', async (url, type, body) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(body);
    expect(response.headers.link).toBeUndefined();
    expect((await page(url, { 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
  });

  it('compresses a public file worth compressing', async () => {
    const response = await page('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(FAVICON);
  });

  it.each(['/assets/missing-Zz9.js', '/assets/', '/assets/nested/missing.css', '/images/nope.webp', '/assets/missing.js?v=1'])(
    'answers a missing file (%s) with a short JSON 404, not the shell',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await page(url, {}, method);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cache-control']).toBeUndefined();
        if (method === 'GET')
          expect(response.json()).toEqual({ message: 'There is no file at this address.', detail: 'There is no file at this address.', code: 'not_found' });
      }
    },
  );

  it('leaves API paths and other methods to their JSON 404s', async () => {
    const api = await page('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found', message: 'There is no API endpoint at GET /api/nope.' });
    const post = await page('/properties', {}, 'POST');
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers paths longer than a route parameter may be', async () => {
    const response = await page(`/${'a'.repeat(300)}/${'b'.repeat(300)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});
