import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { valuations } from '../../db/schema/index.ts';
import { adminToken, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal, filesUnder } from '../../test/funded-deals.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  foreignIds,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
} from '../../test/hostile.ts';
import { hostileUpload } from '../../test/hostile-multipart.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input for the holdings module, in the style of distributions.hostile.test.ts: 500
 * generated bodies for recording a valuation, 500 generated multipart bodies for its report, 500
 * generated ids for every route with ids, and 500 query strings for the holders. Never a 5xx,
 * always {message, detail, code}; a refused request stores nothing, and no file is left on disk
 * that no valuation names (nor any upload in tmp/).
 */

const RUNS = 500;

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let holder: TestUser;
const real = { deal: '', valuation: '', draft: '' };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-holdings-hostile-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  const funded = await createFundedTestDeal(t.app, t.database.db, own, [10_000_00n]);
  holder = funded.backers[0]!;
  real.deal = funded.deal.id;
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/deals/${real.deal}/valuations`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { valued_on: '2027-03-31', price_bps: 10_400 },
  });
  real.valuation = recorded.json().id as string;
  real.draft = (await t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${own.token}` }, payload: TEST_DEAL_FORM })).json()
    .id as string;
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(await filesUnder(uploadDir)).toEqual(await reportFiles());
});

async function reportFiles(): Promise<string[]> {
  const rows = await t.database.db.select({ file: valuations.reportFile }).from(valuations);
  return rows
    .map((row) => row.file)
    .filter((file): file is string => file !== null)
    .sort();
}

/** What a refusal must leave as it was: the valuations and their reports. */
async function state() {
  const rows = await t.database.db.select().from(valuations).orderBy(valuations.createdAt, valuations.id);
  return rows.map((row) => ({ id: row.id, price: row.priceBps, report: row.reportFile }));
}

type Caller = 'anonymous' | 'holder' | 'own' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, holder: holder.token, own: own.token, admin })[caller];
const authOf = (caller: Caller) => (tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {});
const callers = fc.oneof(
  { arbitrary: fc.constant<Caller>('admin'), weight: 12 },
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'holder', 'own'), weight: 2 },
);

describe('hostile bodies', () => {
  it(`POST /api/admin/deals/:id/valuations: ${RUNS} generated bodies; only a 201 stores a valuation`, async () => {
    let created = 0;
    const bodies = hostileRequest({
      valued_on: fc.oneof(
        fc.constantFrom('2027-03-31', '2026-12-31', '2028-02-29'),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      ),
      price_bps: fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(0, -1, 1_000_001, 10_000.5)),
      note: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...sqlFragments, ...scriptFragments)),
    });
    await fc.assert(
      fc.asyncProperty(bodies, callers, async (request, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/deals/${real.deal}/valuations`,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          headers: { ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }), ...authOf(caller) },
        });
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const after = await state();
        if (caller === 'anonymous') expect(response.statusCode).toBe(401);
        else if (caller !== 'admin') expect(response.statusCode).toBe(403);
        else if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413, 415]).toContain(response.statusCode);
        if (response.statusCode === 201) {
          created++;
          expect(body).toMatchObject({ deal_id: real.deal, report_url: null });
          expect(after).toHaveLength(before.length + 1);
        } else {
          expect([400, 401, 403, 413, 415, 422], response.body).toContain(response.statusCode);
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(created).toBeGreaterThan(0);
  });

  it(`POST /api/admin/deals/:id/valuations/:vid/report: ${RUNS} generated multipart bodies; only a 201 changes the report, and no file is left behind`, async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(hostileUpload(), callers, async (upload, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/deals/${real.deal}/valuations/${real.valuation}/report`,
          payload: upload.payload,
          headers: { ...(upload.contentType === undefined ? {} : { 'content-type': upload.contentType }), ...authOf(caller) },
        });
        expectSafeAnswer(response, `${caller} ${upload.contentType} ${upload.payload.subarray(0, 300).toString('latin1')}`);
        const after = await state();
        if (caller === 'anonymous') expect(response.statusCode).toBe(401);
        else if (caller !== 'admin') expect(response.statusCode).toBe(403);
        // Past the role, a body that is not multipart is refused (400, 415) before the route reads it.
        else if (!upload.contentType?.startsWith('multipart/form-data')) expect([400, 415]).toContain(response.statusCode);
        else if (upload.wellFormedPdf) expect(response.statusCode, response.body).toBe(201);
        if (response.statusCode === 201) {
          stored++;
          const [row] = await t.database.db.select().from(valuations).where(eq(valuations.id, real.valuation));
          expect(row!.reportUrl).toBe(`/api/deals/${real.deal}/valuations/${real.valuation}/report`);
        } else {
          expect([400, 401, 403, 413, 415, 422], response.body).toContain(response.statusCode);
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
        expect(await filesUnder(uploadDir)).toEqual(await reportFiles());
      }),
      { numRuns: RUNS },
    );
    expect(stored).toBeGreaterThan(0);
  });
});

