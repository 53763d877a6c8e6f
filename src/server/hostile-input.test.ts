import fc from 'fast-check';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './modules/auth/tokens.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './test/test-app.ts';
import { expectSafeAnswer, hostileRequest, hostileValue, sqlFragments, scriptFragments, UNLIMITED_ENV } from './test/hostile.ts';

/*
 * Property-based hostile input: for every API route, at least 500 generated requests
 * (wrong types, missing and extra fields, huge strings, unicode, nulls, nested objects,
 * SQL and script fragments, edge numbers, invalid JSON, wrong content types).
 * Whatever arrives: never a 5xx, always {message, detail}, no stack or SQL text,
 * and no stored row from a rejected request.
 */

const RUNS = 500;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
  });
  adminToken = login.json().access_token;
});
afterAll(async () => {
  await t.close();
});

async function countUsers(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from users`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0]!.n;
}

const emails = fc.oneof(fc.emailAddress(), fc.constantFrom('backer@sharestead.test', 'BACKER@sharestead.test', ' admin@sharestead.test '));
const roles = fc.constantFrom('admin', 'backer', 'proposer', 'ADMIN', ' Backer ');
const passwords = fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.constantFrom('Backer123!', 'Admin123!', 'password'));

/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD for them. */
const encode = (raw: string) =>
  encodeURIComponent(
    raw.replace(/[\uD800-\uDFFF]/g, (char, index: number, all: string) => {
      const code = char.charCodeAt(0);
      const next = all.charCodeAt(index + 1);
      const previous = all.charCodeAt(index - 1);
      const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : previous >= 0xd800 && previous < 0xdc00;
      return paired ? char : '\uFFFD';
    }),
  );

/** A declared media type that is not JSON: such a body is a 400, whatever it holds. */
const isForeignMediaType = (contentType: string | undefined) =>
  contentType !== undefined && contentType !== '' && !/^application\/json\s*(;|$)/i.test(contentType);

const injectBody = (url: string, request: { payload: string | undefined; contentType: string | undefined }) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
  });

describe('hostile input', () => {
  it(`POST /api/auth/login: ${RUNS} generated bodies`, async () => {
    const before = await countUsers();
    const arbitrary = hostileRequest({ email: emails, password: passwords, role: roles, remember: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const response = await injectBody('/api/auth/login', request);
        const body = expectSafeAnswer(response, `login ${request.contentType} ${request.payload?.slice(0, 200)}`);
        expect([200, 400, 401, 413, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) expect(typeof body.access_token).toBe('string');
      }),
      { numRuns: RUNS },
    );
    expect(await countUsers()).toBe(before);
  });

  it(`POST /api/auth/register: ${RUNS} generated bodies; only a 201 stores a row`, async () => {
    let created = 0;
    const before = await countUsers();
    const arbitrary = hostileRequest({
      user_type: fc.constantFrom('backer', 'proposer', 'admin', 'Backer'),
      first_name: fc.string({ minLength: 1, maxLength: 30 }),
      last_name: fc.string({ minLength: 1, maxLength: 30 }),
      email: emails,
      password: passwords,
      phone_number: fc.constantFrom('+91 98765 43210', '020-1234567', null),
      address: fc.string({ maxLength: 60 }),
      investment_preferences: fc.string({ maxLength: 60 }),
      risk_profile: fc.constantFrom('low', 'moderate', 'high', null),
      company_name: fc.string({ maxLength: 60 }),
      pitch_deck_url: fc.constantFrom('https://example.com/deck.pdf', 'http://x.y', null),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const rowsBefore = await countUsers();
        const response = await injectBody('/api/auth/register', request);
        const body = expectSafeAnswer(response, `register ${request.contentType} ${request.payload?.slice(0, 200)}`);
        expect([201, 400, 409, 413, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413], response.body).toContain(response.statusCode);
        const rowsAfter = await countUsers();
        if (response.statusCode === 201) {
          created++;
          expect(typeof body.access_token).toBe('string');
          expect(body.role).not.toBe('admin');
          expect(rowsAfter).toBe(rowsBefore + 1);
        } else {
          expect(rowsAfter, `a rejected registration stored a row: ${response.body}`).toBe(rowsBefore);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await countUsers()).toBe(before + created);
  });

  it(`GET /api/auth/me: ${RUNS} hostile Authorization headers`, async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    // Tokens signed with the real secret but carrying hostile claims reach the database lookup.
    const signedHostile = fc
      .record(
        { sub: hostileValue, jti: hostileValue, role: hostileValue, email: hostileValue, exp: fc.oneof(hostileValue, fc.constant(2_000_000_000)) },
        { requiredKeys: [] },
      )
      .chain((claims) => fc.constant(claims).map((value) => ({ claims: value })));
    const header = fc.oneof(
      fc.string(),
      fc.constantFrom('Bearer', 'Bearer ', 'Bearer  ', 'bearer x', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer ..', 'Bearer null'),
      fc.constantFrom(...sqlFragments, ...scriptFragments).map((fragment) => `Bearer ${fragment}`),
      fc.string({ unit: 'binary', maxLength: 100 }).map((value) => `Bearer ${value}`),
      fc.constant(`Bearer ${'a'.repeat(20_000)}`),
      fc.base64String({ maxLength: 200 }).map((value) => `Bearer ${value}.${value}.${value}`),
      // alg:none and a foreign key
      fc.constant('Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.'),
      signedHostile.map((value) => ({ sign: value.claims })),
    );
    await fc.assert(
      fc.asyncProperty(header, async (value) => {
        let authorization: string;
        if (typeof value === 'string') authorization = value;
        else {
          // Our issuer and audience, so the hostile claims get past the signature check to the session lookup.
          const jwt = new SignJWT({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, ...value.sign } as Record<string, unknown> as never).setProtectedHeader({
            alg: 'HS256',
          });
          authorization = `Bearer ${await jwt.sign(key).catch(() => 'unsignable')}`;
        }
        // HTTP header values cannot carry control characters; such a header never reaches a server.
        if (/[^\t\x20-\x7e\x80-\xff]/.test(authorization)) authorization = encode(authorization);
        const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
        expectSafeAnswer(response, `me ${authorization.slice(0, 200)}`);
        expect(response.statusCode, response.body).toBe(401);
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET /api/admin/users: ${RUNS} hostile query strings`, async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom(
        '',
        '1',
        '0',
        '-1',
        '100',
        '101',
        '1e2',
        '1e400',
        'NaN',
        'Infinity',
        '0x10',
        '1.5',
        ' 5 ',
        '9007199254740993',
        '[]',
        '{}',
        'null',
        'true',
      ),
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('page', 'page_size', 'search', 'role', 'page[]', 'page_size[x]', '__proto__', 'sort', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encode(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom(
        'page=1&page=2',
        'role=admin&role=backer',
        'page',
        '&&&',
        '=',
        '%',
        '%zz',
        'search=%E0%A4%A',
        `page_size=${'9'.repeat(5000)}`,
        `search=${'a'.repeat(5000)}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, signedIn) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/users?${search}`,
          headers: signedIn ? { authorization: `Bearer ${adminToken}` } : {},
        });
        const body = expectSafeAnswer(response, `users ?${search}`);
        if (!signedIn) expect(response.statusCode).toBe(401);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) expect((body.items as unknown[]).length).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET /api/health and unknown routes: ${RUNS} hostile requests`, async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS') as fc.Arbitrary<
      'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'
    >;
    const path = fc.oneof(
      fc.constant('/api/health'),
      fc.constantFrom(
        '/api',
        '/api/',
        '/api/auth',
        '/api/auth/logout',
        '/api/admin',
        '/api/admin/users/1',
        '/api/../etc/passwd',
        '/api/%2e%2e/',
        '/api/%zz',
        '/api/%00',
        '/api//health',
        '/api/health/',
      ),
      fc.string({ maxLength: 40 }).map((raw) => `/api/${encode(raw)}`),
      fc.constantFrom(...sqlFragments, ...scriptFragments).map((raw) => `/api/${encode(raw)}`),
    );
    const search = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 30 }).map((raw) => `?${encode(raw)}`),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    );
    await fc.assert(
      fc.asyncProperty(method, path, search, body, async (verb, pathname, query, payload) => {
        const response = await t.app.inject({
          method: verb,
          url: pathname + query,
          ...(payload !== undefined && verb !== 'GET' && verb !== 'HEAD' ? { payload, headers: { 'content-type': 'application/json' } } : {}),
        });
        const where = `${verb} ${pathname}${query}`;
        if (verb === 'HEAD') {
          expect(response.statusCode, where).toBeLessThan(500);
          return;
        }
        const answer = expectSafeAnswer(response, where, pathname + query);
        if (verb === 'GET' && pathname === '/api/health') {
          expect(response.statusCode, where).toBe(200);
          expect(answer).toEqual({ status: 'ok' });
        } else if (verb === 'POST' && pathname === '/api/auth/logout') {
          // A route now, that wants a token before anything else.
          expect([400, 401], where).toContain(response.statusCode);
        } else if (pathname !== '/api/health') {
          expect([400, 404, 413], where).toContain(response.statusCode);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile values in otherwise valid requests', () => {
  const fragments = [...sqlFragments, ...scriptFragments];
  const textFields = ['first_name', 'last_name', 'address', 'investment_preferences', 'company_name', 'password', 'phone_number', 'pitch_deck_url', 'email'];

  it('registers or rejects every fragment in every text field, storing exactly the accepted ones', async () => {
    let n = 0;
    for (const field of textFields) {
      for (const fragment of fragments) {
        n++;
        const before = await countUsers();
        const payload = {
          user_type: n % 2 ? 'backer' : 'proposer',
          first_name: 'Asha',
          last_name: 'Rao',
          email: `matrix-${n}@example.com`,
          password: 'terracotta-balcony-42',
          phone_number: '+91 98765 43210',
          address: '1 MG Road',
          investment_preferences: 'Rentals',
          company_name: 'Rao Estates',
          pitch_deck_url: 'https://example.com/deck.pdf',
          [field]: field === 'password' ? `${fragment}-long-enough` : fragment,
        };
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
        const body = expectSafeAnswer(response, `register ${field}=${JSON.stringify(fragment)}`);
        expect([201, 409, 422], response.body).toContain(response.statusCode);
        expect(await countUsers()).toBe(before + (response.statusCode === 201 ? 1 : 0));
        if (response.statusCode === 201) {
          // What was stored reads back as what was sent (no truncation or re-encoding surprises).
          const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token as string}` } });
          expect(me.statusCode, me.body).toBe(200);
        }
      }
    }
  });

  it('answers 401, never 5xx, for a correctly signed token whose claims are hostile', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const subjects = [
      'not-a-uuid',
      '',
      ' ',
      '00000000-0000-0000-0000-000000000000',
      ...sqlFragments,
      ...scriptFragments.filter((s) => !/[\uD800-\uDFFF]/.test(s)),
    ];
    const wellFormed = '00000000-0000-4000-8000-000000000000';
    // Each hostile text as the user (sub) and as the session (jti), beside a well-formed other half.
    for (const text of subjects) {
      for (const [sub, jti] of [
        [text, wellFormed],
        [wellFormed, text],
      ] as const) {
        const token = await new SignJWT({ email: 'x@example.com', name: 'X', avatar: null, role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setSubject(sub)
          .setJti(jti)
          .setIssuedAt(now)
          .setExpirationTime(now + 60)
          .sign(key);
        for (const url of ['/api/auth/me', '/api/admin/users']) {
          const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          const where = `${url} sub=${JSON.stringify(sub)} jti=${JSON.stringify(jti)}`;
          expectSafeAnswer(response, where);
          expect(response.statusCode, where).toBe(401);
        }
      }
    }
  });
});
