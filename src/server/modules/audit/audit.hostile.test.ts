import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { adminToken } from '../../test/factories.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments, UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input to the admin's lists GET /api/admin/audit-log and GET /api/admin/users, in the
 * style of the other *.hostile.test.ts: RUNS generated query strings (the filters' names with SQL
 * and script fragments, LIKE patterns, edge numbers, repeated and bracketed keys, broken escapes)
 * and authorization headers. Never a 5xx, always {message, detail, code} without stack or SQL
 * text on a refusal, at most a page of rows on a success, and neither table changed by any of it.
 */

const RUNS = 300;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  token = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...sqlFragments, ...scriptFragments),
  fc.constantFrom('', ' ', '0', '-1', '101', '1e2', '1e400', 'NaN', '0x10', '1.5', '[]', '{}', 'null', '%_%', '\\', '00000000-0000-4000-8000-000000000000'),
  fc.uuid(),
  fc.integer().map(String),
);

/** A query string of the route's own parameters and others, mostly well-formed pairs, some raw text. */
function queries(names: string[]) {
  return fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...names, `${names[0]}[]`, `${names[1]}[x]`, '__proto__', 'sort'), text), { maxLength: 5 })
        .map((pairs) => pairs.map(([name, value]) => `${encodeLikeABrowser(name)}=${encodeLikeABrowser(value)}`).join('&')),
      weight: 5,
    },
    { arbitrary: fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'page=1&page=2',
        `${names[2]}=a&${names[2]}=b`,
        '&&&',
        '=',
        '%',
        '%zz',
        `${names[2]}=%E0%A4%A`,
        `${names[3]}=${'9'.repeat(5000)}`,
      ),
      weight: 1,
    },
  );
}

const authorization = fc.oneof(
  { arbitrary: fc.constant('valid'), weight: 5 },
  { arbitrary: fc.constantFrom(undefined, '', 'Bearer', 'Bearer a.b.c', 'Basic YWRtaW46YWRtaW4='), weight: 1 },
);

const ROUTES = [
  { url: '/api/admin/audit-log', names: ['page', 'page_size', 'actor', 'deal'] },
  { url: '/api/admin/users', names: ['page', 'page_size', 'search', 'role'] },
];

describe.each(ROUTES)('GET $url with hostile input', ({ url, names }) => {
  it(`answers ${RUNS} hostile query strings safely and changes nothing`, async () => {
    const count = async () => [(await t.database.db.select().from(auditEvents)).length, (await t.database.db.select().from(users)).length];
    const before = await count();
    await fc.assert(
      fc.asyncProperty(queries(names), authorization, async (search, auth) => {
        const headers = auth === 'valid' ? { authorization: `Bearer ${token}` } : auth === undefined ? {} : { authorization: auth };
        const response = await t.app.inject({ method: 'GET', url: `${url}?${search}`, headers });
        const body = expectSafeAnswer(response, `${url}?${search}`);
        if (auth !== 'valid') expect(response.statusCode).toBe(401);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) {
            expect((body.items as unknown[]).length).toBeLessThanOrEqual(body.page_size as number);
            expect(body.total).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(await count()).toEqual(before);
  });
});
