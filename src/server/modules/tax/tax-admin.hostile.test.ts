import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_STRUCTURES } from '../../../shared/contracts/deals.ts';
import { INCOME_TYPES } from '../../../shared/contracts/income.ts';
import { indianDate } from '../../../shared/periods.ts';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import {
  edgeNumbers,
  encodeLikeABrowser,
  expectSafeAnswer,
  foreignIds,
  hostileRequest,
  type HostileRequest,
  hostileValue,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
} from '../../test/hostile.ts';
import { TEST_PDF } from '../../test/multipart.ts';
import { openTaxQuarter, type TaxQuarterSetup } from '../../test/tax-quarter.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Hostile input for the admin's tax routes, in the style of distributions.hostile.test.ts: 500
 * generated bodies for each route that takes one (a TDS rule, a deposit, a Form 16A's multipart
 * form), 500 generated ids for every route with one, and 500 hostile query strings for the
 * routes that name a tax quarter. Never a 5xx, always {message, detail, code} for a refusal, and a
 * refused request stores nothing and moves nothing: no rule, deposit, certificate, file, notice or
 * ledger transfer, and every row as it was.
 */

const RUNS = 500;
const DAY = 86_400_000;

let s: TaxQuarterSetup;
let backer: TestUser;
let certificateId: string;

beforeAll(async () => {
  s = await openTaxQuarter();
  backer = await registerTestUser(s.t.app, 'backer');
  const uploaded = await s.t.app.inject({ method: 'POST', url: '/api/admin/tax-certificates', ...asForm(validFields(), TEST_PDF, 'admin') });
  if (uploaded.statusCode !== 201) throw new Error(`The upload answered ${uploaded.statusCode}: ${uploaded.body}`);
  certificateId = uploaded.json().id as string;
});
afterAll(() => s.t.close());
afterEach(async () => {
  expect(await checkLedger(s.t.database.db)).toEqual([]);
});

type Caller = 'anonymous' | 'holder' | 'backer' | 'proposer' | 'admin';
const tokenOf = (caller: Caller) =>
  ({ anonymous: undefined, holder: s.holders[0]!.token, backer: backer.token, proposer: s.proposer.token, admin: s.admin })[caller];
const authOf = (caller: Caller): Record<string, string> => {
  const token = tokenOf(caller);
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function filesOnDisk(): Promise<number> {
  const entries = await readdir(path.join(s.uploadDir, 'tax-certificates'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** What a refused request must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await s.t.database.db.execute(sql`
    select (select count(*)::int from tds_rules) as rules,
      (select count(*)::int from tds_deposits) as deposits,
      (select count(*)::int from tax_certificates) as certificates,
      (select count(*)::int from ledger_transfers) as transfers,
      (select count(*)::int from notifications) as notifications,
      (select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from tds_rules r) as stored_rules,
      (select md5(coalesce(string_agg(c::text, ',' order by c.id), '')) from tax_certificates c) as stored_certificates`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return { ...row, files: await filesOnDisk() };
}

const callers = fc.oneof(
  { arbitrary: fc.constant<Caller>('admin'), weight: 12 },
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'holder', 'proposer'), weight: 2 },
);

/** Signed in first (401), then the role (403); then the admin's answers. */
function expectStatus(status: number, caller: Caller, request: HostileRequest | undefined, byTheAdmin: number[], body: string) {
  if (caller === 'anonymous') expect(status, body).toBe(401);
  else if (caller !== 'admin') expect(status, body).toBe(403);
  else {
    expect(byTheAdmin, body).toContain(status);
    if (request?.payload && isForeignMediaType(request.contentType)) expect([400, 413], body).toContain(status);
  }
}

const send = (method: 'GET' | 'POST', url: string, caller: Caller, request: HostileRequest) =>
  s.t.app.inject({
    method,
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: { ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }), ...authOf(caller) },
  });

