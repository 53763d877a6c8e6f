import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '../../../shared/contracts/storable-text.ts';
import { auditEvents, kycRecords, notifications } from '../../db/schema/index.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  hostileObject,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usersRepository } from '../users/users.repository.ts';

/*
 * Hostile input to the KYC routes, in the style of me.hostile.test.ts: RUNS generated bodies,
 * query strings and ids per route (wrong types, missing and extra fields, huge strings, unicode,
 * nulls, nested objects, SQL and script fragments, edge numbers, invalid JSON, wrong content
 * types). Never a 5xx, always {message, detail, code} without stack or SQL text; a rejected
 * request stores nothing, an accepted one only the caller's own record (or the one decided).
 */

const RUNS = 500;
let t: TestApp;
const tokens = { admin: '', backer: '', fresh: '', proposer: '' };
const ids = { backer: '', fresh: '', proposer: '', admin: '', queued: [] as string[] };

async function login(email: string, password: string, role: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role } });
  return response.json().access_token as string;
}

async function register(email: string, userType: 'backer' | 'proposer') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { user_type: userType, first_name: 'Kavya', last_name: 'Sharma', email, password: 'banyan-courtyard-19' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().access_token as string;
}

const VALID = {
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru, Karnataka 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
};

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const db = t.database.db;
  tokens.admin = await login('admin@sharestead.test', 'Admin123!', 'admin');
  tokens.backer = await login('backer@sharestead.test', 'Backer123!', 'backer');
  tokens.proposer = await login('proposer@sharestead.test', 'Proposer123!', 'proposer');
  tokens.fresh = await register('hostile-fresh@example.com', 'backer');
  for (const [key, email] of [
    ['backer', 'backer@sharestead.test'],
    ['fresh', 'hostile-fresh@example.com'],
    ['proposer', 'proposer@sharestead.test'],
    ['admin', 'admin@sharestead.test'],
  ] as const) {
    ids[key] = (await usersRepository.findByEmail(db, email))!.id;
  }
  // Three backers awaiting a decision: the admin routes' targets.
  for (const n of [1, 2, 3]) {
    const token = await register(`hostile-queued-${n}@example.com`, 'backer');
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/kyc', payload: VALID, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    ids.queued.push((await usersRepository.findByEmail(db, `hostile-queued-${n}@example.com`))!.id);
  }
});
afterAll(async () => {
  await t.close();
});

const allRecords = () => t.database.db.select().from(kycRecords).orderBy(asc(kycRecords.userId));
const countOf = async (table: typeof notifications | typeof auditEvents) => (await t.database.db.select().from(table)).length;

const send = (method: 'PUT' | 'POST', url: string, token: string | undefined, request: HostileRequest) =>
  t.app.inject({
    method,
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
  });

