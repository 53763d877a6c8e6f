import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { indianDate, taxQuarterOf, taxQuarterRange } from '../../../shared/periods.ts';
import { auditEvents, ledgerAccounts, notifications, outbox, taxCertificates, tdsDeposits } from '../../db/schema/index.ts';
import { createLiveTestDeal, markTestContactsVerified, registerTestUser } from '../../test/factories.ts';
import { multipartBody, TEST_PDF, testImage } from '../../test/multipart.ts';
import { HOLDERS, openTaxQuarter, payTestDistribution, type TaxQuarterSetup } from '../../test/tax-quarter.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { ruleInForce } from './tds-rules.ts';

let s: TaxQuarterSetup;

beforeAll(async () => {
  s = await openTaxQuarter();
});
afterAll(() => s.t.close());
afterEach(async () => {
  expect(await checkLedger(s.t.database.db)).toEqual([]);
});

const RUPEES = 100;
const as = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const inject = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  s.t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) });

const DAY = 86_400_000;
const dayFromNow = (days: number) => indianDate(new Date(s.t.clock.now().getTime() + days * DAY));

const rule = (overrides: Record<string, unknown> = {}) => ({
  structure: 'aif',
  income_type: 'interest',
  effective_from: dayFromNow(1),
  section: '194LBB',
  section_2025: '393(1) Sl.4(iii)',
  rate_bps: 1500,
  threshold: null,
  no_pan_rate_bps: 2000,
  ...overrides,
});

