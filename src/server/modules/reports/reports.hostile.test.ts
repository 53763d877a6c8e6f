import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf, quartersBetween } from '../../../shared/periods.ts';
import { adminToken, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { filesUnder } from '../../test/funded-deals.ts';
import { encodeLikeABrowser, expectSafeAnswer, hostileRequest, scriptFragments, sqlFragments, UNLIMITED_ENV, type HostileRequest } from '../../test/hostile.ts';
import { hostileUpload } from '../../test/hostile-multipart.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the reports module, in the style of questions.hostile.test.ts: 500 generated
 * bodies for each route that takes one (wrong types, missing and extra fields, huge texts and
 * numbers, unicode, SQL and script fragments, invalid JSON, wrong content types), 500 generated
 * multipart bodies for a document, and 500 generated ids for every route with an id. Never a 5xx,
 * always {message, detail, code}; what is accepted is stored as sent (trimmed), and a refused
 * request stores nothing: no report, file, notification, audit event or ledger transfer.
 */

const RUNS = 500;
const DAY = 86_400_000;

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let other: TestUser;
let backer: TestUser;
/** A deal funded two years ago (so nine quarters may be reported on), a draft deal, a draft report, a submitted one, and a draft that takes files. */
const real = { deal: '', draftDeal: '', draft: '', submitted: '', files: '' };
let quarters: string[];

const FIGURES = { narrative: 'Let.', occupancy_bps: 9000, rent_collected: 100_00, expenses: 10_00, capex: 0, reserve_balance: 0 };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-reports-hostile-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 730 * DAY));
  real.deal = (await fundedTestDeal(t, own, { amounts: [10_000_00n] })).deal.id;
  quarters = quartersBetween(quarterOf(t.clock.now()), quarterOf(now));
  t.clock.set(now);
  real.draftDeal = (await ok('POST', '/api/deals', own.token, TEST_DEAL_FORM)).id as string;
  real.draft = await filed(quarters[0]!);
  real.submitted = await filed(quarters[1]!);
  await ok('POST', `/api/reports/${real.submitted}/submit`, own.token);
  // The draft the multipart bodies are sent to, filed before the generated bodies take the other quarters.
  real.files = await filed(quarters[2]!);
});
afterAll(() => t.close());

