import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { distributions } from '../../db/schema/index.ts';
import { adminToken, registerTestUser, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal, filesUnder } from '../../test/funded-deals.ts';
import { expectSafeAnswer, foreignIds, UNLIMITED_ENV } from '../../test/hostile.ts';
import { hostileUpload } from '../../test/hostile-multipart.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { evidenceFileOf } from './evidence.service.ts';

/*
 * Hostile input for the evidence of a distribution's lines: 500 generated multipart bodies (the
 * line field and the file each valid, hostile, missing, repeated or misplaced; bodies cut short or
 * mis-framed) and 500 generated ids for each route. Never a 5xx, always {message, detail, code}; a
 * refused request changes no line, and no file is left on disk that no line names (nor any upload
 * in tmp/).
 */

const RUNS = 500;

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
/** A draft of two lines, a submitted distribution, a paid one with evidence, and that evidence's file id. */
const real = { draft: '', submitted: '', paid: '', file: '' };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-evidence-hostile-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  const funded = await createFundedTestDeal(t.app, t.database.db, own, [10_000_00n]);
  holder = funded.backers[0]!;
  t.clock.advance(5 * 60_000);
  const drafted = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${funded.deal.id}/distributions`,
      headers: { authorization: `Bearer ${own.token}` },
      payload: {
        period: quarterOf(t.clock.now()),
        lines: [
          { kind: 'gross_rent', label: 'Rent', amount: 2_000_00 },
          { kind: 'expense', label: 'Repairs', amount: -200_00 },
        ],
        split: { interest: 1_800_00, dividend: 0, rent: 0, return_of_capital: 0 },
      },
    });
    return response.json().id as string;
  };
  const step = (url: string, token: string) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });
  real.paid = await drafted();
  const { payload, headers } = multipartBody({ filename: 'Rent.pdf', type: 'application/pdf', content: TEST_PDF }, { line: '0' });
  const evidence = await t.app.inject({
    method: 'POST',
    url: `/api/distributions/${real.paid}/evidence`,
    headers: { ...headers, authorization: `Bearer ${own.token}` },
    payload,
  });
  real.file = (evidence.json().url as string).split('/').pop()!;
  await step(`/api/distributions/${real.paid}/submit`, own.token);
  await step(`/api/admin/distributions/${real.paid}/funds-received`, admin);
  await step(`/api/admin/distributions/${real.paid}/approve`, admin);
  await t.app.jobs.runDue(t.clock.now());
  real.draft = await drafted();
  real.submitted = await drafted();
  await step(`/api/distributions/${real.submitted}/submit`, own.token);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(await filesUnder(uploadDir)).toEqual(await evidenceFiles());
});

async function state() {
  const rows = await t.database.db.select({ id: distributions.id, status: distributions.status, lines: distributions.lines }).from(distributions);
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

async function evidenceFiles(): Promise<string[]> {
  return (await state()).flatMap((row) => row.lines.flatMap((line) => (line.evidenceUrl ? [evidenceFileOf(line.evidenceUrl)!] : []))).sort();
}

type Caller = 'anonymous' | 'holder' | 'own' | 'other' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, holder: holder.token, own: own.token, other: other.token, admin })[caller];
const authOf = (caller: Caller) => (tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {});

describe('hostile bodies', () => {
  it(`POST /api/distributions/:id/evidence: ${RUNS} generated multipart bodies; only a 201 changes a line, and no file is left behind`, async () => {
    let stored = 0;
    const lines = fc.oneof(
      { arbitrary: fc.constantFrom('0', '1'), weight: 4 },
      { arbitrary: fc.constantFrom('2', '40', '-1', '01', '1.0', '1e0', '0x1'), weight: 1 },
    );
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('own'), weight: 12 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'holder', 'other', 'admin'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(hostileUpload({ line: lines }), callers, async (upload, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/distributions/${real.draft}/evidence`,
          payload: upload.payload,
          headers: { ...(upload.contentType === undefined ? {} : { 'content-type': upload.contentType }), ...authOf(caller) },
        });
        const body = expectSafeAnswer(response, `${caller} ${upload.contentType} ${upload.payload.subarray(0, 300).toString('latin1')}`);
        const after = await state();
        const expected = { anonymous: [401], holder: [403], other: [404], admin: [403], own: [201, 400, 413, 415, 422] }[caller];
        // Past the role (the service decides the rest), a body that is not multipart is refused (400, 415) before the route reads it.
        const pastTheRole = caller === 'own' || caller === 'other' || caller === 'admin';
        const multipart = upload.contentType?.startsWith('multipart/form-data') ?? false;
        expect(pastTheRole && !multipart ? [400, 415] : expected, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) {
          stored++;
          const changed = after.find((row) => row.id === real.draft)!.lines.map((line) => line.evidenceUrl);
          expect(changed).toContain(body.url);
          expect(after.filter((row) => row.id !== real.draft)).toEqual(before.filter((row) => row.id !== real.draft));
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
        expect(await filesUnder(uploadDir)).toEqual(await evidenceFiles());
      }),
      { numRuns: RUNS },
    );
    expect(stored).toBeGreaterThan(0);
  });
});

describe('hostile ids', () => {
  const ids = () =>
    fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(real.draft, real.submitted, real.paid, real.file)), weight: 3 },
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(real.draft, real.paid, real.file).map((id) => id.toUpperCase())), weight: 1 },
      { arbitrary: foreignIds(() => real.file), weight: 6 },
    );
  const callers = fc.constantFrom<Caller>('own', 'own', 'own', 'admin', 'holder', 'other', 'anonymous');

  it(`POST /api/distributions/:id/evidence: ${RUNS} generated ids; only the draft takes evidence`, async () => {
    await fc.assert(
      fc.asyncProperty(ids(), callers, async (id, caller) => {
        const before = await state();
        const { payload, headers } = multipartBody({ filename: 'Rent.pdf', type: 'application/pdf', content: TEST_PDF }, { line: '0' });
        const url = `/api/distributions/${id}/evidence`;
        const response = await t.app.inject({ method: 'POST', url, headers: { ...headers, ...authOf(caller) }, payload });
        expectSafeAnswer(response, `${caller} ${url.slice(0, 200)}`);
        expect([201, 400, 401, 403, 404, 409, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 201) expect([id.toLowerCase(), caller]).toEqual([real.draft, 'own']);
        else expect(await state(), `${url} → ${response.body}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET /api/distributions/:id/evidence/:fileId: ${RUNS} generated id pairs; only the paid distribution's evidence downloads, to those it concerns`, async () => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(ids(), ids(), callers, async (id, fileId, caller) => {
        const url = `/api/distributions/${id}/evidence/${fileId}`;
        const response = await t.app.inject({ method: 'GET', url, headers: authOf(caller) });
        if (response.statusCode === 200) {
          expect([id.toLowerCase(), fileId.toLowerCase()]).toEqual([real.paid, real.file]);
          expect(['own', 'admin', 'holder']).toContain(caller);
          expect(response.headers['content-type']).toBe('application/pdf');
        } else {
          expectSafeAnswer(response, `${caller} ${url.slice(0, 200)}`);
          expect([400, 404], response.body).toContain(response.statusCode);
        }
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
  });
});
