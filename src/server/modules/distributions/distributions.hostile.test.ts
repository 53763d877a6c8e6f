import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WATERFALL_LINE_KINDS } from '../../../shared/contracts/income.ts';
import { financialYearOf, nextQuarter, previousQuarter, quarterOf } from '../../../shared/periods.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, openTestMarket, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import {
  edgeNumbers,
  encodeLikeABrowser,
  expectSafeAnswer,
  foreignIds,
  hostileObject,
  hostileRequest,
  type HostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
} from '../../test/hostile.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { succeedAs, type TestMethod } from '../../test/requests.ts';

/*
 * Hostile input for the distributions module, in the style of messages.hostile.test.ts: 500
 * generated bodies for each route that takes one (wrong types, missing and extra fields, huge,
 * negative and fractional amounts, wrong signs, unicode, SQL and script fragments, invalid JSON,
 * wrong content types), 500 generated ids for every route with an id, and 500 hostile query
 * strings for the backer's payouts. Never a 5xx, always {message, detail, code}, and a refused
 * request stores nothing and moves nothing: no distribution or payout row, no ledger transfer, no
 * distribution changed.
 */

const RUNS = 500;

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
/** Real ids, of each kind the routes take. */
const real = { deal: '', draft: '', submitted: '', funded: '', paid: '', payout: '' };
let period: string;

const TARGET = 10_000_00n;

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  holder = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, holder);
  await creditTestWallet(t.app, holder, TARGET);
  backer = await registerTestUser(t.app, 'backer');
  const deal = await createLiveTestDeal(t.app, t.database.db, own, { target: TARGET, minimumTicket: TARGET });
  await ok('POST', `/api/deals/${deal.id}/commitments`, holder.token, { amount: Number(TARGET) });
  t.clock.advance(5 * 60_000);
  real.deal = deal.id;
  period = quarterOf(t.clock.now());

  const drafted = async () => (await ok('POST', `/api/deals/${deal.id}/distributions`, own.token, VALID[0]!.body)).id as string;
  real.paid = await drafted();
  await ok('POST', `/api/distributions/${real.paid}/submit`, own.token);
  await ok('POST', `/api/admin/distributions/${real.paid}/funds-received`, admin);
  await ok('POST', `/api/admin/distributions/${real.paid}/approve`, admin);
  await t.app.jobs.runDue(t.clock.now());
  real.payout = ((await ok('GET', '/api/portfolio/payouts', holder.token)).items as { id: string }[])[0]!.id;
  real.draft = await drafted();
  real.submitted = await drafted();
  await ok('POST', `/api/distributions/${real.submitted}/submit`, own.token);
  real.funded = await drafted();
  await ok('POST', `/api/distributions/${real.funded}/submit`, own.token);
  await ok('POST', `/api/admin/distributions/${real.funded}/funds-received`, admin);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const ok = (method: TestMethod, url: string, token: string, body?: object) => succeedAs(t.app, method, url, token, body);

/** What a refused request must leave as it was: the rows of both tables, the money moved, and every distribution as stored. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select count(*)::int from distributions) as distributions,
      (select count(*)::int from payouts) as payouts,
      (select count(*)::int from ledger_transfers) as transfers,
      (select md5(coalesce(string_agg(d::text, ',' order by d.id), '')) from distributions d) as stored`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin })[caller];

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, caller: Caller, request: HostileRequest) =>
  t.app.inject({
    method,
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      ...(tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {}),
    },
  });

/** Two waterfalls and the splits of what they leave (₹30,000 and ₹4,500): a valid draft takes one of each that match. */
const VALID = [
  {
    body: {
      get period() {
        return period;
      },
      lines: [
        { kind: 'gross_rent', label: 'Rent, January to March', amount: 40_000_00 },
        { kind: 'expense', label: 'Society maintenance', amount: -5_000_00 },
        { kind: 'management_fee', label: 'Management fee', amount: -5_000_00 },
      ],
      split: { interest: 30_000_00, dividend: 0, rent: 0, return_of_capital: 0 },
    },
  },
  {
    body: {
      get period() {
        return period;
      },
      lines: [
        { kind: 'gross_rent', label: 'किराया — ₹', amount: 5_000_00 },
        { kind: 'tenant_tds', label: "Tenant's TDS", amount: -500_00 },
        { kind: 'reserve', label: 'Reserve released', amount: 0 },
      ],
      split: { interest: 1_500_00, dividend: 2_000_00, rent: 0, return_of_capital: 1_000_00 },
    },
  },
];