async function count(table: typeof tdsDeposits | typeof taxCertificates): Promise<number> {
  const [row] = await s.t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

async function balances(dealId: string) {
  const rows = await s.t.database.db.select().from(ledgerAccounts);
  const tds = rows.find((row) => row.ownerId === dealId && row.purpose === 'tds_payable');
  const government = rows.find((row) => row.ownerId === null && row.purpose === 'tds_deposited' && row.currency === 'INR');
  return { tds: tds ? tds.creditsPosted - tds.debitsPosted : 0n, government: government ? government.creditsPosted - government.debitsPosted : 0n };
}

describe('GET and POST /api/admin/tds-rules', () => {
  it('lists the seeded rules by structure and income type, the newest effective date first in each', async () => {
    const answer = await inject('GET', '/api/admin/tds-rules', s.admin);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { structure: string; income_type: string; effective_from: string; created_by: string | null }[];
    const interest = items.filter((item) => item.structure === 'private_spv' && item.income_type === 'interest');
    const dates = interest.map((item) => item.effective_from);
    expect(dates.slice(0, 2)).toEqual(['2026-04-01', '2025-04-01']);
    expect(dates).toEqual([...dates].sort().reverse());
    const keys = items.map((item) => `${item.structure}|${item.income_type}`);
    // Each key's rules together (structures and income types in the order the enums declare them).
    const runs = keys.filter((key, index) => key !== keys[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs[0]).toBe('private_spv|interest');
    expect(items.every((item) => item.created_by === null)).toBe(true);
  });

  it('adds a rule from a later date, audited; the run reads it from that date only', async () => {
    const body = rule();
    const created = await inject('POST', '/api/admin/tds-rules', s.admin, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...body, id: expect.any(String), created_by: expect.any(String) });
    const listed = (await inject('GET', '/api/admin/tds-rules', s.admin)).json().items as { id: string }[];
    expect(listed.map((item) => item.id)).toContain(created.json().id);

    // In force from its date; the day before, the seeded rule still is.
    expect((await ruleInForce(s.t.database.db, 'aif', 'interest', dayFromNow(1)))?.rateBps).toBe(1500);
    expect((await ruleInForce(s.t.database.db, 'aif', 'interest', dayFromNow(0)))?.rateBps).toBe(1000);

    const [audit] = await s.t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'tds_rule.created'), eq(auditEvents.subjectId, created.json().id as string)));
    expect(audit).toMatchObject({ subjectType: 'tds_rule', after: { rate_bps: 1500, structure: 'aif' } });
  });

  it('answers 409 for a second rule of the same structure, income type and date, and has no route to change or remove one', async () => {
    const body = rule({ income_type: 'rent', effective_from: dayFromNow(30) });
    expect((await inject('POST', '/api/admin/tds-rules', s.admin, body)).statusCode).toBe(201);
    const again = await inject('POST', '/api/admin/tds-rules', s.admin, { ...body, rate_bps: 500 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'tds_rule_exists']);
    expect((await ruleInForce(s.t.database.db, 'aif', 'rent', dayFromNow(30)))?.rateBps).toBe(1500);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const id = (await inject('GET', '/api/admin/tds-rules', s.admin)).json().items[0].id as string;
      expect((await s.t.app.inject({ method, url: `/api/admin/tds-rules/${id}`, headers: as(s.admin) })).statusCode).toBe(404);
      expect((await s.t.app.inject({ method, url: '/api/admin/tds-rules', headers: as(s.admin) })).statusCode).toBe(404);
    }
  });

  it.each([
    ['a rate above 100%', { rate_bps: 10_001 }, 'rate_bps'],
    ['a negative rate', { rate_bps: -1 }, 'rate_bps'],
    ['a fractional rate', { rate_bps: 10.5 }, 'rate_bps'],
    ['a no-PAN rate above 100%', { no_pan_rate_bps: 20_000 }, 'no_pan_rate_bps'],
    ['a negative threshold', { threshold: -1 }, 'threshold'],
    ['a fractional threshold', { threshold: 100.5 }, 'threshold'],
    ['a threshold as text', { threshold: '1000' }, 'threshold'],
    ['a date no calendar has', { effective_from: '2027-02-30' }, 'effective_from'],
    ['a date in words', { effective_from: 'tomorrow' }, 'effective_from'],
    ['an unknown structure', { structure: 'trust' }, 'structure'],
    ['an unknown income type', { income_type: 'royalty' }, 'income_type'],
    ['a section with a formula', { section: '=1+1' }, 'section'],
    ['a rate without a section', { section: '', rate_bps: 1000 }, 'section'],
    ['a missing threshold', { threshold: undefined }, 'threshold'],
  ] as [string, Record<string, unknown>, string][])('answers 422 for %s', async (_label, change, field) => {
    const response = await inject('POST', '/api/admin/tds-rules', s.admin, rule({ effective_from: dayFromNow(60), ...change }));
    expect([response.statusCode, response.json().code]).toEqual([422, 'invalid_request']);
    expect((response.json().errors as { field: string }[]).map((error) => error.field)).toContain(field);
  });

  it('answers 422 for a rule from today or earlier: payments already made keep their rule', async () => {
    for (const effective of [dayFromNow(0), dayFromNow(-1), '2026-04-01']) {
      const response = await inject('POST', '/api/admin/tds-rules', s.admin, rule({ income_type: 'dividend', effective_from: effective }));
      expect([response.statusCode, response.json().errors?.[0]?.field], effective).toEqual([422, 'effective_from']);
    }
  });
});

describe('GET /api/admin/tax-quarters', () => {
  it("lists the deal's quarter with what it paid and withheld, over, not yet deposited", async () => {
    const answer = await inject('GET', '/api/admin/tax-quarters', s.admin);
    expect(answer.statusCode).toBe(200);
    const mine = (answer.json().items as { deal_id: string }[]).filter((item) => item.deal_id === s.deal.id);
    expect(mine).toEqual([
      {
        deal_id: s.deal.id,
        deal_name: s.deal.title,
        currency: 'INR',
        tax_quarter: s.taxQuarter,
        fy: s.fy,
        quarter: s.quarter,
        // Interest, dividend and capital, to each of the two holders.
        payouts: 6,
        gross: 40_000 * RUPEES,
        withheld: 3_000 * RUPEES,
        ended: true,
        deposit: null,
      },
    ]);
  });
});

