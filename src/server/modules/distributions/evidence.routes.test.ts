import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { auditEvents, distributions } from '../../db/schema/index.ts';
import { adminToken, registerTestUser, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal, filesUnder } from '../../test/funded-deals.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { multipartBody, TEST_PDF, testImage, type FormFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { evidenceFileOf } from './evidence.service.ts';

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let stranger: TestUser;
let dealId: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-evidence-test-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  stranger = await registerTestUser(t.app, 'backer');
  const funded = await createFundedTestDeal(t.app, t.database.db, own, [10_000_00n]);
  dealId = funded.deal.id;
  holder = funded.backers[0]!;
  // Face value × seconds held shares a distribution: the holder holds a few minutes before one is approved.
  t.clock.advance(5 * 60_000);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Every file on disk is the evidence of a line, and no upload is left in tmp/. */
afterEach(async () => {
  const rows = await t.database.db.select({ lines: distributions.lines }).from(distributions);
  const named = rows.flatMap((row) => row.lines.flatMap((line) => (line.evidenceUrl ? [evidenceFileOf(line.evidenceUrl)] : [])));
  expect(await filesUnder(uploadDir)).toEqual(named.sort());
});

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const pdf: FormFile = { filename: 'Rent invoice.pdf', type: 'application/pdf', content: TEST_PDF };

/** ₹2,000 of rent less ₹200 of repairs, passed on as interest. */
const LINES = [
  { kind: 'gross_rent', label: 'Rent', amount: 2_000_00 },
  { kind: 'expense', label: 'Repairs', amount: -200_00 },
];
const draftBody = () => ({ period: quarterOf(t.clock.now()), lines: LINES, split: { interest: 1_800_00, dividend: 0, rent: 0, return_of_capital: 0 } });

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) {
  return t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });
}