/** An amount as a person might mistype it, or an attacker send it. */
const amounts = fc.oneof(
  { arbitrary: fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), weight: 4 },
  { arbitrary: fc.constantFrom(...edgeNumbers, 1e15, 1e15 + 1, -1e15, -1e15 - 1, 0.01, 100.5, -0.5), weight: 3 },
  { arbitrary: fc.double({ noNaN: true }), weight: 1 },
  { arbitrary: fc.constantFrom('100', '1e3', '', null, true, [], {}), weight: 1 },
);

const labels = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constantFrom(...sqlFragments, ...scriptFragments, ' ', 'x'.repeat(121), 'a\u0000b'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** A line each of whose fields may be wrong, missing or joined by extra ones (a wrong sign among them). */
const hostileLine = hostileObject({ kind: fc.constantFrom(...WATERFALL_LINE_KINDS), label: labels, amount: amounts });

const lines = fc.oneof(
  { arbitrary: fc.constantFrom(...VALID.map((valid) => valid.body.lines)), weight: 6 },
  { arbitrary: fc.array(hostileLine, { maxLength: 4 }), weight: 3 },
  { arbitrary: fc.array(hostileLine, { minLength: 38, maxLength: 45 }), weight: 1 },
  {
    // Valid lines but one of a wrong sign: income below zero, a deduction above it.
    arbitrary: fc.constantFrom(
      [{ kind: 'gross_rent', label: 'Rent', amount: -1 }],
      [{ kind: 'other_income', label: 'Parking', amount: -100_00 }],
      [
        { kind: 'gross_rent', label: 'Rent', amount: 10_000_00 },
        { kind: 'expense', label: 'Refund', amount: 1 },
      ],
      [
        { kind: 'gross_rent', label: 'Rent', amount: 10_000_00 },
        { kind: 'management_fee', label: 'Fee', amount: 500_00 },
      ],
      [{ kind: 'tenant_tds', label: 'TDS', amount: 100 }],
      [{ kind: 'reserve', label: 'Reserve', amount: -100 }],
      // Each line within bounds, but more to pay in than one amount may be.
      [
        ...Array.from({ length: 10 }, () => ({ kind: 'gross_rent', label: 'Rent', amount: 1e15 })),
        ...Array.from({ length: 9 }, () => ({ kind: 'management_fee', label: 'Fee', amount: -1e15 })),
      ],
    ),
    weight: 2,
  },
);

const splitPart = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 100_000_00 }), weight: 3 }, { arbitrary: amounts, weight: 2 });
const splits = fc.oneof(
  { arbitrary: fc.constantFrom(...VALID.map((valid) => valid.body.split)), weight: 6 },
  {
    arbitrary: hostileObject({ interest: splitPart, dividend: splitPart, rent: splitPart, return_of_capital: splitPart, capital_gain: splitPart }),
    weight: 4,
  },
);

const periods = fc.oneof(
  { arbitrary: fc.constant(null).map(() => period), weight: 6 },
  {
    arbitrary: fc.constantFrom(0, 1, 2, 3).map((which) => [previousQuarter(period), nextQuarter(period), period.toLowerCase(), ` ${period}`][which]!),
    weight: 2,
  },
  { arbitrary: fc.constantFrom('2027-Q5', '2027-Q0', '1999-Q1', '9999-Q4', '2026-27', 'Q1-2027', '2027Q1', '2027-Q1-', ''), weight: 2 },
);

