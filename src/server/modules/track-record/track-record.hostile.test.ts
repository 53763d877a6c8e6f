import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser, openTestMarket, type TestUser } from '../../test/factories.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the track-record module: 500 generated ids for each route (unknown UUIDs,
 * near misses of real ids, SQL and script fragments, noise) and 500 hostile query strings. Never a
 * 5xx, always {message, detail, code}; only the real id of the route's kind answers 200, with the
 * figures it answers without a query; nothing is ever written.
 */

const RUNS = 500;

let t: TestApp;
let proposer: TestUser;
let backer: TestUser;
const real = { deal: '' };

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  backer = await registerTestUser(t.app, 'backer');
  real.deal = (await fundedTestDeal(t, proposer, { amounts: [10_000_00n], projection: [{ quarter: '2030-Q1', amount: 500_00n }] })).deal.id;
});
afterAll(() => t.close());

/** Everything a read must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(d::text, ',' order by d.id), '')) from deals d) as deals,
      (select count(*)::int from ledger_transfers) as transfers,
      (select count(*)::int from audit_events) as audit,
      (select count(*)::int from notifications) as notifications`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

const ROUTES = [
  { label: 'GET /api/deals/:id/performance', path: (id: string) => `/api/deals/${id}/performance`, real: () => real.deal },
  { label: 'GET /api/proposers/:id', path: (id: string) => `/api/proposers/${id}`, real: () => proposer.id },
];

describe('hostile ids', () => {
  it.each(ROUTES)(`$label: ${RUNS} generated ids`, async (route) => {
    const nearMisses = fc
      .tuple(
        fc.constant(null).map(() => route.real()),
        fc.constantFrom<(id: string) => string>(
          (id) => id.slice(0, -1),
          (id) => `${id}0`,
          (id) => `${id}%20`,
          (id) => id.replaceAll('-', ''),
          (id) => `${id}'`,
          (id) => `${id}%00`,
        ),
      )
      .map(([id, change]) => change(id));
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).map(() => route.real()), weight: 1 },
      { arbitrary: fc.constant(null).map(() => route.real().toUpperCase()), weight: 1 },
      // The other route's real id, and a backer's: of the wrong kind.
      { arbitrary: fc.constantFrom(real.deal, proposer.id, backer.id), weight: 1 },
      { arbitrary: fc.uuid(), weight: 2 },
      { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments).map(encodeLikeABrowser), weight: 2 },
      { arbitrary: fc.string({ maxLength: 40 }).map(encodeLikeABrowser), weight: 2 },
      { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeLikeABrowser), weight: 1 },
      {
        arbitrary: fc.constantFrom('0', '-1', '1e400', 'null', '%zz', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000', 'a'.repeat(5000)),
        weight: 1,
      },
      { arbitrary: nearMisses, weight: 2 },
    );
    const expected = (await t.app.inject({ method: 'GET', url: route.path(route.real()) })).json();
    const before = await state();
    await fc.assert(
      fc.asyncProperty(ids, fc.boolean(), async (id, signedIn) => {
        const url = route.path(id);
        const response = await t.app.inject({ method: 'GET', url, headers: signedIn ? { authorization: `Bearer ${backer.token}` } : {} });
        const body = expectSafeAnswer(response, `${url.slice(0, 200)}`);
        if (id.toLowerCase() === route.real()) {
          expect(response.statusCode).toBe(200);
          expect(body).toEqual(expected);
        } else {
          expect([400, 404], `${url} → ${response.body}`).toContain(response.statusCode);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
  });
});

describe('hostile query strings', () => {
  it.each(ROUTES)(`$label: ${RUNS} hostile query strings change nothing and answer the same figures`, async (route) => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'null', '[]', '1', '-1', '1e400', 'NaN', 'true', '2027-Q1'),
      fc.uuid(),
      fc.string({ maxLength: 30 }),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('quarter', 'currency', 'from', 'to', 'proposer_id', '__proto__', 'constructor', 'page', 'x[]'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`),
    );
    const expected = (await t.app.inject({ method: 'GET', url: route.path(route.real()) })).json();
    const before = await state();
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await t.app.inject({ method: 'GET', url: `${route.path(route.real())}?${search}` });
        const body = expectSafeAnswer(response, `?${search.slice(0, 300)}`);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) expect(body).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
  });
});