interface IdRoute {
  label: string;
  method: 'GET' | 'POST';
  path: (deal: string, valuation: string) => string;
  /** The (deal, valuation) pairs that are real; any other is refused. */
  accepts: (deal: string, valuation: string) => boolean;
  body?: () => object;
  upload?: true;
}

const isReal = (deal: string) => deal.toLowerCase() === real.deal;
const isRealPair = (deal: string, valuation: string) => isReal(deal) && valuation.toLowerCase() === real.valuation;

const ID_ROUTES: IdRoute[] = [
  {
    label: 'POST /api/admin/deals/:id/valuations',
    method: 'POST',
    path: (deal) => `/api/admin/deals/${deal}/valuations`,
    accepts: isReal,
    body: () => ({ valued_on: '2027-06-30', price_bps: 10_100 }),
  },
  { label: 'GET /api/deals/:id/valuations', method: 'GET', path: (deal) => `/api/deals/${deal}/valuations`, accepts: isReal },
  {
    label: 'POST /api/admin/deals/:id/valuations/:vid/report',
    method: 'POST',
    path: (deal, valuation) => `/api/admin/deals/${deal}/valuations/${valuation}/report`,
    accepts: isRealPair,
    upload: true,
  },
  {
    label: 'GET /api/deals/:id/valuations/:vid/report',
    method: 'GET',
    path: (deal, valuation) => `/api/deals/${deal}/valuations/${valuation}/report`,
    accepts: isRealPair,
  },
  // The admin lists a draft's holders too (none).
  {
    label: 'GET /api/deals/:id/holders',
    method: 'GET',
    path: (deal) => `/api/deals/${deal}/holders`,
    accepts: (deal) => isReal(deal) || deal.toLowerCase() === real.draft,
  },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES)(`$label: ${RUNS} generated ids`, async (route) => {
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(real.deal, real.valuation, real.draft)), weight: 3 },
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(real.deal, real.valuation).map((id) => id.toUpperCase())), weight: 1 },
      { arbitrary: foreignIds(() => real.valuation), weight: 6 },
    );
    await fc.assert(
      fc.asyncProperty(ids, ids, fc.constantFrom<Caller>('admin', 'admin', 'admin', 'own', 'holder', 'anonymous'), async (deal, valuation, caller) => {
        const before = await state();
        const url = route.path(deal, valuation);
        const upload = route.upload ? multipartBody({ filename: 'Valuation.pdf', type: 'application/pdf', content: TEST_PDF }) : undefined;
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { ...authOf(caller), ...upload?.headers },
          ...(upload ? { payload: upload.payload } : route.body ? { payload: route.body() } : {}),
        });
        // A report that downloads is a PDF; every other answer is JSON.
        if (response.statusCode === 200 && response.headers['content-type'] === 'application/pdf') expect(route.accepts(deal, valuation)).toBe(true);
        else expectSafeAnswer(response, `${caller} ${route.method} ${url.slice(0, 200)}`);
        expect([200, 201, 400, 401, 403, 404, 409, 422], response.body.slice(0, 200)).toContain(response.statusCode);
        if (!route.accepts(deal, valuation)) expect(response.statusCode, `${url} → ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        const after = await state();
        if (response.statusCode >= 400 || route.method === 'GET') expect(after, `${url} → ${response.body.slice(0, 200)}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile query strings', () => {
  it(`GET /api/deals/:id/holders: ${RUNS} hostile query strings; a page within bounds or a 422`, async () => {
    const part = fc.oneof(
      fc.constantFrom('1', '2', '20', '100', '0', '-1', '101', '1e2', '1.5', '', 'NaN', '99999999999', '[]', 'null'),
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.string({ maxLength: 20 }),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('page', 'page_size', 'page[]', '__proto__', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&')),
      fc.string({ maxLength: 40 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
    );
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/deals/${real.deal}/holders?${search}`, headers: authOf('admin') });
        const body = expectSafeAnswer(response, `holders ?${search.slice(0, 300)}`);
        expect([200, 400, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          expect(body.page_size as number).toBeGreaterThanOrEqual(1);
          expect(body.page_size as number).toBeLessThanOrEqual(100);
          expect(body.total).toBe(1);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
