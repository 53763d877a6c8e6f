import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundedFlipDeal, requestTestDraw } from '../../test/draws.ts';
import { adminToken, registerTestUser, type TestUser } from '../../test/factories.ts';
import { filesUnder } from '../../test/funded-deals.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  foreignIds,
  hostileRequest,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { hostileUpload } from '../../test/hostile-multipart.ts';
import { multipartBody, testImage } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Hostile input for the draws, in the style of questions.hostile.test.ts: 500 generated bodies for
 * each route that takes one (JSON for request and return, multipart for photos), and 500 generated
 * deal ids and milestone numbers for every route. Never a 5xx, always {message, detail, code}; a
 * refused request changes nothing (no draw, notification, audit event, ledger transfer or file),
 * and the ledger balances throughout.
 */

const RUNS = 500;

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let other: TestUser;
let backer: TestUser;
/** `open`: a funded deal whose first draw has a photo and is pending; `requested`: one whose first draw is requested. */
const real = { open: '', requested: '' };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-draws-hostile-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  real.open = (await fundedFlipDeal(t, own)).deal.id;
  const form = multipartBody({ filename: 'site.jpg', type: 'image/jpeg', content: await testImage('jpeg', { seed: 1 }) });
  await t.app.inject({ method: 'POST', url: `/api/deals/${real.open}/draws/1/photos`, headers: { ...form.headers, ...auth('own') }, payload: form.payload });
  real.requested = (await fundedFlipDeal(t, own)).deal.id;
  await requestTestDraw(t, own, real.requested, 1);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
afterEach(async () => {
  // Every file kept is a photo some draw names (the deals here have no gallery), and nothing is left in tmp/.
  const named = await drawPhotoFiles();
  expect((await filesUnder(uploadDir)).filter((file) => !named.includes(file))).toEqual([]);
  expect(await checkLedger(t.database.db)).toEqual([]);
});

async function drawPhotoFiles(): Promise<string[]> {
  const result = await t.database.db.execute(sql`select jsonb_array_elements_text(photos) as url from deal_draws`);
  const urls = (result as unknown as { rows: { url: string }[] }).rows.map((row) => row.url);
  return urls.flatMap((url) => {
    const file = url.replace('/uploads/', '');
    return [file, file.replace('.webp', '-640.webp')];
  });
}