describe('POST /api/admin/deals/:id/tds-deposits', () => {
  const deposit = (dealId: string, body: Record<string, unknown>) => inject('POST', `/api/admin/deals/${dealId}/tds-deposits`, s.admin, body);
  const valid = () => ({ quarter: s.taxQuarter, challan: '0510002 07012027 00042', deposited_on: indianDate(s.t.clock.now()) });

  it.each([
    ['a quarter not written like 2026-27-Q3', { quarter: '2026-Q4' }, 'quarter'],
    ['a fifth quarter', { quarter: '2026-27-Q5' }, 'quarter'],
    ['no challan', { challan: '  ' }, 'challan'],
    ['a challan that is a formula', { challan: '=HYPERLINK("x")' }, 'challan'],
    ['a challan past 40 characters', { challan: '1'.repeat(41) }, 'challan'],
    ['a date no calendar has', { deposited_on: '2027-02-29' }, 'deposited_on'],
    ['a date in the future', { deposited_on: 'future' }, 'deposited_on'],
    ['a date before the quarter', { deposited_on: 'before' }, 'deposited_on'],
  ] as [string, Record<string, string>, string][])('answers 422 for %s, and moves nothing', async (_label, change, field) => {
    const before = await balances(s.deal.id);
    const body = { ...valid(), ...change };
    if (change.deposited_on === 'future') body.deposited_on = dayFromNow(1);
    if (change.deposited_on === 'before') body.deposited_on = indianDate(new Date(s.range.start.getTime() - DAY));
    const response = await deposit(s.deal.id, body);
    expect([response.statusCode, response.json().code], response.body).toEqual([422, 'invalid_request']);
    expect((response.json().errors as { field: string }[]).map((error) => error.field)).toContain(field);
    expect(await balances(s.deal.id)).toEqual(before);
    expect(await count(tdsDeposits)).toBe(0);
  });

  it('answers 404 for an unknown deal, 409 for a deal not funded, a quarter not over or one that withheld nothing', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-deal']) expect((await deposit(id, valid())).statusCode).toBe(404);

    const live = await createLiveTestDeal(s.t.app, s.t.database.db, s.proposer);
    const notFunded = await deposit(live.id, valid());
    expect([notFunded.statusCode, notFunded.json().code]).toEqual([409, 'deal_not_funded']);

    const next = taxQuarterOf(s.range.end);
    const open = await deposit(s.deal.id, { ...valid(), quarter: next, deposited_on: indianDate(taxQuarterRange(next).start) });
    expect([open.statusCode, open.json().code]).toEqual([409, 'quarter_not_ended']);

    const earlier = taxQuarterOf(new Date(s.range.start.getTime() - 400 * DAY));
    const empty = await deposit(s.deal.id, { ...valid(), quarter: earlier, deposited_on: indianDate(taxQuarterRange(earlier).start) });
    expect([empty.statusCode, empty.json().code], empty.body).toEqual([409, 'nothing_withheld']);
    expect(await count(tdsDeposits)).toBe(0);
  });

  it("moves the quarter's withheld tax from the deal's TDS account to the government once; a second is 409", async () => {
    const before = await balances(s.deal.id);
    expect(before.tds).toBe(3_000n * 100n);
    const body = valid();
    const created = await deposit(s.deal.id, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      deal_id: s.deal.id,
      quarter: s.taxQuarter,
      currency: 'INR',
      challan: body.challan,
      deposited_on: body.deposited_on,
      amount: 3_000 * RUPEES,
      recorded_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(created.json().recorded_at as string) - s.t.clock.now().getTime())).toBeLessThan(60_000);
    expect(await balances(s.deal.id)).toEqual({ tds: 0n, government: before.government + 3_000n * 100n });

    const again = await deposit(s.deal.id, { ...body, challan: '0510002 08012027 00043' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_deposited']);
    expect(await balances(s.deal.id)).toEqual({ tds: 0n, government: before.government + 3_000n * 100n });
    expect(await count(tdsDeposits)).toBe(1);

    const check = await inject('GET', '/api/admin/ledger/check', s.admin);
    expect(check.json()).toMatchObject({ balanced: true });
    const [audit] = await s.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'deal.tds_deposited'));
    expect(audit).toMatchObject({ subjectType: 'deal', subjectId: s.deal.id, after: { quarter: s.taxQuarter, amount: '300000' } });

    const quarter = ((await inject('GET', '/api/admin/tax-quarters', s.admin)).json().items as { deal_id: string; deposit: unknown }[]).find(
      (item) => item.deal_id === s.deal.id,
    );
    expect(quarter?.deposit).toEqual({ challan: body.challan, deposited_on: body.deposited_on, amount: 3_000 * RUPEES, recorded_at: expect.any(String) });
  });
});

