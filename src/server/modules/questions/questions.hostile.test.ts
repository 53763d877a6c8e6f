import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, openTestMarket, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  foreignIds,
  hostileRequest,
  type HostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
} from '../../test/hostile.ts';
import type { TestApp } from '../../test/test-app.ts';
import { succeedAs } from '../../test/requests.ts';

/*
 * Hostile input for the questions module, in the style of distributions.hostile.test.ts: 500
 * generated bodies for each route that takes one (wrong types, missing and extra fields, huge
 * texts, unicode, SQL and script fragments, invalid JSON, wrong content types), 500 generated ids
 * for every route with an id, and 500 hostile query strings for a deal's list. Never a 5xx, always
 * {message, detail, code}; what is accepted is stored exactly as sent (trimmed), and a refused
 * request stores nothing: no question, answer, hide, notification or audit event.
 */

const RUNS = 500;

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let backer: TestUser;
/** Real ids, of each kind the routes take; `open` is replaced once a run answers or hides it. */
const real = { deal: '', draft: '', open: '', answered: '', hidden: '' };

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  real.deal = (await createLiveTestDeal(t.app, t.database.db, own)).id;
  real.draft = (await ok('/api/deals', own.token, TEST_DEAL_FORM)).id as string;
  real.open = await asked();
  real.answered = await asked();
  await ok(`/api/questions/${real.answered}/answer`, own.token, { body: 'Yes.' });
  real.hidden = await asked();
  await ok(`/api/admin/questions/${real.hidden}/hide`, admin, { reason: 'Abuse.' });
});
afterAll(async () => {
  await t.close();
});

const ok = (url: string, token: string, body: object) => succeedAs(t.app, 'POST', url, token, body);

const asked = async () => (await ok(`/api/deals/${real.deal}/questions`, backer.token, { body: 'Is the lease registered?' })).id as string;

/** What a refused request must leave as it was: every question as stored, and what a step writes beside it. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select count(*)::int from questions) as questions,
      (select md5(coalesce(string_agg(q::text, ',' order by q.id), '')) from questions q) as stored,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from audit_events) as audit`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

type Caller = 'anonymous' | 'backer' | 'own' | 'other' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, backer: backer.token, own: own.token, other: other.token, admin })[caller];

const send = (url: string, caller: Caller, request: HostileRequest) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      ...(tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {}),
    },
  });

/** Texts as people write them, and as attackers do: all of these are stored as sent once trimmed, if they are storable and 1 to 2,000 characters. */
const texts = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 80 }), weight: 4 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(' padded ', '\n\tWhy?\n', 'x'.repeat(2000), 'x'.repeat(2001), ` ${'é'.repeat(2000)} `, '😀'.repeat(1000), '😀'.repeat(1001)),
    weight: 1,
  },
);

const callers = fc.oneof(
  { arbitrary: fc.constantFrom<Caller>('own', 'admin'), weight: 10 },
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other'), weight: 3 },
);

/** What was sent in the field, if the request was JSON carrying it. */
function sentText(request: HostileRequest, field: string): unknown {
  return (JSON.parse(request.payload!) as Record<string, unknown>)[field];
}

