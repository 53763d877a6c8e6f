import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTotals } from './totals.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments, UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input to GET /api/dashboard/overview, in the style of the other *.hostile.test.ts:
 * RUNS generated query strings, methods, bodies and authorization headers. Never a 5xx, always
 * {message, detail, code} without stack or SQL text on a refusal, the figures on a success, and
 * the running totals untouched by any of it.
 */

const RUNS = 300;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'proposer@sharestead.test', password: 'Proposer123!', role: 'proposer' },
  });
  token = login.json().access_token;
});
afterAll(async () => {
  await t.close();
});

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...sqlFragments, ...scriptFragments));
const queryString = fc
  .array(fc.tuple(text, text), { maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${encodeLikeABrowser(name)}=${encodeLikeABrowser(value)}`).join('&'));
const authorization = fc.oneof(
  { arbitrary: fc.constant('valid'), weight: 4 },
  { arbitrary: fc.constantFrom(undefined, '', 'Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'bearer x'), weight: 2 },
  { arbitrary: text.map((value) => `Bearer ${value}`), weight: 1 },
);

/** Whether a JSON value holds a `__proto__` key or `constructor.prototype`, anywhere. */
function poisoned(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' || (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) || poisoned(inner),
  );
}

describe('GET /api/dashboard/overview with hostile input', () => {
  it('answers safely whatever the query, method, body and token, and changes nothing', async () => {
    const before = await readTotals(t.database.db);
    await fc.assert(
      fc.asyncProperty(
        queryString,
        authorization,
        fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
        fc.option(fc.jsonValue({ maxDepth: 2 })),
        async (query, auth, method, body) => {
          const header = auth === 'valid' ? `Bearer ${token}` : auth;
          const response = await t.app.inject({
            method: method as 'GET',
            url: `/api/dashboard/overview${query ? `?${query}` : ''}`,
            headers: header === undefined ? {} : { authorization: header },
            ...(body === null || method === 'GET' || method === 'HEAD'
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { authorization: header }) } }),
          });
          const context = `${method} ?${query} auth=${String(header).slice(0, 40)}`;
          if (method === 'HEAD') {
            expect(response.statusCode, context).toBeLessThan(500);
            return;
          }
          const answer = expectSafeAnswer(response, context);
          // The JSON parser refuses a prototype-poisoning body before any route is looked up.
          if (method !== 'GET' && body !== null && poisoned(body)) expect([response.statusCode, answer.code], context).toEqual([400, 'invalid_json']);
          else if (method !== 'GET') expect(response.statusCode, context).toBe(404);
          else if (auth === 'valid') {
            expect(response.statusCode, context).toBe(200);
            expect(answer).toHaveProperty('total_investments');
          } else expect(response.statusCode, context).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await readTotals(t.database.db)).toEqual(before);
  });
});