const text = (maxLength: number) => fc.oneof(fc.string({ minLength: 1, maxLength }), fc.constantFrom(...sqlFragments, ...scriptFragments));
const dates = fc.oneof(
  fc.date({ min: new Date('1911-01-01T00:00:00Z'), max: new Date('2005-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2001-02-29', '1994-13-01', '0000-01-01', '9999-12-31', '1994-8-17', '17/08/1994', '2024-02-29', '1900-01-01', ''),
);
const pans = fc.oneof(fc.stringMatching(/^[A-Za-z]{5}[0-9]{4}[A-Za-z]$/), fc.constantFrom('ABCDE12345', ' abcde1234f ', 'ABCDE1234', 'ＡＢＣＤＥ１２３４Ｆ'));
const accountNumbers = fc.oneof(fc.stringMatching(/^[0-9]{9,18}$/), fc.constantFrom('1234 5678 9012', '12345678', '1'.repeat(19), '١٢٣٤٥٦٧٨٩'));
const ifscs = fc.oneof(fc.stringMatching(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/), fc.constantFrom('ICIC1000104', 'icic0000104', 'ICIC000010'));
const bankAccounts = fc.oneof(
  { arbitrary: fc.record({ account_number: accountNumbers, ifsc: ifscs }), weight: 2 },
  { arbitrary: hostileObject({ account_number: accountNumbers, ifsc: ifscs }), weight: 1 },
);
const kycFields = { legal_name: text(80), date_of_birth: dates, pan: pans, address: text(300), bank_account: bankAccounts };

/** Mostly hostile bodies, some complete sets of plausible values (a PUT needs every field). */
const kycBodies = fc.oneof(
  { arbitrary: hostileRequest(kycFields), weight: 4 },
  { arbitrary: fc.record(kycFields).map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' })), weight: 2 },
);

/** Every text in an answer was trimmed and is storable. */
function expectCleanStrings(value: unknown) {
  if (typeof value === 'string') {
    expect(value).toBe(value.trim());
    expect(isStorableText(value)).toBe(true);
  } else if (Array.isArray(value)) value.forEach(expectCleanStrings);
  else if (value && typeof value === 'object') Object.values(value).forEach(expectCleanStrings);
}

describe('hostile input to the KYC routes', () => {
  it(`PUT /api/me/kyc: ${RUNS} generated bodies; a rejected one stores nothing, an accepted one only the caller's record`, async () => {
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(kycBodies, fc.constantFrom('fresh', 'fresh', 'fresh', 'backer', 'proposer', 'none'), async (request, who) => {
        const before = await allRecords();
        const token = who === 'none' ? undefined : tokens[who];
        const response = await send('PUT', '/api/me/kyc', token, request);
        const body = expectSafeAnswer(response, `${who} PUT /api/me/kyc ${request.contentType} ${request.payload?.slice(0, 200)}`);
        const after = await allRecords();
        if (who === 'none') expect(response.statusCode).toBe(401);
        else if (who === 'proposer') expect(response.statusCode).toBe(403);
        // The demo backer is verified: nothing it sends changes that.
        else if (who === 'backer') expect([400, 409, 413, 422], response.body).toContain(response.statusCode);
        else expect([200, 400, 413, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType) && who === 'fresh') expect([400, 413], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          saved++;
          expect(body.status).toBe('submitted');
          expectCleanStrings(body);
          expect(body.pan).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
          const read = await t.app.inject({ method: 'GET', url: '/api/me/kyc', headers: { authorization: `Bearer ${tokens.fresh}` } });
          expect(read.json()).toEqual(body);
          expect(after.filter((row) => row.userId !== ids.fresh)).toEqual(before.filter((row) => row.userId !== ids.fresh));
        } else {
          expect(after, `a rejected request changed a KYC record: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(saved).toBeGreaterThan(0);
  });

  it(`GET /api/admin/kyc: ${RUNS} hostile query strings`, async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom(
        '',
        'submitted',
        'verified',
        'rejected',
        'not_started',
        'SUBMITTED',
        '1',
        '0',
        '-1',
        '100',
        '101',
        '1e2',
        'NaN',
        '9007199254740993',
        '[]',
        'null',
      ),
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('status', 'page', 'page_size', 'user_id', 'status[]', '__proto__', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('status=submitted&status=verified', 'status', '&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('admin', 'admin', 'backer', 'none'), async (search, who) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/admin/kyc?${search}`,
          headers: who === 'none' ? {} : { authorization: `Bearer ${tokens[who as 'admin' | 'backer']}` },
        });
        const body = expectSafeAnswer(response, `${who} admin/kyc ?${search}`);
        if (who === 'none') expect(response.statusCode).toBe(401);
        else if (who === 'backer') expect(response.statusCode).toBe(403);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) {
            const items = body.items as { status: string }[];
            expect(items.length).toBeLessThanOrEqual(body.page_size as number);
            expect(new Set(items.map((item) => item.status)).size).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`POST /api/admin/kyc/:user_id/verify and /reject: ${RUNS} generated ids and bodies; only the named backer's awaiting record is decided`, async () => {
    const targets = fc.oneof(
      { arbitrary: fc.constantFrom(...ids.queued), weight: 5 },
      { arbitrary: fc.constantFrom(ids.backer, ids.fresh, ids.proposer, ids.admin), weight: 2 },
      { arbitrary: fc.constantFrom(...ids.queued).map((id) => id.toUpperCase()), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 2 },
      { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
      { arbitrary: fc.constantFrom(`${ids.queued[0]} `, `${ids.queued[0]}'--`, '%00', '%zz', '..%2F..%2Fetc'), weight: 1 },
    );
    const decisionBodies = fc.oneof(
      { arbitrary: hostileRequest({ reason: text(200), submitted_at: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) }), weight: 4 },
      { arbitrary: text(200).map((reason) => ({ payload: JSON.stringify({ reason }), contentType: 'application/json' })), weight: 2 },
      { arbitrary: fc.constant({ payload: undefined, contentType: undefined }), weight: 1 },
    );
    let decided = 0;
    await fc.assert(
      fc.asyncProperty(
        targets,
        fc.constantFrom('verify', 'reject'),
        decisionBodies,
        fc.constantFrom('admin', 'admin', 'admin', 'backer', 'none'),
        async (target, action, request, who) => {
          // The queue awaits a decision again, so each run can make one.
          await resetQueue();
          const before = await allRecords();
          const [notesBefore, auditBefore] = [await countOf(notifications), await countOf(auditEvents)];
          const url = `/api/admin/kyc/${encodeLikeABrowser(target)}/${action}`;
          const token = who === 'none' ? undefined : tokens[who as 'admin' | 'backer'];
          const response = await send('POST', url, token, request);
          const body = expectSafeAnswer(response, `${who} ${url} ${request.contentType} ${request.payload?.slice(0, 100)}`);
          const after = await allRecords();
          if (who === 'none') expect([400, 401, 404], response.body).toContain(response.statusCode);
          else if (who === 'backer') expect([400, 403, 404], response.body).toContain(response.statusCode);
          else expect([200, 400, 404, 409, 413, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) {
            decided++;
            // A queued backer, or the fresh one whose details the first test left awaiting review.
            expect([...ids.queued, ids.fresh]).toContain(body.user_id);
            expect(body.status).toBe(action === 'verify' ? 'verified' : 'rejected');
            // Exactly that record changed; one notification and one audit event more.
            expect(after.filter((row) => row.userId !== body.user_id)).toEqual(before.filter((row) => row.userId !== body.user_id));
            expect(await countOf(notifications)).toBe(notesBefore + 1);
            expect(await countOf(auditEvents)).toBe(auditBefore + 1);
          } else {
            expect(after, `a rejected decision changed a KYC record: ${response.body}`).toEqual(before);
            expect(await countOf(notifications)).toBe(notesBefore);
            expect(await countOf(auditEvents)).toBe(auditBefore);
          }
          // The proposer, the admin and unknown ids are never a backer with KYC.
          if ([ids.proposer, ids.admin].includes(target) && who === 'admin' && response.statusCode !== 422)
            expect([400, 404, 413]).toContain(response.statusCode);
        },
      ),
      { numRuns: RUNS },
    );
    expect(decided).toBeGreaterThan(0);
  });
});

/** The three queued backers' records back to awaiting a decision; the others left as they are. */
async function resetQueue() {
  for (const id of ids.queued) {
    await t.database.db.update(kycRecords).set({ status: 'submitted', reason: null, decidedAt: null, decidedBy: null }).where(eq(kycRecords.userId, id));
  }
}
