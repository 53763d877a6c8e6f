import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { acceptedEncodings } from './web-pages.ts';

/* Pages and hashed assets from memory: caching headers, ETags, and compressed versions by Accept-Encoding. */

let t: TestApp;
let webRoot: string;
const BIG_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "sharestead-${i % 7}";`).join('\n');
const TINY_JS = 'export{};';
const SHELL = `<!doctype html><html lang="en"><head><title>Sharestead</title>${'<meta name="x" content="padding">'.repeat(30)}</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sharestead-webpages-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), SHELL);
  await writeFile(path.join(webRoot, 'assets', 'big-AbC123.js'), BIG_JS);
  await writeFile(path.join(webRoot, 'assets', 'tiny-XyZ789.js'), TINY_JS);
  await mkdir(path.join(webRoot, 'images', 'properties', 'sea-breeze-villa'), { recursive: true });
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

describe('the page shell', () => {
  it('is revalidated every time, compressed for browsers, and 304 when unchanged', async () => {
    for (const url of ['/', '/properties']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
      const again = await get(url, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    expect((await get('/')).body).toBe(SHELL);
  });
});

describe('page preloads (page-preloads.test.ts has the rules)', () => {
  it('go out in the Link header of the page they are for', async () => {
    expect((await get('/')).headers.link).toContain('</images/hero-1600.webp>; rel=preload; as=image;');
    expect((await get('/properties/sea-breeze-villa?from=search')).headers.link).toContain(
      '</images/properties/sea-breeze-villa/1-640.webp>; rel=preload; as=image;',
    );
    // This web root has no build manifest, so pages without a lead picture name nothing.
    expect((await get('/login')).headers.link).toBeUndefined();
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