async function draft(author: string = own.token): Promise<string> {
  const response = await call('POST', `/api/deals/${dealId}/distributions`, author, draftBody());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

function attach(id: string, line: string | null, file: FormFile = pdf, token: string | null = own.token) {
  const { payload, headers } = multipartBody(file, line === null ? {} : { line });
  return t.app.inject({ method: 'POST', url: `/api/distributions/${id}/evidence`, headers: { ...headers, ...as(token) }, payload });
}

const linesOf = async (id: string) => (await t.database.db.select().from(distributions).where(eq(distributions.id, id)))[0]!.lines;

describe('POST /api/distributions/:id/evidence', () => {
  it("sets the line's evidence_url; the deal's proposer, the admin and, once paid, the holder download it, in the Rupee Trail too", async () => {
    const id = await draft();
    const response = await attach(id, '0');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/api/distributions/${id}/evidence/[0-9a-f-]{36}$`));
    const seen = (await call('GET', `/api/distributions/${id}`, own.token)).json();
    expect(seen.lines.map((line: { evidence_url: string | null }) => line.evidence_url)).toEqual([url, null]);
    const [audited] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'distribution.evidence_added'));
    expect(audited).toMatchObject({ subjectId: id, actorId: own.id });

    const download = async (token: string | null) => call('GET', url, token);
    for (const token of [own.token, admin]) {
      const answer = await download(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.equals(TEST_PDF)).toBe(true);
    }
    // Before it pays anyone, the holder is nobody to it.
    for (const token of [holder.token, stranger.token, other.token, null]) expect((await download(token)).statusCode).toBe(404);

    await call('POST', `/api/distributions/${id}/submit`, own.token);
    await call('POST', `/api/admin/distributions/${id}/funds-received`, admin);
    expect((await call('POST', `/api/admin/distributions/${id}/approve`, admin)).statusCode).toBe(200);
    await t.app.jobs.runDue(t.clock.now());
    expect((await download(holder.token)).statusCode).toBe(200);
    for (const token of [stranger.token, other.token, null]) expect((await download(token)).statusCode).toBe(404);

    const payouts = (await call('GET', `/api/portfolio/payouts?deal_id=${dealId}`, holder.token)).json().items as { id: string; distribution_id: string }[];
    const payout = payouts.find((item) => item.distribution_id === id)!;
    const trail = (await call('GET', `/api/portfolio/payouts/${payout.id}/trail`, holder.token)).json();
    expect(trail.lines).toEqual([
      { kind: 'gross_rent', label: 'Rent', amount: 2_000_00, evidence_url: url },
      { kind: 'expense', label: 'Repairs', amount: -200_00, evidence_url: null },
    ]);
    // The paid distribution is public with its lines; its evidence stays with those it concerns.
    const listed = (await call('GET', `/api/deals/${dealId}/distributions`, null)).json().items.find((item: { id: string }) => item.id === id);
    expect(listed.lines[0].evidence_url).toBe(url);
  });

  it("replaces a line's evidence: the old file is gone and its URL answers 404", async () => {
    const id = await draft();
    const first = (await attach(id, '1')).json().url as string;
    const revised = Buffer.concat([TEST_PDF, Buffer.from('% revised\n')]);
    const second = await attach(id, '1', { ...pdf, content: revised });
    expect(second.statusCode).toBe(201);
    expect((await linesOf(id)).map((line) => line.evidenceUrl)).toEqual([null, second.json().url]);
    expect((await call('GET', first, own.token)).statusCode).toBe(404);
    expect((await call('GET', second.json().url as string, own.token)).rawPayload.equals(revised)).toBe(true);
  });

  it('stays with its line through a change that keeps the line in place, and goes (file and all) with a line removed or changed in kind', async () => {
    const id = await draft();
    const rent = (await attach(id, '0')).json().url as string;
    const repairs = (await attach(id, '1')).json().url as string;
    const patch = (lines: object[]) =>
      call('PATCH', `/api/distributions/${id}`, own.token, { lines, split: { interest: 1_800_00, dividend: 0, rent: 0, return_of_capital: 0 } });

    expect((await patch([{ ...LINES[0], label: 'Rent, April to June' }, LINES[1]!])).statusCode).toBe(200);
    expect((await linesOf(id)).map((line) => line.evidenceUrl)).toEqual([rent, repairs]);
    // The second line becomes the management fee: not the repairs' evidence any more.
    expect((await patch([LINES[0]!, { kind: 'management_fee', label: 'Fee', amount: -200_00 }])).statusCode).toBe(200);
    expect((await linesOf(id)).map((line) => line.evidenceUrl)).toEqual([rent, null]);
    expect((await call('GET', repairs, own.token)).statusCode).toBe(404);
    const fee = (await attach(id, '1')).json().url as string;
    expect((await patch([{ kind: 'gross_rent', label: 'Rent', amount: 1_800_00 }])).statusCode).toBe(200);
    expect((await linesOf(id)).map((line) => line.evidenceUrl)).toEqual([rent]);
    expect((await call('GET', fee, own.token)).statusCode).toBe(404);
  });

  it("is its author's alone while a draft: 401 signed out, 403 a backer or the admin, 404 another proposer or no such draft, 409 once submitted; nothing stored", async () => {
    const id = await draft();
    const statuses = await Promise.all(
      [null, holder.token, admin, other.token].map(async (token) => {
        const response = await attach(id, '0', pdf, token);
        return [response.statusCode, response.json().code];
      }),
    );
    expect(statuses).toEqual([
      [401, 'not_signed_in'],
      [403, 'forbidden'],
      [403, 'forbidden'],
      [404, 'not_found'],
    ]);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) expect((await attach(unknown, '0')).statusCode).toBe(404);
    // The admin's own draft is the admin's to evidence; the proposer may not.
    const admins = await draft(admin);
    expect((await attach(admins, '0', pdf, own.token)).statusCode).toBe(403);
    expect((await attach(admins, '0', pdf, admin)).statusCode).toBe(201);

    await call('POST', `/api/distributions/${id}/submit`, own.token);
    const late = await attach(id, '0');
    expect([late.statusCode, late.json().code]).toEqual([409, 'wrong_status']);
    expect((await linesOf(id)).every((line) => line.evidenceUrl === null)).toBe(true);
  });

  it('wants the line, in range, and a PDF named file: 422, 415 and 413 store nothing, the parts in any order', async () => {
    const id = await draft();
    const refusals: [FormFile, string | null, number, string][] = [
      [pdf, '2', 422, 'invalid_request'],
      [pdf, '999', 422, 'invalid_request'],
      [pdf, '-1', 422, 'invalid_request'],
      [pdf, '1.0', 422, 'invalid_request'],
      [pdf, ' 1', 422, 'invalid_request'],
      [pdf, '', 422, 'invalid_request'],
      [pdf, null, 422, 'invalid_request'],
      [{ ...pdf, field: 'evidence' }, '0', 422, 'file_required'],
      [{ filename: 'invoice.pdf', type: 'application/pdf', content: await testImage('png') }, '0', 415, 'unsupported_media_type'],
      [{ ...pdf, content: Buffer.concat([TEST_PDF, Buffer.alloc(20 * 1024 * 1024)]) }, '0', 413, 'file_too_large'],
    ];
    for (const [file, line, status, code] of refusals) {
      const response = await attach(id, line, file);
      expect([response.statusCode, response.json().code], `line ${line}`).toEqual([status, code]);
      if (code === 'invalid_request') expect(response.json().errors).toEqual([{ field: 'line', message: expect.any(String) }]);
    }
    // Out of range names the lines there are.
    expect((await attach(id, '2')).json().message).toBe('This distribution has no line 3: attach evidence to one of its 2 lines.');
    const json = await t.app.inject({ method: 'POST', url: `/api/distributions/${id}/evidence`, headers: as(own.token), payload: { line: 0 } });
    expect(json.statusCode).toBe(415);
    expect((await linesOf(id)).every((line) => line.evidenceUrl === null)).toBe(true);
    // The parts in any order, as a script may send them: a line after the file is read the same.
    const { payload, headers } = multipartBody(pdf);
    const boundary = headers['content-type']!.split('boundary=')[1]!;
    const end = Buffer.from(`\r\n--${boundary}--\r\n`);
    const lineLast = Buffer.concat([
      payload.subarray(0, payload.length - end.length),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="line"\r\n\r\n0`),
      end,
    ]);
    const after = await t.app.inject({
      method: 'POST',
      url: `/api/distributions/${id}/evidence`,
      headers: { ...headers, ...as(own.token) },
      payload: lineLast,
    });
    expect(after.statusCode, after.body).toBe(201);
    expect((await linesOf(id))[0]!.evidenceUrl).toBe(after.json().url);
  });
});

describe('GET /api/distributions/:id/evidence/:fileId', () => {
  it("answers 404 for a file that is not a line's evidence, whoever asks", async () => {
    const id = await draft();
    await attach(id, '0');
    for (const fileId of ['00000000-0000-4000-8000-000000000000', 'x', '..%2F..%2Fetc%2Fpasswd']) {
      for (const token of [own.token, admin]) expect((await call('GET', `/api/distributions/${id}/evidence/${fileId}`, token)).statusCode).toBe(404);
    }
  });
});
