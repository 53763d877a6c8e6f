import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the public listing, in the style of src/server/hostile-input.test.ts: 500
 * generated query strings for the list and 500 generated ids for a property. Never a 5xx, always
 * {message, detail, code} on failure with no stack or SQL text, pages never longer than asked,
 * and the table unchanged.
 */

const RUNS = 500;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const propertyRows = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from properties`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const part = fc.oneof(
  fc.constantFrom(...sqlFragments, ...scriptFragments),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e2',
    '1e400',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    ' 5 ',
    '9007199254740993',
    'villa',
    'Villa',
    'price-asc',
    '%',
    '_',
    '\\',
    '[]',
    'null',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const NAMES = ['search', 'location', 'type', 'min_price', 'max_price', 'bedrooms', 'bathrooms', 'sort', 'page', 'page_size'];

describe('hostile input to the listing', () => {
  it(`GET /api/properties: ${RUNS} hostile query strings`, async () => {
    const before = await propertyRows();
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom(...NAMES, 'sort[]', 'page[x]', '__proto__', 'constructor', 'x'), part), { maxLength: 6 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('sort=newest&sort=featured', 'page', '&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`, `search=${'a'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/properties?${search}` });
        const body = expectSafeAnswer(response, `properties ?${search}`);
        expect([200, 400, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) expect((body.items as unknown[]).length).toBeLessThanOrEqual(body.page_size as number);
      }),
      { numRuns: RUNS },
    );
    expect(await propertyRows()).toBe(before);
  });

  it(`GET /api/properties/:id: ${RUNS} hostile ids`, async () => {
    const id = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments, '%00', '..%2F..%2Fetc%2Fpasswd', '%zz', 'featured%20', 'a'.repeat(99)),
      fc.string({ minLength: 1, maxLength: 80 }).map(encodeLikeABrowser),
    );
    await fc.assert(
      fc.asyncProperty(id, async (raw) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/properties/${raw}` });
        expectSafeAnswer(response, `property ${raw}`);
        expect([200, 400, 404, 422], response.body).toContain(response.statusCode);
      }),
      { numRuns: RUNS },
    );
  });
});