/** What a refused request must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(d::text, ',' order by d.deal_id, d.n), '')) from deal_draws d) as draws,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from audit_events) as audit,
      (select count(*)::int from ledger_transfers) as transfers`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

type Caller = 'anonymous' | 'backer' | 'own' | 'other' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, backer: backer.token, own: own.token, other: other.token, admin })[caller];
function auth(caller: Caller): Record<string, string> {
  const token = tokenOf(caller);
  return token ? { authorization: `Bearer ${token}` } : {};
}

const send = (url: string, caller: Caller, request: HostileRequest) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: { ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }), ...auth(caller) },
  });

const texts = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 80 }), weight: 4 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), weight: 2 },
  { arbitrary: fc.constantFrom(' padded ', 'x'.repeat(2000), 'x'.repeat(2001), '😀'.repeat(1000), '😀'.repeat(1001)), weight: 1 },
);

const sentText = (request: HostileRequest, field: string) => (JSON.parse(request.payload!) as Record<string, string>)[field]!;

describe('hostile bodies', () => {
  it(`POST /api/deals/:id/draws/1/request: ${RUNS} generated bodies; only a 200 requests, with the note as sent but trimmed`, async () => {
    let requested = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('own'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(hostileRequest({ note: texts }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/deals/${real.open}/draws/1/request`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        // Another proposer passes the role check and meets the body's (422) before the deal's (403).
        const allowed = { anonymous: [401], own: [200, 400, 413, 422], other: [400, 403, 413, 422], backer: [403], admin: [403] }[caller];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          requested++;
          expect(body).toMatchObject({ status: 'requested', note: sentText(request, 'note').trim() });
          // Back to pending for the next run.
          const returned = await t.app.inject({
            method: 'POST',
            url: `/api/admin/deals/${real.open}/draws/1/return`,
            headers: auth('admin'),
            payload: { comment: 'Again.' },
          });
          expect(returned.statusCode).toBe(200);
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(requested).toBeGreaterThan(0);
  });

  it(`POST /api/admin/deals/:id/draws/1/return: ${RUNS} generated bodies; only a 200 returns, with the comment as sent but trimmed`, async () => {
    let returned = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('admin'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'own', 'other'), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(hostileRequest({ comment: texts }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/admin/deals/${real.requested}/draws/1/return`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = caller === 'anonymous' ? [401] : caller === 'admin' ? [200, 400, 413, 422] : [403];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          returned++;
          expect(body).toMatchObject({ status: 'pending', comment: sentText(request, 'comment').trim() });
          const again = await t.app.inject({
            method: 'POST',
            url: `/api/deals/${real.requested}/draws/1/request`,
            headers: auth('own'),
            payload: { note: 'Again.' },
          });
          expect(again.statusCode).toBe(200);
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(returned).toBeGreaterThan(0);
  });

  it(`POST /api/deals/:id/draws/1/photos: ${RUNS} generated multipart bodies; only a 201 adds a photo, and no file is left behind`, async () => {
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => testImage(seed % 2 ? 'png' : 'webp', { seed: seed + 10 })));
    const uploads = fc.oneof(
      { arbitrary: hostileUpload().map((upload) => ({ payload: upload.payload, contentType: upload.contentType })), weight: 4 },
      {
        arbitrary: fc.constantFrom(...images).map((content) => {
          const form = multipartBody({ filename: 'site.png', type: 'image/png', content });
          return { payload: form.payload, contentType: form.headers['content-type'] };
        }),
        weight: 1,
      },
    );
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('own'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 3 },
    );
    let added = 0;
    await fc.assert(
      fc.asyncProperty(uploads, callers, async (upload, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/deals/${real.open}/draws/1/photos`,
          payload: upload.payload,
          headers: { ...(upload.contentType === undefined ? {} : { 'content-type': upload.contentType }), ...auth(caller) },
        });
        expectSafeAnswer(response, `${caller} ${upload.contentType} ${upload.payload.subarray(0, 200).toString('latin1')}`);
        const allowed = { anonymous: [401], own: [201, 400, 409, 413, 415, 422], other: [400, 403, 413, 415], backer: [403], admin: [403] }[caller];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) added++;
        else expect(await state(), `a refused upload changed something: ${response.body}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(added).toBeGreaterThan(0);
  });
});

const numbers = fc.oneof(
  { arbitrary: fc.constantFrom('1', '2', '3'), weight: 3 },
  { arbitrary: fc.constantFrom('0', '4', '10', '11', '01', '1.0', '1e0', '-1', '0x1', ' 1', '%31', 'NaN', '9'.repeat(400)), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }).map(encodeLikeABrowser), weight: 1 },
);

interface IdRoute {
  label: string;
  path: (id: string, n: string) => string;
  callers: Caller[];
  body?: object;
}

const ID_ROUTES: IdRoute[] = [
  { label: 'GET draws', path: (id) => `/api/deals/${id}/draws`, callers: ['anonymous', 'backer', 'own', 'admin'] },
  { label: 'POST request', path: (id, n) => `/api/deals/${id}/draws/${n}/request`, callers: ['own'], body: { note: 'Done.' } },
  { label: 'POST release', path: (id, n) => `/api/admin/deals/${id}/draws/${n}/release`, callers: ['admin'] },
  { label: 'POST return', path: (id, n) => `/api/admin/deals/${id}/draws/${n}/return`, callers: ['admin'], body: { comment: 'No.' } },
  // The milestone's number stands where the route names none: only the real deal's exact path may succeed, once (201; a 409 after). Last, as it empties the escrow.
  { label: 'POST return-capital', path: (id, n) => `/api/admin/deals/${id}/draws/${n === '1' ? 'return-capital' : n}`, callers: ['admin'] },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES)(`$label: ${RUNS} generated deal ids and milestone numbers`, async (route) => {
    const ids = fc.oneof({ arbitrary: foreignIds(() => real.open), weight: 3 }, { arbitrary: fc.constant(null).map(() => real.open), weight: 1 });
    const callers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(ids, numbers, callers, async (id, n, caller) => {
        const before = await state();
        const url = route.path(id, n);
        const isGet = route.label.startsWith('GET');
        const response = await t.app.inject({ method: isGet ? 'GET' : 'POST', url, headers: auth(caller), ...(route.body ? { payload: route.body } : {}) });
        expectSafeAnswer(response, `${caller} ${url.slice(0, 200)}`);
        expect([200, 201, 400, 401, 403, 404, 409, 422], response.body).toContain(response.statusCode);
        if (id !== real.open) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        if (isGet || response.statusCode >= 400) expect(await state(), `${url} → ${response.body}`).toEqual(before);
        // Only the real deal's first draw, requested with its photo, can succeed; put it back.
        if (!isGet && response.statusCode === 200) {
          const back = await t.app.inject({
            method: 'POST',
            url: `/api/admin/deals/${real.open}/draws/1/return`,
            headers: auth('admin'),
            payload: { comment: 'Again.' },
          });
          expect(back.statusCode).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
