import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, valuations } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal, filesUnder } from '../../test/funded-deals.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { multipartBody, TEST_PDF, testImage, type FormFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploadDir: string;
let admin: string;
let proposer: TestUser;
let backer: TestUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-reports-test-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  proposer = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Every file on disk is a valuation's report, and no upload is left in tmp/. */
afterEach(async () => {
  const reports = await t.database.db.select({ file: valuations.reportFile }).from(valuations);
  expect(await filesUnder(uploadDir)).toEqual(
    reports
      .map((row) => row.file)
      .filter((file): file is string => file !== null)
      .sort(),
  );
});

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const pdf: FormFile = { filename: 'Knight Frank, March.pdf', type: 'application/pdf', content: TEST_PDF };

async function valuedDeal(): Promise<{ dealId: string; valuationId: string; holder: TestUser }> {
  const { deal, backers } = await createFundedTestDeal(t.app, t.database.db, proposer, [6_00_000_00n, 4_00_000_00n]);
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/deals/${deal.id}/valuations`,
    headers: as(admin),
    payload: { valued_on: '2027-03-31', price_bps: 10_800, note: 'Knight Frank' },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return { dealId: deal.id, valuationId: recorded.json().id as string, holder: backers[0]! };
}

function upload(dealId: string, valuationId: string, file: FormFile = pdf, token: string | null = admin) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({ method: 'POST', url: `/api/admin/deals/${dealId}/valuations/${valuationId}/report`, headers: { ...headers, ...as(token) }, payload });
}

const list = async (dealId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}/valuations` })).json().items as Record<string, unknown>[];
const stored = async (valuationId: string) => (await t.database.db.select().from(valuations).where(eq(valuations.id, valuationId)))[0]!;

describe('POST /api/admin/deals/:id/valuations/:vid/report', () => {
  it("keeps the valuer's PDF: its URL is in the public list, and anyone downloads it, signed in or not", async () => {
    const { dealId, valuationId, holder } = await valuedDeal();
    const response = await upload(dealId, valuationId);
    expect(response.statusCode, response.body).toBe(201);
    const url = `/api/deals/${dealId}/valuations/${valuationId}/report`;
    expect(response.json()).toEqual({ url });
    expect(await list(dealId)).toEqual([{ id: valuationId, valued_on: '2027-03-31', price_bps: 10_800, note: 'Knight Frank', report_url: url }]);
    for (const token of [null, holder.token, backer.token, proposer.token, admin]) {
      const download = await t.app.inject({ method: 'GET', url, headers: as(token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe('attachment; filename="valuation-2027-03-31.pdf"');
      expect(download.rawPayload.equals(TEST_PDF)).toBe(true);
    }
    const [audited] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'valuation.report_added'));
    expect(audited).toMatchObject({ subjectId: dealId });
  });

  it('replaces the report: the URL stays, the new file downloads and the old one is gone from the disk', async () => {
    const { dealId, valuationId } = await valuedDeal();
    expect((await upload(dealId, valuationId)).statusCode).toBe(201);
    const first = (await stored(valuationId)).reportFile;
    const revised = Buffer.concat([TEST_PDF, Buffer.from('% revised\n')]);
    const again = await upload(dealId, valuationId, { ...pdf, content: revised });
    expect(again.statusCode).toBe(201);
    const second = (await stored(valuationId)).reportFile;
    expect(second).not.toBe(first);
    expect(await filesUnder(uploadDir)).not.toContain(first);
    const download = await t.app.inject({ method: 'GET', url: again.json().url as string });
    expect(download.rawPayload.equals(revised)).toBe(true);
  });

  it("answers 404 for an unknown deal, an unknown valuation, another deal's valuation and ids that are not ids; nothing stored", async () => {
    const { dealId, valuationId } = await valuedDeal();
    const other = await valuedDeal();
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [deal, valuation] of [
      [unknown, valuationId],
      [dealId, unknown],
      [other.dealId, valuationId],
      ['not-a-deal', valuationId],
      [dealId, 'not-a-valuation'],
    ] as const) {
      const response = await upload(deal, valuation);
      expect([response.statusCode, response.json().code]).toEqual([404, 'not_found']);
    }
    expect((await stored(valuationId)).reportUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}/valuations/${valuationId}/report` })).statusCode).toBe(404);
  });

  it('refuses by content: a JPEG named .pdf is 415, JSON is 415, a part not named file is 422; nothing stored', async () => {
    const { dealId, valuationId } = await valuedDeal();
    const jpeg = await upload(dealId, valuationId, { filename: 'report.pdf', type: 'application/pdf', content: await testImage('jpeg') });
    expect([jpeg.statusCode, jpeg.json().code]).toEqual([415, 'unsupported_media_type']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deals/${dealId}/valuations/${valuationId}/report`,
      headers: as(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(dealId, valuationId, { ...pdf, field: 'report' });
    expect([wrongField.statusCode, wrongField.json().code]).toEqual([422, 'file_required']);
    expect((await stored(valuationId)).reportUrl).toBeNull();
  });

  it('answers 413 for a report over 20 MB, and keeps nothing of it', async () => {
    const { dealId, valuationId } = await valuedDeal();
    const response = await upload(dealId, valuationId, { ...pdf, content: Buffer.concat([TEST_PDF, Buffer.alloc(20 * 1024 * 1024)]) });
    expect([response.statusCode, response.json().code]).toEqual([413, 'file_too_large']);
    expect((await stored(valuationId)).reportUrl).toBeNull();
  });

  it("is the admin's alone: signed out 401, the proposer and a backer 403", async () => {
    const { dealId, valuationId, holder } = await valuedDeal();
    expect((await upload(dealId, valuationId, pdf, null)).statusCode).toBe(401);
    for (const token of [proposer.token, holder.token]) expect((await upload(dealId, valuationId, pdf, token)).statusCode).toBe(403);
    expect((await stored(valuationId)).reportUrl).toBeNull();
  });
});

describe('GET /api/deals/:id/valuations/:vid/report', () => {
  it("answers 404 for a deal that is not funded, where the deal's valuations are not public either", async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const draft = (await t.app.inject({ method: 'POST', url: '/api/deals', headers: as(proposer.token), payload: TEST_DEAL_FORM })).json().id as string;
    for (const dealId of [live.id, draft]) {
      for (const token of [null, admin]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/deals/${dealId}/valuations/00000000-0000-4000-8000-000000000000/report`,
          headers: as(token),
        });
        expect(response.statusCode).toBe(404);
      }
    }
  });
});
