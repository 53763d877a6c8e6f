import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiUrl, SECURITY_HEADERS } from './plugins/security-headers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * Security headers on every kind of answer: pages, static files, API successes and every
 * kind of API error. Pages come from a tiny web root written here, so the test needs no build.
 */

let t: TestApp;
let webRoot: string;
let token: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'sharestead-webroot-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html data-theme="system"><title>Sharestead</title><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(webRoot, 'assets', 'app.js'), 'console.log("hi")');
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await createTestApp({ serveWeb: true, webRoot, env: { AUTH_REQUESTS_PER_MINUTE: '3', LOGIN_PAIR_MAX_FAILURES: '1' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' },
  });
  token = login.json().access_token;
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse, where: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, where).not.toBe('');
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name.toLowerCase(), values] as const;
    }),
  );
  const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSrc, `${where}: script-src`).toBeDefined();
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  expect(scriptSrc, where).not.toContain("'unsafe-eval'");
  expect(scriptSrc, where).not.toContain('*');
  expect(directives.get('object-src'), where).toEqual(["'none'"]);
  const framing = directives.get('frame-ancestors')?.join(' ') === "'none'" || response.headers['x-frame-options'] === 'DENY';
  expect(framing, `${where}: frame-ancestors 'none' or X-Frame-Options DENY`).toBe(true);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(String(response.headers['referrer-policy'] ?? ''), where).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(response.headers['x-powered-by'], where).toBeUndefined();
  // And the rest of the set (HSTS, COOP, CORP, Permissions-Policy, ...): every answer carries all of it.
  expect(response.headers, where).toMatchObject(SECURITY_HEADERS);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(String(response.headers['permissions-policy']), where).toContain(`${feature}=()`);
  }
}

/** No cache may keep an API answer, success or error; pages and files keep their own policy. */
function expectCachePolicy(response: LightMyRequestResponse, url: string) {
  if (isApiUrl(url)) expect(response.headers['cache-control'], `${url}: cache-control`).toBe('no-store');
  else expect(response.headers['cache-control'], `${url}: cache-control`).not.toBe('no-store');
}

describe('security headers', () => {
  it.each([
    ['home page', '/'],
    ['an app route', '/properties'],
    ['a deep app route', '/backer_dashboard/overview?tab=1'],
    ['a dashboard page', '/backer_dashboard/stats'],
    ['a property page', '/properties/sea-breeze-villa-anjuna'],
    ['an unknown page (the app shows its 404)', '/no/such/page'],
    ['a hashed asset', '/assets/app.js'],
    ['robots.txt', '/robots.txt'],
  ])('on %s (%s)', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, url);
    expectCachePolicy(response, url);
  });

  it.each([
    ['a missing asset (a JSON 404, not the page shell)', '/assets/missing-AbC123.js', 404],
    ['a redirect', '/knowledge-center', 302],
    ['a user-menu redirect', '/guest/profile', 302],
  ])('on %s (%s)', async (_name, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json()).toMatchObject({ message: expect.any(String), detail: expect.any(String), code: 'not_found' });
    expectSecurityHeaders(response, url);
  });

  it('on API successes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(health, 'health');
    expectCachePolicy(health, '/api/health');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me, 'me');
    expectCachePolicy(me, '/api/auth/me');
    const openapi = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expectCachePolicy(openapi, '/api/openapi.json');
  });

  it('keeps the hashed assets cacheable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['401 no token', { method: 'GET', url: '/api/auth/me' }, 401],
    ['403 wrong role', { method: 'GET', url: '/api/admin/users', auth: true }, 403],
    ['404 unknown API route', { method: 'GET', url: '/api/nope' }, 404],
    ['404 the API root', { method: 'GET', url: '/api?x=1' }, 404],
    ['404 POST to a page', { method: 'POST', url: '/properties', payload: '{}' }, 404],
    ['400 invalid JSON', { method: 'POST', url: '/api/auth/login', payload: '{"email":', contentType: 'application/json' }, 400],
    ['400 not JSON', { method: 'POST', url: '/api/auth/login', payload: 'a=b', contentType: 'text/plain' }, 400],
    ['400 undecodable URL', { method: 'GET', url: '/api/%zz' }, 400],
    [
      '413 body too large',
      { method: 'POST', url: '/api/auth/login', payload: JSON.stringify({ email: 'a'.repeat(110_000) }), contentType: 'application/json' },
      413,
    ],
    ['422 invalid body', { method: 'POST', url: '/api/auth/register', payload: '{}', contentType: 'application/json' }, 422],
  ] as const)('on API errors: %s', async (_name, request, status) => {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      ...('payload' in request ? { payload: request.payload } : {}),
      headers: {
        ...('contentType' in request ? { 'content-type': request.contentType } : {}),
        ...('auth' in request ? { authorization: `Bearer ${token}` } : {}),
      },
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String), detail: expect.any(String) });
    expectSecurityHeaders(response, `${request.method} ${request.url}`);
    expectCachePolicy(response, request.url);
  });

  it('on 429 from the per-address limit', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: '198.51.100.200' });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
    expectSecurityHeaders(last!, '429');
    expectCachePolicy(last!, '/api/auth/login');
  });

  it('on 429 from the failed-login limit', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'backer@sharestead.test', password, role: 'backer' },
        remoteAddress: '198.51.100.201',
      });
    expect((await attempt('a wrong guess')).statusCode).toBe(401);
    const locked = await attempt('Backer123!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
    expectSecurityHeaders(locked, 'login 429');
    expectCachePolicy(locked, '/api/auth/login');
  });
});