describe('hostile bodies', () => {
  it(`POST /api/deals/:id/questions: ${RUNS} generated bodies; only a 201 stores a question, exactly as sent but trimmed`, async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest({ body: texts }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/deals/${real.deal}/questions`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        if (caller === 'anonymous') expect(response.statusCode).toBe(401);
        else expect([201, 400, 413, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType) && caller !== 'anonymous') expect([400, 413]).toContain(response.statusCode);
        const after = await state();
        if (response.statusCode === 201) {
          created++;
          expect(body.body).toBe((sentText(request, 'body') as string).trim());
          expect(body).toMatchObject({ deal_id: real.deal, answer: null, hidden: null });
          expect(after).toMatchObject({ questions: (before.questions as number) + 1, audit: before.audit });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    // The generators are not so hostile that nothing ever gets through.
    expect(created).toBeGreaterThan(0);
  });

  it(`POST /api/questions/:id/answer: ${RUNS} generated bodies; only a 200 answers, exactly as sent but trimmed`, async () => {
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest({ body: texts }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/questions/${real.open}/answer`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = { anonymous: [401], backer: [400, 403, 413, 422], other: [400, 403, 413, 422], own: [200, 400, 413, 422], admin: [200, 400, 413, 422] }[
          caller
        ];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          answered++;
          expect(body.answer).toMatchObject({ body: (sentText(request, 'body') as string).trim(), by: caller === 'admin' ? 'sharestead' : 'sponsor' });
          expect(await state()).toMatchObject({ questions: before.questions, audit: before.audit });
          // The next run meets an open question again.
          real.open = await asked();
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(answered).toBeGreaterThan(0);
  });

  it(`POST /api/admin/questions/:id/hide: ${RUNS} generated bodies; only a 200 hides, with the reason as sent but trimmed, and audits it`, async () => {
    let hidden = 0;
    const reasons = fc.oneof({ arbitrary: texts, weight: 4 }, { arbitrary: fc.constantFrom('x'.repeat(1000), 'x'.repeat(1001)), weight: 1 });
    await fc.assert(
      fc.asyncProperty(hostileRequest({ reason: reasons }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/admin/questions/${real.open}/hide`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = caller === 'anonymous' ? [401] : caller === 'admin' ? [200, 400, 413, 422] : [403];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          hidden++;
          expect(body.hidden).toMatchObject({ reason: (sentText(request, 'reason') as string).trim() });
          expect(await state()).toMatchObject({ questions: before.questions, notifications: before.notifications, audit: (before.audit as number) + 1 });
          real.open = await asked();
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(hidden).toBeGreaterThan(0);
  });
});

interface IdRoute {
  method: 'GET' | 'POST';
  path: (id: string) => string;
  /** The real ids this route acts on; every other id must be refused. */
  accepts: () => string[];
  callers: Caller[];
  body?: object;
}

const ID_ROUTES: IdRoute[] = [
  // The draft is its proposer's and the admin's to see (its list is empty).
  { method: 'GET', path: (id) => `/api/deals/${id}/questions`, accepts: () => [real.deal, real.draft], callers: ['anonymous', 'backer', 'own', 'admin'] },
  { method: 'POST', path: (id) => `/api/deals/${id}/questions`, accepts: () => [real.deal], callers: ['backer', 'own', 'admin'], body: { body: 'Why?' } },
  {
    method: 'POST',
    path: (id) => `/api/questions/${id}/answer`,
    accepts: () => [real.open, real.answered, real.hidden],
    callers: ['own', 'admin'],
    body: { body: 'Because.' },
  },
  {
    method: 'POST',
    path: (id) => `/api/admin/questions/${id}/hide`,
    accepts: () => [real.open, real.answered, real.hidden],
    callers: ['admin'],
    body: { reason: 'Abuse.' },
  },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES.map((route) => ({ ...route, label: route.path(':id') })))(`$method $label: ${RUNS} generated ids`, async (route) => {
    const allIds = () => [real.deal, real.draft, real.open, real.answered, real.hidden];
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds())), weight: 3 },
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds()).map((id) => id.toUpperCase())), weight: 1 },
      { arbitrary: foreignIds(() => real.answered), weight: 8 },
    );
    const routeCallers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(ids, routeCallers, async (id, caller) => {
        const before = await state();
        const url = route.path(id);
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {},
          ...(route.body ? { payload: route.body } : {}),
        });
        expectSafeAnswer(response, `${caller} ${route.method} ${url.slice(0, 200)}`);
        expect([200, 201, 400, 401, 403, 404, 409, 422], response.body).toContain(response.statusCode);
        // A UUID is the same id in either case; anything else that is not a real id of the route's kind is refused.
        if (!route.accepts().includes(id.toLowerCase())) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        const after = await state();
        if (response.statusCode >= 400 || route.method === 'GET') expect(after, `${url} → ${response.body}`).toEqual(before);
        else if (response.statusCode === 201) expect(after).toMatchObject({ questions: (before.questions as number) + 1 });
        // An answer or a hide closes the open question: the next runs meet a fresh one.
        if (response.statusCode === 200 && route.method === 'POST') real.open = await asked();
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile query strings', () => {
  it(`GET /api/deals/:id/questions: ${RUNS} hostile query strings change nothing and answer the list`, async () => {
    const part = fc.oneof(
      fc.constant(null).map(() => real.deal),
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'null', '[]', '1', '-1', '1e400', 'NaN', 'true'),
      fc.uuid(),
      fc.string({ maxLength: 30 }),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('page', 'hidden', 'deal_id', 'include_hidden', '__proto__', 'constructor', 'x', 'items[]'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('&&&', '=', '%', '%zz', 'hidden=true', 'include_hidden=1&include_hidden=1', `page=${'9'.repeat(5000)}`),
    );
    const queryCallers = fc.constantFrom<Caller>('anonymous', 'backer', 'own', 'other', 'admin');
    const listed = async (caller: Caller) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/deals/${real.deal}/questions`,
          headers: tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {},
        })
      ).json();
    const expected = Object.fromEntries(
      await Promise.all((['anonymous', 'backer', 'own', 'other', 'admin'] as const).map(async (caller) => [caller, await listed(caller)])),
    );
    const before = await state();
    await fc.assert(
      fc.asyncProperty(query, queryCallers, async (search, caller) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/deals/${real.deal}/questions?${search}`,
          headers: tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {},
        });
        const body = expectSafeAnswer(response, `${caller} questions ?${search.slice(0, 300)}`);
        expect([200, 400], response.body).toContain(response.statusCode);
        // Nothing in a query shows a hidden question to anyone but the admin.
        if (response.statusCode === 200) expect(body).toEqual(expected[caller]);
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
    expect((expected.admin.items as { id: string }[]).map((item) => item.id)).toContain(real.hidden);
    expect((expected.backer.items as { id: string }[]).map((item) => item.id)).not.toContain(real.hidden);
  });
});

describe('bounds', () => {
  it('stores at most 2,000 characters however the question is sent, and the database refuses more written by any other path', async () => {
    const before = await state();
    await expect(
      t.database.db.insert(questions).values({ dealId: real.deal, askedBy: backer.id, body: 'x'.repeat(2001), askedAt: new Date() }),
    ).rejects.toThrow();
    await expect(t.database.db.insert(questions).values({ dealId: real.deal, askedBy: backer.id, body: '', askedAt: new Date() })).rejects.toThrow();
    expect(await state()).toEqual(before);
  });
});