describe('GET /api/admin/deals/:id/tds-return', () => {
  const taxReturn = (dealId: string, query: string, token = s.admin) => inject('GET', `/api/admin/deals/${dealId}/tds-return?${query}`, token);

  it("writes the quarter's Form 26Q deductee rows: PAN and name from KYC, both sections, date, gross, tax, rate and the challan", async () => {
    const response = await taxReturn(s.deal.id, `fy=${s.fy}&quarter=${s.quarter}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="form-26q-${s.taxQuarter}-${s.deal.id}.csv"`);
    const [heading, ...rows] = response.body.trimEnd().split('\r\n');
    expect(heading).toBe(
      'Deductee PAN,Deductee name,"Section (Income-tax Act, 1961)","Section (Income-tax Act, 2025)",Date of payment,Amount paid,Tax deducted,Rate (%),Challan number,Date of deposit',
    );
    const paidOn = rows[0]!.split(',')[4];
    const challan = '0510002 07012027 00042';
    // Each holder's interest (taxed) and dividend (under its section, nothing withheld); capital returned is no row.
    const expected = HOLDERS.flatMap((holder, index) => {
      const share = [18_000, 12_000][index]!;
      const dividend = [3_000, 2_000][index]!;
      return [
        `${holder.pan},${holder.legalName},194A,393(1) Sl.5(iii),${paidOn},${share}.00,${share / 10}.00,10.00,${challan},${indianDate(s.t.clock.now())}`,
        `${holder.pan},${holder.legalName},194,393(1),${paidOn},${dividend}.00,0.00,10.00,${challan},${indianDate(s.t.clock.now())}`,
      ];
    });
    expect([...rows].sort()).toEqual([...expected].sort());
    expect(paidOn).toBe(indianDate(new Date(s.range.end.getTime() - 5 * 3_600_000)));
  });

  it('writes its headings in the asker language, and only headings for a quarter without payouts', async () => {
    const spanish = await s.t.app.inject({
      method: 'GET',
      url: `/api/admin/deals/${s.deal.id}/tds-return?fy=${s.fy}&quarter=${s.quarter === 1 ? 2 : 1}`,
      headers: { ...as(s.admin), 'accept-language': 'es' },
    });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(spanish.body.startsWith('PAN del beneficiario,')).toBe(true);
  });

  it.each([['fy=2026-28&quarter=3'], ['fy=2026-27&quarter=5'], ['fy=2026-27&quarter=0'], ['fy=2026-27&quarter=3.0'], ['fy=2026-27'], ['quarter=3'], ['']])(
    'answers 422 for ?%s',
    async (query) => {
      const response = await taxReturn(s.deal.id, query);
      expect([response.statusCode, response.json().code]).toEqual([422, 'invalid_request']);
    },
  );

  it('answers 404 for an unknown deal', async () => {
    expect((await taxReturn(crypto.randomUUID(), `fy=${s.fy}&quarter=${s.quarter}`)).statusCode).toBe(404);
  });
});

