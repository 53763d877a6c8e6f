import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { insertTestProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the public forms, in the style of src/server/hostile-input.test.ts: at least
 * 500 generated requests to each route (wrong types, missing and extra fields, huge strings,
 * unicode, nulls, nested objects, SQL and script fragments, edge numbers, invalid JSON, wrong
 * content types). Never a 5xx, always {message, detail, code}, no stack or SQL text, and no row
 * stored from a rejected request. FORMS_PER_HOUR is raised so the limit hides nothing.
 */

const RUNS = 500;
type Table = 'contact_messages' | 'property_enquiries' | 'newsletter_subscriptions';

let t: TestApp;
let propertyId: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  propertyId = (await insertTestProperty(t.database.db)).id;
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

async function rows(table: Table): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const send = (url: string, request: HostileRequest) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
  });

const text = (maxLength: number) => fc.string({ minLength: 1, maxLength });
const phones = fc.constantFrom('+91 98450 12345', '020-1234567', '', '   ', null);
const emails = fc.oneof(fc.emailAddress(), fc.constantFrom('Reader@Example.com', ' reader@example.com ', 'reader@example.com'));

/**
 * Sends `RUNS` generated requests to a form and checks each answer: safe, one of `allowed`, a
 * 400/413 for a body that does not claim to be JSON, and the table growing only on a 201.
 */
async function assertHostileForm(
  table: Table,
  url: fc.Arbitrary<string>,
  valid: Record<string, fc.Arbitrary<unknown>>,
  allowed: number[],
  /** A repeated newsletter address is a 201 that stores nothing new. */
  storesOnCreated: 'one' | 'at most one',
) {
  let created = 0;
  await fc.assert(
    fc.asyncProperty(url, hostileRequest(valid), async (target, request) => {
      const before = await rows(table);
      const response = await send(target, request);
      const body = expectSafeAnswer(response, `${target} ${request.contentType} ${request.payload?.slice(0, 200)}`);
      expect(allowed, response.body).toContain(response.statusCode);
      // A "." or ".." id is resolved away by the URL parser, so that request reaches no route (a 404).
      const reachesRoute = !/\/\.\.?\//.test(target);
      if (reachesRoute && request.payload && isForeignMediaType(request.contentType)) expect([400, 413], response.body).toContain(response.statusCode);
      const after = await rows(table);
      if (response.statusCode === 201) {
        created++;
        expect(typeof (body.id ?? body.email)).toBe('string');
        if (storesOnCreated === 'one') expect(after).toBe(before + 1);
        else expect(after - before).toBeGreaterThanOrEqual(0);
        expect(after - before).toBeLessThanOrEqual(1);
      } else {
        expect(after, `a rejected request stored a row: ${response.body}`).toBe(before);
      }
    }),
    { numRuns: RUNS },
  );
  // The generators are not so hostile that nothing ever gets through.
  expect(created).toBeGreaterThan(0);
}

describe('hostile input to the public forms', () => {
  it(`POST /api/contact: ${RUNS} generated bodies; only a 201 stores a row`, async () => {
    await assertHostileForm(
      'contact_messages',
      fc.constant('/api/contact'),
      { name: text(40), email: emails, phone: phones, subject: text(60), message: text(300) },
      [201, 400, 413, 422],
      'one',
    );
  });

  it(`POST /api/properties/:id/enquiries: ${RUNS} generated bodies and ids; only a 201 stores a row`, async () => {
    const ids = fc.oneof(
      { arbitrary: fc.constant(propertyId), weight: 6 },
      { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments).map(encodeLikeABrowser), weight: 2 },
      { arbitrary: fc.string({ maxLength: 40 }).map(encodeLikeABrowser), weight: 1 },
      { arbitrary: fc.constantFrom('no-such-home', propertyId.toUpperCase(), `${propertyId}%20`, '%00', '%zz', '..%2F..%2Fetc'), weight: 1 },
    );
    await assertHostileForm(
      'property_enquiries',
      ids.map((id) => `/api/properties/${id}/enquiries`),
      { name: text(40), email: emails, phone: phones, message: text(300) },
      [201, 400, 404, 413, 422],
      'one',
    );
  });

  it(`POST /api/newsletter: ${RUNS} generated bodies; a 201 stores at most one row`, async () => {
    await assertHostileForm('newsletter_subscriptions', fc.constant('/api/newsletter'), { email: emails }, [201, 400, 413, 422], 'at most one');
  });

  it(`GET /api/admin/messages: ${RUNS} hostile query strings`, async () => {
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
        'contact',
        'enquiry',
        'newsletter',
        'Contact',
        '[]',
        'null',
      ),
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('page', 'page_size', 'kind', 'kind[]', 'page[x]', '__proto__', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('kind=contact&kind=enquiry', 'page', '&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, signedIn) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/messages?${search}`,
          headers: signedIn ? { authorization: `Bearer ${adminToken}` } : {},
        });
        const body = expectSafeAnswer(response, `messages ?${search}`);
        if (!signedIn) expect(response.statusCode).toBe(401);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) expect((body.items as unknown[]).length).toBeLessThanOrEqual(body.page_size as number);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile values in otherwise valid messages', () => {
  const fragments = [...sqlFragments, ...scriptFragments];
  const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345', subject: 'A question', message: 'Hello' };

  it('stores or rejects every fragment in every text field of a contact message, and reads back what it stored', async () => {
    for (const field of ['name', 'email', 'phone', 'subject', 'message'] as const) {
      for (const fragment of fragments) {
        const before = await rows('contact_messages');
        const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, [field]: fragment } });
        const body = expectSafeAnswer(response, `contact ${field}=${JSON.stringify(fragment)}`);
        expect([201, 422], response.body).toContain(response.statusCode);
        expect(await rows('contact_messages')).toBe(before + (response.statusCode === 201 ? 1 : 0));
        if (response.statusCode !== 201) continue;
        // What was stored reads back exactly as sent (trimmed), through the admin's list.
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/admin/messages?kind=contact&page_size=5',
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const item = (list.json().items as Record<string, unknown>[]).find((candidate) => candidate.id === body.id);
        expect(item?.[field]).toBe(fragment.trim() || null);
      }
    }
  });
});