/**
 * A draft whose split adds up to what its lines leave, with any amounts and labels (hostile
 * ones among them): what must be stored exactly as sent, or refused for its label alone.
 */
const coherentDrafts: fc.Arbitrary<HostileRequest> = fc
  .record({
    gross: fc.integer({ min: 1, max: 1_000_000_000_00 }),
    expenseBps: fc.integer({ min: 0, max: 9_999 }),
    cuts: fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })),
    label: labels,
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
  })
  .map(({ gross, expenseBps, cuts: [first, second], label, contentType }) => {
    const expense = Math.floor((gross * expenseBps) / 10_000);
    const distributable = gross - expense;
    const interest = Math.floor((distributable * first) / 10_000);
    const dividend = Math.floor(((distributable - interest) * second) / 10_000);
    const body = {
      period,
      lines: [
        { kind: 'gross_rent', label, amount: gross },
        { kind: 'expense', label: 'Repairs', amount: -expense },
      ],
      split: { interest, dividend, rent: 0, return_of_capital: distributable - interest - dividend },
    };
    return { payload: JSON.stringify(body), contentType };
  });

/** Bodies for a draft: each part valid, hostile or missing, sometimes with extra fields, as JSON or not, under any content type. */
const draftRequests = fc.oneof({ arbitrary: hostileRequest({ period: periods, lines, split: splits }), weight: 4 }, { arbitrary: coherentDrafts, weight: 1 });

const callers = fc.oneof(
  { arbitrary: fc.constant<Caller>('own'), weight: 12 },
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'holder', 'other', 'admin'), weight: 2 },
);

/**
 * The answer's status by caller: signed in first (401), then the role (403), then the body. A body
 * that does not claim to be JSON is a 400 (or 413) once the request reaches it.
 */
function expectStatus(status: number, caller: Caller, request: HostileRequest, byTheMaker: number[], body: string) {
  if (caller === 'anonymous') expect(status, body).toBe(401);
  else if (caller === 'holder' || caller === 'backer') expect(status, body).toBe(403);
  else {
    expect(byTheMaker, body).toContain(status);
    if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413], body).toContain(status);
  }
}