describe('Form 16A: POST /api/admin/tax-certificates, GET /api/tax-certificates/:id', () => {
  const [a, b] = [0, 1];
  const fieldsOf = (userId: string, overrides: Record<string, string> = {}) => ({
    user_id: userId,
    deal_id: s.deal.id,
    fy: s.fy,
    quarter: String(s.quarter),
    ...overrides,
  });

  /** A multipart body with the text fields, then the file (or the file first). */
  function form(fields: Record<string, string>, file: { content: Buffer; filename?: string } | null, fileFirst = false) {
    const boundary = `----tax${crypto.randomUUID()}`;
    const fieldParts = Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    const fileParts = file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'form16a.pdf'}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          file.content,
          Buffer.from('\r\n'),
        ]
      : [];
    const payload = Buffer.concat([...(fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]), Buffer.from(`--${boundary}--\r\n`)]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  const upload = (body: { payload: Buffer; headers: Record<string, string> }, token: string | undefined = s.admin) =>
    s.t.app.inject({ method: 'POST', url: '/api/admin/tax-certificates', headers: { ...body.headers, ...as(token) }, payload: body.payload });

  async function filesOnDisk(): Promise<string[]> {
    const root = path.join(s.uploadDir, 'tax-certificates');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(s.uploadDir, path.join(entry.parentPath, entry.name)));
  }

  it("stores the backer's PDF, tells the backer (in the app and by e-mail), lists it on the Tax page; only the backer and the admin download it", async () => {
    const holder = s.holders[a]!;
    await markTestContactsVerified(s.t.database.db, holder);
    const pdf = Buffer.concat([TEST_PDF, Buffer.from('% first\n')]);
    const created = await upload(form(fieldsOf(holder.id), { content: pdf }));
    expect(created.statusCode, created.body).toBe(201);
    const certificate = created.json() as { id: string; url: string };
    expect(created.json()).toEqual({
      id: expect.any(String),
      user_id: holder.id,
      deal_id: s.deal.id,
      fy: s.fy,
      quarter: s.quarter,
      url: `/api/tax-certificates/${certificate.id}`,
      uploaded_at: expect.any(String),
      replaced: false,
    });

    const tax = await inject('GET', `/api/portfolio/tax?fy=${s.fy}`, holder.token);
    expect(tax.json().certificates).toEqual([{ deal_id: s.deal.id, deal_name: s.deal.title, quarter: s.quarter, url: certificate.url }]);
    expect((await inject('GET', `/api/portfolio/tax?fy=${s.fy}`, s.holders[b]!.token)).json().certificates).toEqual([]);

    const download = await inject('GET', certificate.url, holder.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="form-16a-${s.taxQuarter}.pdf"`);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await inject('GET', certificate.url, s.admin)).statusCode).toBe(200);
    for (const token of [s.holders[b]!.token, s.proposer.token]) expect((await inject('GET', certificate.url, token)).statusCode).toBe(404);
    expect((await inject('GET', certificate.url, undefined)).statusCode).toBe(401);
    expect((await inject('GET', `/api/tax-certificates/${crypto.randomUUID()}`, s.admin)).statusCode).toBe(404);

    const [notice] = await s.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, holder.id), eq(notifications.title, 'Form 16A available')));
    expect(notice?.message).toBe(`Your Form 16A from ${s.deal.title} for quarter ${s.quarter} of ${s.fy} is ready: download it from your Tax page.`);
    const mails = await s.t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, holder.id), eq(outbox.subject, 'Form 16A available')));
    expect(mails.map((mail) => mail.channel).sort()).toEqual(['email', 'sms']);
    const [audit] = await s.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'deal.tax_certificate_uploaded'));
    expect(audit).toMatchObject({ subjectId: s.deal.id, after: { user_id: holder.id, replaced: false } });
    expect(await filesOnDisk()).toHaveLength(1);
  });

  it('replaces an earlier upload for the same backer, deal and quarter: the same address, the new file, the old one gone', async () => {
    const holder = s.holders[b]!;
    const first = await upload(form(fieldsOf(holder.id), { content: TEST_PDF }));
    const files = await filesOnDisk();
    // The fields may come after the file.
    const corrected = Buffer.concat([TEST_PDF, Buffer.from('% corrected\n')]);
    const second = await upload(form(fieldsOf(holder.id), { content: corrected }, true));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, url: first.json().url, replaced: true });
    expect((await inject('GET', second.json().url as string, holder.token)).rawPayload.equals(corrected)).toBe(true);
    const after = await filesOnDisk();
    expect(after).toHaveLength(files.length);
    expect(after).not.toEqual(files);
    expect(await count(taxCertificates)).toBe(2);
  });

  it('answers 404 for a backer the deal paid nothing in that quarter, an unknown backer or deal; 415 for a file that is not a PDF; 413 past 5 MB; 422 for bad fields', async () => {
    const stored = await count(taxCertificates);
    const files = await filesOnDisk();
    const holder = s.holders[a]!.id;
    const stranger = await registerTestUser(s.t.app, 'backer');
    const otherQuarter = String(s.quarter === 1 ? 2 : 1);
    for (const fields of [
      fieldsOf(stranger.id),
      fieldsOf(s.proposer.id),
      fieldsOf(crypto.randomUUID()),
      fieldsOf(holder, { deal_id: crypto.randomUUID() }),
      fieldsOf(holder, { quarter: otherQuarter }),
    ]) {
      const response = await upload(form(fields, { content: TEST_PDF }));
      expect([response.statusCode, response.json().code], JSON.stringify(fields)).toEqual([404, 'not_found']);
    }

    const png = await upload(form(fieldsOf(holder), { content: await testImage('png'), filename: 'form16a.pdf' }));
    expect([png.statusCode, png.json().code]).toEqual([415, 'unsupported_media_type']);
    const empty = await upload(form(fieldsOf(holder), { content: Buffer.alloc(0) }));
    expect(empty.statusCode).toBe(415);

    const huge = await upload(form(fieldsOf(holder), { content: Buffer.concat([TEST_PDF, Buffer.alloc(5 * 1024 * 1024)]) }));
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'file_too_large']);

    for (const [fields, field] of [
      [fieldsOf(holder, { fy: '2026-28' }), 'fy'],
      [fieldsOf(holder, { quarter: '5' }), 'quarter'],
      [fieldsOf(holder, { user_id: 'someone' }), 'user_id'],
      [{ deal_id: s.deal.id, fy: s.fy, quarter: String(s.quarter) }, 'user_id'],
    ] as const) {
      const response = await upload(form(fields, { content: TEST_PDF }));
      expect([response.statusCode, response.json().errors?.[0]?.field], JSON.stringify(fields)).toEqual([422, field]);
    }
    const noFile = await upload(form(fieldsOf(holder), null));
    expect([noFile.statusCode, noFile.json().code]).toEqual([422, 'file_required']);
    const json = await inject('POST', '/api/admin/tax-certificates', s.admin, fieldsOf(holder));
    expect([json.statusCode, json.json().code]).toEqual([415, 'unsupported_media_type']);
    const oneField = multipartBody({ filename: 'form16a.pdf', type: 'application/pdf', content: TEST_PDF });
    expect((await upload(oneField)).statusCode).toBe(422);

    expect(await count(taxCertificates)).toBe(stored);
    expect(await filesOnDisk()).toEqual(files);
    const leftInTmp = await readdir(path.join(s.uploadDir, 'tmp')).catch(() => []);
    expect(leftInTmp).toEqual([]);
  });

  it('lists the payees of the quarter with their gross, tax and certificate', async () => {
    const answer = await inject('GET', `/api/admin/deals/${s.deal.id}/tax-payees?fy=${s.fy}&quarter=${s.quarter}`, s.admin);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as { user_id: string; gross: number; tds: number; certificate: { url: string } | null }[];
    expect(items.map(({ user_id, gross, tds }) => ({ user_id, gross, tds })).sort((x, y) => y.gross - x.gross)).toEqual([
      { user_id: s.holders[a]!.id, gross: 24_000 * RUPEES, tds: 1_800 * RUPEES },
      { user_id: s.holders[b]!.id, gross: 16_000 * RUPEES, tds: 1_200 * RUPEES },
    ]);
    expect(items.every((item) => item.certificate?.url.startsWith('/api/tax-certificates/'))).toBe(true);
    expect((await inject('GET', `/api/admin/deals/${crypto.randomUUID()}/tax-payees?fy=${s.fy}&quarter=${s.quarter}`, s.admin)).statusCode).toBe(404);
    expect((await inject('GET', `/api/admin/deals/${s.deal.id}/tax-payees?fy=${s.fy}&quarter=9`, s.admin)).statusCode).toBe(422);
  });
});

describe('a later quarter', () => {
  it('is deposited on its own: each quarter moves only its own tax', async () => {
    // The next quarter's distribution, paid hours into it (within the tokens' day).
    s.t.clock.advance(10 * 3_600_000);
    await payTestDistribution(s, { interest: 10_000_00, dividend: 0, return_of_capital: 0 });
    const next = (
      (await inject('GET', '/api/admin/tax-quarters', s.admin)).json().items as { deal_id: string; tax_quarter: string; withheld: number; ended: boolean }[]
    )
      .filter((item) => item.deal_id === s.deal.id)
      .map(({ tax_quarter, withheld, ended }) => ({ tax_quarter, withheld, ended }));
    expect(next[1]).toEqual({ tax_quarter: s.taxQuarter, withheld: 3_000 * RUPEES, ended: true });
    expect(next[0]).toMatchObject({ withheld: 1_000 * RUPEES, ended: false });
    const { tds } = await balances(s.deal.id);
    expect(tds).toBe(1_000n * 100n);
  });
});