async function ok(method: 'POST' | 'PATCH', url: string, token: string, payload?: object): Promise<Record<string, unknown>> {
  const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const filed = async (quarter: string) => (await ok('POST', `/api/deals/${real.deal}/reports`, own.token, { quarter, ...FIGURES })).id as string;

/** What a refused request must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from reports r) as reports,
      (select count(*)::int from report_photos) as photos,
      (select count(*)::int from report_documents) as documents,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from audit_events) as audit,
      (select count(*)::int from ledger_transfers) as transfers`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

type Caller = 'anonymous' | 'backer' | 'own' | 'other' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, backer: backer.token, own: own.token, other: other.token, admin })[caller];

const send = (method: 'POST' | 'PATCH', url: string, caller: Caller, request: HostileRequest) =>
  t.app.inject({
    method,
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      ...(tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {}),
    },
  });

const texts = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 80 }), weight: 4 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), weight: 2 },
  { arbitrary: fc.constantFrom(' padded ', 'x'.repeat(10_000), 'x'.repeat(10_001), '😀'.repeat(5_000)), weight: 1 },
);
const amounts = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 10_000_000_00 }), weight: 8 },
  { arbitrary: fc.constantFrom(-1, 0.5, 2 ** 53, Number.MAX_SAFE_INTEGER), weight: 1 },
);
const figures = {
  narrative: texts,
  occupancy_bps: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 10_000 }), weight: 8 }, { arbitrary: fc.constantFrom(-1, 10_001, 9_500.5), weight: 1 }),
  rent_collected: amounts,
  expenses: amounts,
  capex: amounts,
  reserve_balance: amounts,
};
const callers = fc.oneof(
  { arbitrary: fc.constant<Caller>('own'), weight: 10 },
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 3 },
);
/** A body with every field there, each sensible or not: seven optional fields are rarely all sent by hostileRequest alone. */
const whole = (quarter: fc.Arbitrary<unknown>): fc.Arbitrary<HostileRequest> =>
  fc.record({ quarter, ...figures }).map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' }));
const sent = (request: HostileRequest) => JSON.parse(request.payload!) as Record<string, unknown>;

/** Past the role, each caller's answers: another proposer does not see the deal, a backer or the admin may not file. */
const refusals: Record<Caller, number[]> = { anonymous: [401], backer: [403], admin: [403], other: [400, 404, 413, 422], own: [] };

describe('hostile bodies', () => {
  it(`POST /api/deals/:id/reports: ${RUNS} generated bodies; only a 201 stores a draft, as sent but trimmed`, async () => {
    let created = 0;
    const quarterField = fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...quarters)), weight: 6 },
      { arbitrary: fc.constantFrom('2000-Q1', '2999-Q4', '2027-Q5', '2027-q1', '2027Q1', ''), weight: 1 },
      { arbitrary: texts, weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: hostileRequest({ quarter: quarterField, ...figures }), weight: 4 }, { arbitrary: whole(quarterField), weight: 1 }),
        callers,
        async (request, caller) => {
          const before = await state();
          const response = await send('POST', `/api/deals/${real.deal}/reports`, caller, request);
          const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
          const allowed = caller === 'own' ? [201, 400, 409, 413, 422] : refusals[caller];
          expect(allowed, response.body).toContain(response.statusCode);
          if (response.statusCode === 201) {
            created++;
            const input = sent(request);
            expect(body).toMatchObject({
              status: 'draft',
              quarter: input.quarter,
              narrative: (input.narrative as string).trim(),
              occupancy_bps: input.occupancy_bps,
              capex: input.capex,
            });
          } else {
            expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(created).toBeGreaterThan(0);
  });

  it(`PATCH /api/reports/:id: ${RUNS} generated bodies; only a 200 changes the draft, as sent but trimmed`, async () => {
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest(figures), callers, async (request, caller) => {
        const before = await state();
        const response = await send('PATCH', `/api/reports/${real.draft}`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = caller === 'own' ? [200, 400, 413, 422] : refusals[caller];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          changed++;
          const input = sent(request);
          if (typeof input.narrative === 'string') expect(body.narrative).toBe(input.narrative.trim());
          if (input.reserve_balance !== undefined) expect(body.reserve_balance).toBe(input.reserve_balance);
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(changed).toBeGreaterThan(0);
  });

  it(`POST /api/admin/reports/:id/return: ${RUNS} generated bodies; only a 200 returns it, with the comment as sent but trimmed`, async () => {
    let returned = 0;
    const adminFirst = fc.oneof({ arbitrary: fc.constant<Caller>('admin'), weight: 10 }, { arbitrary: fc.constantFrom<Caller>('anonymous', 'own'), weight: 2 });
    await fc.assert(
      fc.asyncProperty(hostileRequest({ comment: texts }), adminFirst, async (request, caller) => {
        const before = await state();
        const response = await send('POST', `/api/admin/reports/${real.submitted}/return`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = { anonymous: [401], own: [403], admin: [200, 400, 413, 422] }[caller as 'anonymous' | 'own' | 'admin'];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          returned++;
          expect(body).toMatchObject({ status: 'returned', comment: (sent(request).comment as string).trim() });
          // Submitted again for the next run.
          await ok('POST', `/api/reports/${real.submitted}/submit`, own.token);
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(returned).toBeGreaterThan(0);
  });

  it(`POST /api/reports/:id/documents: ${RUNS} generated multipart bodies; only a 201 keeps a PDF, and no file is left that no row names`, async () => {
    let stored = 0;
    const report = real.files;
    await fc.assert(
      fc.asyncProperty(hostileUpload(), callers, async (upload, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/reports/${report}/documents`,
          payload: upload.payload,
          headers: {
            ...(upload.contentType === undefined ? {} : { 'content-type': upload.contentType }),
            ...(tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {}),
          },
        });
        expectSafeAnswer(response, `${caller} ${upload.contentType} ${upload.payload.subarray(0, 300).toString('latin1')}`);
        const multipart = upload.contentType?.startsWith('multipart/form-data') ?? false;
        const allowed = { anonymous: [401], backer: [403], admin: [403], other: multipart ? [404] : [400, 404, 415], own: [201, 400, 409, 413, 415, 422] }[
          caller
        ];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) stored++;
        else expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        const rows = await t.database.db.execute(sql`select report_id, id from report_documents`);
        const named = (rows as unknown as { rows: { report_id: string; id: string }[] }).rows
          .map((row) => path.join('reports', row.report_id, `${row.id}.pdf`))
          .sort();
        expect((await filesUnder(uploadDir)).filter((file) => !file.startsWith(`deals${path.sep}`))).toEqual(named);
      }),
      { numRuns: RUNS },
    );
    expect(stored).toBeGreaterThan(0);
  });
});

const foreignIds = fc.oneof(
  { arbitrary: fc.uuid(), weight: 2 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments).map(encodeLikeABrowser), weight: 2 },
  { arbitrary: fc.string({ maxLength: 40 }).map(encodeLikeABrowser), weight: 2 },
  { arbitrary: fc.constantFrom('0', '-1', 'null', '%00', '%zz', '..%2F..%2Fetc%2Fpasswd', '..', 'a'.repeat(5_000)), weight: 2 },
);

interface IdRoute {
  method: 'GET' | 'POST' | 'PATCH';
  path: (id: string) => string;
  /** The real ids this route acts on; every other id must be refused. */
  accepts: () => string[];
  callers: Caller[];
  body?: object;
}

const ID_ROUTES: IdRoute[] = [
  { method: 'GET', path: (id) => `/api/deals/${id}/reports`, accepts: () => [real.deal, real.draftDeal], callers: ['anonymous', 'own', 'admin'] },
  { method: 'POST', path: (id) => `/api/deals/${id}/reports`, accepts: () => [real.deal], callers: ['own'], body: { quarter: '2000-Q1', ...FIGURES } },
  { method: 'PATCH', path: (id) => `/api/reports/${id}`, accepts: () => [real.draft], callers: ['own'], body: { capex: 1 } },
  { method: 'POST', path: (id) => `/api/reports/${id}/submit`, accepts: () => [real.draft, real.submitted], callers: ['own'] },
  { method: 'GET', path: (id) => `/api/reports/${id}/documents/${id}`, accepts: () => [], callers: ['anonymous', 'own', 'admin'] },
  { method: 'POST', path: (id) => `/api/admin/reports/${id}/accept`, accepts: () => [real.draft, real.submitted], callers: ['admin'] },
  {
    method: 'POST',
    path: (id) => `/api/admin/reports/${id}/return`,
    accepts: () => [real.draft, real.submitted],
    callers: ['admin'],
    body: { comment: 'No.' },
  },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES.map((route) => ({ ...route, label: route.path(':id') })))(`$method $label: ${RUNS} generated ids`, async (route) => {
    const allIds = () => [real.deal, real.draftDeal, real.draft, real.submitted];
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds())), weight: 3 },
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds()).map((id) => id.toUpperCase())), weight: 1 },
      { arbitrary: foreignIds, weight: 8 },
    );
    const routeCallers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 2 },
    );
    // The submit and the acceptance change the reports they act on: the runs that follow meet the same states again.
    const draftAgain = () => t.database.db.execute(sql`update reports set status = 'draft', submitted_at = null where id = ${real.draft}`);
    const submittedAgain = () =>
      t.database.db.execute(sql`update reports set status = 'submitted', accepted_at = null, accepted_by = null where id = ${real.submitted}`);
    await fc.assert(
      fc.asyncProperty(ids, routeCallers, async (id, caller) => {
        await draftAgain();
        await submittedAgain();
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
        if (!route.accepts().includes(id.toLowerCase())) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        if (response.statusCode >= 400 || route.method === 'GET') expect(await state(), `${url} → ${response.body}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