const dates = fc.oneof(
  { arbitrary: fc.integer({ min: -400, max: 4000 }).map((days) => indianDate(new Date(s.t.clock.now().getTime() + days * DAY))), weight: 6 },
  { arbitrary: fc.constantFrom('2027-02-29', '2027-13-01', '2027-00-10', '27-04-01', '2027/04/01', '1999-04-01', '3000-04-01', ' 2027-04-01 ', ''), weight: 2 },
);
const rates = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 10_000 }), weight: 6 },
  { arbitrary: fc.constantFrom(...edgeNumbers, 10_001, -1, 0.5, '1000', null), weight: 2 },
);
const sections = fc.oneof(
  { arbitrary: fc.constantFrom('194A', '194LBA', '393(1) Sl.5(iii)', '', null), weight: 6 },
  { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments, 'x'.repeat(41), '=1+1'), weight: 2 },
);
const thresholds = fc.oneof(
  { arbitrary: fc.oneof(fc.integer({ min: 0, max: 1_000_000_00 }), fc.constant(null)), weight: 6 },
  { arbitrary: fc.constantFrom(...edgeNumbers, 1e15 + 1, -1, '100'), weight: 2 },
);

describe('hostile bodies', () => {
  it(`POST /api/admin/tds-rules: ${RUNS} generated bodies; only a 201 stores a rule, from a later date`, async () => {
    let created = 0;
    // Whole valid rules with generated values (the same key twice is a 409), beside hostile ones.
    const coherent: fc.Arbitrary<HostileRequest> = fc
      .record({
        structure: fc.constantFrom(...DEAL_STRUCTURES),
        income_type: fc.constantFrom(...INCOME_TYPES),
        days: fc.integer({ min: 1, max: 4000 }),
        section: fc.constantFrom('194A', '194LBA', '393(1) Sl.5(iii)'),
        section_2025: fc.constantFrom('393(1) Sl.4(ii)', null, ''),
        rate_bps: fc.integer({ min: 0, max: 10_000 }),
        threshold: fc.oneof(fc.integer({ min: 0, max: 1_000_000_000_00 }), fc.constant(null)),
        no_pan_rate_bps: fc.integer({ min: 0, max: 10_000 }),
      })
      .map(({ days, ...rule }) => ({
        payload: JSON.stringify({ ...rule, effective_from: indianDate(new Date(s.t.clock.now().getTime() + days * DAY)) }),
        contentType: 'application/json',
      }));
    const hostile = hostileRequest({
      structure: fc.constantFrom(...DEAL_STRUCTURES, 'trust', ''),
      income_type: fc.constantFrom(...INCOME_TYPES, 'royalty'),
      effective_from: dates,
      section: sections,
      section_2025: sections,
      rate_bps: rates,
      threshold: thresholds,
      no_pan_rate_bps: rates,
    });
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: hostile, weight: 3 }, { arbitrary: coherent, weight: 1 }), callers, async (request, caller) => {
        const before = await state();
        const response = await send('POST', '/api/admin/tds-rules', caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        expectStatus(response.statusCode, caller, request, [201, 400, 409, 413, 422], response.body);
        const after = await state();
        if (response.statusCode === 201) {
          created++;
          expect((body.effective_from as string) > indianDate(s.t.clock.now())).toBe(true);
          expect(body.rate_bps).toBeGreaterThanOrEqual(0);
          expect(body.rate_bps).toBeLessThanOrEqual(10_000);
          expect(after).toMatchObject({ rules: (before.rules as number) + 1, transfers: before.transfers, deposits: before.deposits });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(created).toBeGreaterThan(0);
  });

  it(`POST /api/admin/deals/:id/tds-deposits: ${RUNS} generated bodies; the quarter's tax moves at most once`, async () => {
    let deposited = 0;
    const bodies = hostileRequest({
      quarter: fc.oneof(
        { arbitrary: fc.constant(null).map(() => s.taxQuarter), weight: 6 },
        { arbitrary: fc.constantFrom('2026-27-Q5', '2026-28-Q1', '2026-Q4', '2026-27', 'q3', ''), weight: 2 },
      ),
      challan: fc.oneof(
        { arbitrary: fc.constantFrom('0510002 07012027 00042', '00042', 'CIN/2027-01'), weight: 6 },
        { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments, '1'.repeat(41), ' '), weight: 2 },
      ),
      // Today is a valid deposit date; most generated dates are not (the future, or before the quarter).
      deposited_on: fc.oneof({ arbitrary: fc.constant(null).map(() => indianDate(s.t.clock.now())), weight: 3 }, { arbitrary: dates, weight: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(bodies, callers, async (request, caller) => {
        const before = await state();
        const response = await send('POST', `/api/admin/deals/${s.deal.id}/tds-deposits`, caller, request);
        expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        expectStatus(response.statusCode, caller, request, [201, 400, 409, 413, 422], response.body);
        const after = await state();
        if (response.statusCode === 201) {
          deposited++;
          expect(after).toMatchObject({ deposits: (before.deposits as number) + 1, transfers: (before.transfers as number) + 1 });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(deposited).toBe(1);
  });

  it(`POST /api/admin/tax-certificates: ${RUNS} generated multipart forms; only a 201 keeps a file`, async () => {
    let stored = 0;
    const fieldValue = fc.oneof(
      { arbitrary: fc.constant(null), weight: 6 },
      { arbitrary: hostileValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))), weight: 3 },
      { arbitrary: fc.constant('__missing__'), weight: 1 },
    );
    const forms = fc.record({
      fields: fc.record({ user_id: fieldValue, deal_id: fieldValue, fy: fieldValue, quarter: fieldValue }),
      extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'file', 'user_id', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 2 }),
      file: fc.oneof(
        { arbitrary: fc.constant(TEST_PDF), weight: 5 },
        { arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.from('%PDF'), Buffer.from('<svg/>'), Buffer.from('GIF89a')), weight: 2 },
        { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
        { arbitrary: fc.constant(null), weight: 1 },
      ),
      fileFirst: fc.boolean(),
      mangle: fc.oneof(
        { arbitrary: fc.constant<'none'>('none'), weight: 8 },
        { arbitrary: fc.constantFrom<'truncate' | 'no-boundary' | 'json' | 'garbage'>('truncate', 'no-boundary', 'json', 'garbage'), weight: 2 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(forms, callers, async (generated, caller) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of Object.entries(generated.fields)) {
          if (value === '__missing__') continue;
          fields[name] = value ?? validFields()[name as keyof ReturnType<typeof validFields>];
        }
        const form = asForm({ ...generated.extra, ...fields }, generated.file, caller, generated.fileFirst);
        if (generated.mangle === 'truncate') form.payload = form.payload.subarray(0, Math.floor(form.payload.length / 2));
        if (generated.mangle === 'no-boundary') form.headers['content-type'] = 'multipart/form-data';
        if (generated.mangle === 'json') form.headers['content-type'] = 'application/json';
        if (generated.mangle === 'garbage') form.payload = Buffer.from('--x\r\nnot a part\r\n');
        const before = await state();
        const response = await s.t.app.inject({ method: 'POST', url: '/api/admin/tax-certificates', ...form });
        expectSafeAnswer(response, `${caller} ${JSON.stringify(fields).slice(0, 200)} ${generated.mangle}`);
        expectStatus(response.statusCode, caller, undefined, [201, 400, 404, 413, 415, 422], response.body);
        const after = await state();
        if (response.statusCode === 201) {
          stored++;
          // Always the one backer's one certificate, replaced: one row and one file, whatever was sent.
          expect(after).toMatchObject({ certificates: before.certificates, files: before.files, transfers: before.transfers });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
        expect(await readdir(path.join(s.uploadDir, 'tmp')).catch(() => [])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(stored).toBeGreaterThan(0);
  });
});

interface IdRoute {
  method: 'GET' | 'POST';
  label: string;
  path: (id: string) => string;
  real: () => string;
  callers: Caller[];
  body?: () => object;
}

const ID_ROUTES: IdRoute[] = [
  {
    method: 'POST',
    label: '/api/admin/deals/:id/tds-deposits',
    path: (id) => `/api/admin/deals/${id}/tds-deposits`,
    real: () => s.deal.id,
    callers: ['admin'],
    body: () => ({ quarter: s.taxQuarter, challan: '00042', deposited_on: indianDate(s.t.clock.now()) }),
  },
  {
    method: 'GET',
    label: '/api/admin/deals/:id/tds-return',
    path: (id) => `/api/admin/deals/${id}/tds-return?fy=${s.fy}&quarter=${s.quarter}`,
    real: () => s.deal.id,
    callers: ['admin'],
  },
  {
    method: 'GET',
    label: '/api/admin/deals/:id/tax-payees',
    path: (id) => `/api/admin/deals/${id}/tax-payees?fy=${s.fy}&quarter=${s.quarter}`,
    real: () => s.deal.id,
    callers: ['admin'],
  },
  {
    method: 'GET',
    label: '/api/tax-certificates/:id',
    path: (id) => `/api/tax-certificates/${id}`,
    real: () => certificateId,
    callers: ['holder', 'admin', 'backer'],
  },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES)(`$method $label: ${RUNS} generated ids`, async (route) => {
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).map(route.real), weight: 2 },
      { arbitrary: fc.constant(null).map(() => route.real().toUpperCase()), weight: 1 },
      { arbitrary: foreignIds(route.real), weight: 8 },
    );
    const routeCallers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'proposer', 'holder', 'admin'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(ids, routeCallers, async (id, caller) => {
        const before = await state();
        const url = route.path(id);
        const response = await s.t.app.inject({ method: route.method, url, headers: authOf(caller), ...(route.body ? { payload: route.body() } : {}) });
        expect(response.statusCode, `${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 300 || response.headers['content-type']?.toString().startsWith('application/json')) {
          expectSafeAnswer(response, `${caller} ${route.method} ${url.slice(0, 200)}`);
        }
        // A UUID is the same id in either case; anything else that is not the real id is refused.
        if (id.toLowerCase() !== route.real()) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        const after = await state();
        if (response.statusCode >= 400 || route.method === 'GET') expect(after, `${url} → ${response.body.slice(0, 300)}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile query strings', () => {
  it.each(['tds-return', 'tax-payees'])(`GET /api/admin/deals/:id/%s: ${RUNS} hostile query strings`, async (route) => {
    const part = fc.oneof(
      fc.constant(null).map(() => s.fy),
      fc.constant(null).map(() => String(s.quarter)),
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', '2026-2027', '2026-28', '2026-27 ', '26-27', '0', '5', '3.0', '03', ' 3', '-1', '1e400', 'NaN', 'null', '[]'),
      fc.string({ maxLength: 30 }),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('fy', 'quarter', 'fy[]', 'quarter[]', '__proto__', 'constructor', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('fy', 'quarter', '&&&', '=', '%', '%zz', `fy=${'9'.repeat(5000)}`, 'quarter=1&quarter=2'),
    );
    const before = await state();
    await fc.assert(
      fc.asyncProperty(query, callers, async (search, caller) => {
        const response = await s.t.app.inject({ method: 'GET', url: `/api/admin/deals/${s.deal.id}/${route}?${search}`, headers: authOf(caller) });
        expect(response.statusCode, `?${search} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode !== 200 || route === 'tax-payees') expectSafeAnswer(response, `${caller} ?${search.slice(0, 300)}`);
        expectStatus(response.statusCode, caller, undefined, [200, 400, 422], response.body);
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
  });
});

function validFields() {
  return { user_id: s.holders[0]!.id, deal_id: s.deal.id, fy: s.fy, quarter: String(s.quarter) };
}

/** A multipart form as a browser sends it: the text fields and the file (or none), in either order. */
function asForm(fields: Record<string, string>, file: Buffer | null, caller: Caller, fileFirst = false) {
  const boundary = `----tax${crypto.randomUUID()}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', '%22')}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="form16a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        file,
        Buffer.from('\r\n'),
      ]
    : [];
  return {
    payload: Buffer.concat([...(fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts]), Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authOf(caller) } as Record<string, string>,
  };
}