describe('hostile bodies', () => {
  it(`POST /api/deals/:id/distributions: ${RUNS} generated bodies; only a 201 stores a draft, and nothing moves money`, async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(draftRequests, callers, async (request, caller) => {
        const before = await state();
        const response = await send('POST', `/api/deals/${real.deal}/distributions`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        // Another proposer is told the deal does not exist, once the body is valid.
        expectStatus(response.statusCode, caller, request, caller === 'other' ? [400, 404, 413, 422] : [201, 400, 413, 422], response.body);
        const after = await state();
        if (response.statusCode === 201) {
          created++;
          expect(body).toMatchObject({ status: 'draft', deal_id: real.deal, author_id: caller === 'admin' ? expect.any(String) : own.id });
          // What got through is a valid draft: its split adds up to what its lines leave, which is more than nothing.
          const split = Object.values(body.split as Record<string, number>).reduce((sum, part) => sum + part, 0);
          const lines = (body.lines as { amount: number }[]).reduce((sum, line) => sum + line.amount, 0);
          expect([split, lines]).toEqual([body.distributable, body.distributable]);
          expect(body.distributable).toBeGreaterThan(0);
          // Stored as sent (labels trimmed): SQL and script fragments, unicode and all.
          const sent = JSON.parse(request.payload!) as { lines: { kind: string; label: string; amount: number }[] };
          expect((body.lines as { kind: string; label: string; amount: number }[]).map(({ kind, label, amount }) => ({ kind, label, amount }))).toEqual(
            sent.lines.map((line) => ({ kind: line.kind, label: line.label.trim(), amount: line.amount })),
          );
          expect(after).toMatchObject({ distributions: (before.distributions as number) + 1, payouts: before.payouts, transfers: before.transfers });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    // The generators are not so hostile that nothing ever gets through.
    expect(created).toBeGreaterThan(0);
  });

  it(`PATCH /api/distributions/:id: ${RUNS} generated bodies; only a 200 changes the draft, which stays a draft`, async () => {
    let changed = 0;
    const patches = fc.oneof({ arbitrary: hostileRequest({ period: periods, lines, split: splits }), weight: 4 }, { arbitrary: coherentDrafts, weight: 1 });
    await fc.assert(
      fc.asyncProperty(patches, callers, async (request, caller) => {
        const before = await state();
        const response = await send('PATCH', `/api/distributions/${real.draft}`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        // The admin may see the proposer's draft but not change it (403); another proposer may not see it (404).
        const byTheMaker = { own: [200, 400, 413, 422], other: [400, 404, 413, 422], admin: [400, 403, 413, 422] }[caller as 'own'] ?? [];
        expectStatus(response.statusCode, caller, request, byTheMaker, response.body);
        const after = await state();
        if (response.statusCode === 200) {
          changed++;
          expect(body).toMatchObject({ id: real.draft, status: 'draft' });
          expect(body.split).toMatchObject({ capital_gain: 0 });
          expect(after).toMatchObject({ distributions: before.distributions, payouts: before.payouts, transfers: before.transfers });
        } else {
          expect(after, `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(changed).toBeGreaterThan(0);
  });
});

interface IdRoute {
  method: 'GET' | 'POST' | 'PATCH';
  path: (id: string) => string;
  /** The real ids this route acts on; every other id must be refused. */
  accepts: () => string[];
  /** Who may call it: they meet the ids; the others a 401 or 403 first. */
  callers: Caller[];
  body?: () => object;
}

const distributionIds = () => [real.draft, real.submitted, real.funded, real.paid];
const ID_ROUTES: IdRoute[] = [
  { method: 'POST', path: (id) => `/api/deals/${id}/distributions`, accepts: () => [real.deal], callers: ['own', 'admin'], body: () => VALID[1]!.body },
  { method: 'GET', path: (id) => `/api/deals/${id}/distributions`, accepts: () => [real.deal], callers: ['anonymous', 'holder', 'own', 'admin'] },
  { method: 'GET', path: (id) => `/api/distributions/${id}`, accepts: distributionIds, callers: ['own', 'admin'] },
  {
    method: 'PATCH',
    path: (id) => `/api/distributions/${id}`,
    accepts: distributionIds,
    callers: ['own'],
    body: () => ({ lines: VALID[1]!.body.lines, split: VALID[1]!.body.split }),
  },
  { method: 'POST', path: (id) => `/api/distributions/${id}/submit`, accepts: distributionIds, callers: ['own'] },
  { method: 'POST', path: (id) => `/api/admin/distributions/${id}/funds-received`, accepts: distributionIds, callers: ['admin'] },
  { method: 'POST', path: (id) => `/api/admin/distributions/${id}/approve`, accepts: distributionIds, callers: ['admin'] },
  {
    method: 'POST',
    path: (id) => `/api/admin/distributions/${id}/reject`,
    accepts: distributionIds,
    callers: ['admin'],
    body: () => ({ reason: 'The invoice is missing.' }),
  },
  { method: 'GET', path: (id) => `/api/portfolio/payouts/${id}/trail`, accepts: () => [real.payout], callers: ['holder'] },
];

describe('bounds', () => {
  it('refuses a draft whose distributable and fee together pass what the platform accepts, and stores nothing', async () => {
    const before = await state();
    const lines = [
      ...Array.from({ length: 10 }, () => ({ kind: 'gross_rent', label: 'Rent', amount: 1e15 })),
      ...Array.from({ length: 9 }, () => ({ kind: 'management_fee', label: 'Fee', amount: -1e15 })),
    ];
    const split = { interest: 1e15, dividend: 0, rent: 0, return_of_capital: 0 };
    for (const [method, url] of [
      ['POST', `/api/deals/${real.deal}/distributions`],
      ['PATCH', `/api/distributions/${real.draft}`],
    ] as const) {
      const response = await send(method, url, 'own', { payload: JSON.stringify({ period, lines, split }), contentType: 'application/json' });
      expectSafeAnswer(response, `${method} ${url}`);
      expect([response.statusCode, response.json().code, response.json().errors[0].field]).toEqual([422, 'invalid_request', 'lines']);
    }
    expect(await state()).toEqual(before);
  });
});

describe('hostile ids', () => {
  it.each(ID_ROUTES.map((route) => ({ ...route, label: route.path(':id') })))(`$method $label: ${RUNS} generated ids`, async (route) => {
    const allIds = () => [real.deal, ...distributionIds(), real.payout];
    const ids = fc.oneof(
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds())), weight: 3 },
      { arbitrary: fc.constant(null).chain(() => fc.constantFrom(...allIds()).map((id) => id.toUpperCase())), weight: 1 },
      { arbitrary: foreignIds(() => real.draft), weight: 8 },
    );
    const routeCallers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'holder', 'admin'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(ids, routeCallers, async (id, caller) => {
        const before = await state();
        const url = route.path(id);
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {},
          ...(route.body ? { payload: route.body() } : {}),
        });
        expectSafeAnswer(response, `${caller} ${route.method} ${url.slice(0, 200)}`);
        expect([200, 201, 400, 401, 403, 404, 409, 422], response.body).toContain(response.statusCode);
        // A UUID is the same id in either case; anything else that is not a real id of the route's kind is refused.
        if (!route.accepts().includes(id.toLowerCase())) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        const after = await state();
        if (response.statusCode >= 400) expect(after, `a refused request changed something: ${url} → ${response.body}`).toEqual(before);
        else if (route.method === 'GET') expect(after).toEqual(before);
        else expect(after).toMatchObject({ payouts: before.payouts });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hostile query strings', () => {
  it(`GET /api/portfolio/payouts: ${RUNS} hostile query strings`, async () => {
    const fy = () => financialYearOf(t.clock.now());
    const part = fc.oneof(
      fc.constant(null).map(() => real.deal),
      fc.constant(null).map(() => real.deal.toUpperCase()),
      fc.constant(null).map(() => fy()),
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', '2026-2027', '2026-28', '2026-27 ', 'FY2026-27', '26-27', '2026', 'null', '[]', '1', '-1', '1e400', 'NaN'),
      fc.uuid(),
      fc.string({ maxLength: 30 }),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('deal_id', 'fy', 'deal_id[]', 'fy[]', 'deal_id[x]', '__proto__', 'constructor', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('deal_id', 'fy', '&&&', '=', '%', '%zz', 'deal_id=%00', `fy=${'9'.repeat(5000)}`, 'deal_id=a&deal_id=b'),
    );
    const callersOf = fc.oneof(
      { arbitrary: fc.constant<Caller>('holder'), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'own', 'admin'), weight: 2 },
    );
    const before = await state();
    await fc.assert(
      fc.asyncProperty(query, callersOf, async (search, caller) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/portfolio/payouts?${search}`,
          headers: tokenOf(caller) ? { authorization: `Bearer ${tokenOf(caller)}` } : {},
        });
        const body = expectSafeAnswer(response, `${caller} payouts ?${search.slice(0, 300)}`);
        if (caller === 'anonymous') expect(response.statusCode).toBe(401);
        else if (caller === 'own' || caller === 'admin') expect(response.statusCode).toBe(403);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          // Only the caller's own payouts, and only ever the one the holder has.
          if (response.statusCode === 200) {
            const ids = (body.items as { id: string }[]).map((item) => item.id);
            expect(ids).toEqual(caller === 'holder' && ids.length > 0 ? [real.payout] : []);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(await state()).toEqual(before);
  });
});
