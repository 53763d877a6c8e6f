import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, registerTestUser, type TestUser } from '../../test/factories.ts';
import { filesUnder } from '../../test/funded-deals.ts';
import { edgeNumbers, expectSafeAnswer, foreignIds, hostileRequest, sqlFragments, UNLIMITED_ENV, type HostileRequest } from '../../test/hostile.ts';
import { hostileUpload } from '../../test/hostile-multipart.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Hostile input for the sale of the property, in the style of draws.hostile.test.ts: generated
 * bodies for each route that takes one (JSON for proposing, voting and completing, multipart for
 * the offer) and generated ids for every route. Never a 5xx, always {message, detail, code}; a
 * refused request changes nothing (no proposal, vote, notification, audit event, ledger or units
 * transfer, file), and both ledgers balance throughout.
 */

const RUNS = 300;

let t: TestApp;
let uploadDir: string;
let admin: string;
let own: TestUser;
let other: TestUser;
let backer: TestUser;
/** Holders of the deal proposed in (50:50): `half` votes no to fail each proposal a run opens. */
let half: TestUser;
/** A holder of 30 % of the voting deal: its vote never decides. */
let minor: TestUser;
/** A holder of 60 % of the completing deal. */
let major: TestUser;
const real = { proposing: '', voting: '', completing: '', votingDeal: '' };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-sale-hostile-'));
  t = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const proposing = await fundedTestDeal(t, own, { amounts: [5_00_000_00n, 5_00_000_00n] });
  real.proposing = proposing.deal.id;
  half = proposing.backers[0]!;
  const voting = await fundedTestDeal(t, own, { amounts: [3_00_000_00n, 3_00_000_00n, 4_00_000_00n] });
  real.votingDeal = voting.deal.id;
  minor = voting.backers[0]!;
  real.voting = (await post(`/api/deals/${voting.deal.id}/exit-proposals`, own.token, PROPOSAL)).json().id as string;
  const completing = await fundedTestDeal(t, own);
  major = completing.backers[0]!;
  real.completing = (await post(`/api/deals/${completing.deal.id}/exit-proposals`, own.token, PROPOSAL)).json().id as string;
  expect((await post(`/api/exit-proposals/${real.completing}/votes`, major.token, { vote: 'yes' })).json().status).toBe('passed');
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
afterEach(async () => {
  // Every file kept is an offer some proposal names, and nothing is left in tmp/.
  const named = await offerFiles();
  expect((await filesUnder(uploadDir)).filter((file) => !named.includes(file))).toEqual([]);
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const PROPOSAL = { sale_price: 12_00_000_00, costs: 10_000_00, expected_on: '2027-01-31', note: '' };

function post(url: string, token: string | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function offerFiles(): Promise<string[]> {
  const result = await t.database.db.execute(sql`select offer_file from exit_proposals where offer_file is not null`);
  return (result as unknown as { rows: { offer_file: string }[] }).rows.map((row) => row.offer_file);
}

/** What a refused request must leave as it was. */
async function state(): Promise<Record<string, unknown>> {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(p::text, ',' order by p.id), '')) from exit_proposals p) as proposals,
      (select md5(coalesce(string_agg(v::text, ',' order by v.proposal_id, v.holder_id), '')) from exit_votes v) as votes,
      (select md5(coalesce(string_agg(d::text, ',' order by d.id), '')) from deals d) as deals,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from audit_events) as audit,
      (select count(*)::int from ledger_transfers) as transfers,
      (select count(*)::int from unit_transfers) as units,
      (select count(*)::int from distributions) as distributions`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
}

type Caller = 'anonymous' | 'backer' | 'own' | 'other' | 'admin' | 'minor';
const tokenOf = (caller: Caller) => ({ anonymous: undefined, backer: backer.token, own: own.token, other: other.token, admin, minor: minor.token })[caller];
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

const amounts = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 1_000_000_000_000 }), weight: 4 },
  { arbitrary: fc.constantFrom(...edgeNumbers), weight: 2 },
  { arbitrary: fc.constantFrom(...sqlFragments), weight: 1 },
);
const dates = fc.oneof(
  { arbitrary: fc.constantFrom('2027-03-31', '2026-12-01', '2028-02-29'), weight: 3 },
  { arbitrary: fc.constantFrom('2027-02-30', '2027-13-01', '27-03-31', '2027-3-31', '', '2027-03-31T00:00:00Z', ...sqlFragments), weight: 2 },
);
const notes = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('x'.repeat(2000), 'x'.repeat(2001), ...sqlFragments));

/** Generated proposals, and well-formed ones often enough that some open a vote. */
const proposals = fc.oneof(
  { arbitrary: hostileRequest({ sale_price: amounts, costs: amounts, expected_on: dates, note: notes }), weight: 4 },
  {
    arbitrary: fc
      .record({ sale_price: fc.integer({ min: 2, max: 1_000_000_000_000 }), expected_on: dates, note: notes })
      .chain((body) =>
        fc.integer({ min: 0, max: body.sale_price - 1 }).map((costs) => ({ payload: JSON.stringify({ ...body, costs }), contentType: 'application/json' })),
      ),
    weight: 1,
  },
);

describe('hostile bodies', () => {
  it(`POST /api/deals/:id/exit-proposals: ${RUNS} generated bodies; only a 201 opens a vote, as sent`, async () => {
    let opened = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('own'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(proposals, callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/deals/${real.proposing}/exit-proposals`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = { anonymous: [401], own: [201, 400, 413, 422], other: [400, 403, 413, 422], backer: [403], admin: [403], minor: [] }[caller];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) {
          opened++;
          const sent = JSON.parse(request.payload!) as Record<string, unknown>;
          expect(body).toMatchObject({ status: 'open', sale_price: sent.sale_price, costs: sent.costs, expected_on: sent.expected_on });
          // Half the face value says no: the vote fails, so the next proposal may open.
          const failed = await post(`/api/exit-proposals/${body.id as string}/votes`, half.token, { vote: 'no' });
          expect(failed.json().status).toBe('failed');
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(opened).toBeGreaterThan(0);
  });

  it(`POST /api/exit-proposals/:id/votes: ${RUNS} generated bodies; only a 200 votes, and never decides a 30 % holder's vote alone`, async () => {
    let voted = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('minor'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'own', 'admin'), weight: 3 },
    );
    const choices = fc.oneof(
      { arbitrary: fc.constantFrom('yes', 'no'), weight: 4 },
      { arbitrary: fc.constantFrom('YES', 'y', 'true', '', ...sqlFragments), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(hostileRequest({ vote: choices }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/exit-proposals/${real.voting}/votes`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = caller === 'anonymous' ? [401] : caller === 'minor' ? [200, 400, 413, 422] : [400, 403, 413, 422];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          voted++;
          expect(body).toMatchObject({ status: 'open', my_vote: (JSON.parse(request.payload!) as { vote: string }).vote, my_weight: 3_00_000_00 });
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(voted).toBeGreaterThan(0);
  });

  it(`POST /api/exit-proposals/:id/offer: ${RUNS} generated multipart bodies; only a 201 keeps an offer, and no file is left behind`, async () => {
    let added = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('own'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other', 'admin'), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(hostileUpload(), callers, async (upload, caller) => {
        const before = await state();
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/exit-proposals/${real.voting}/offer`,
          payload: upload.payload,
          headers: { ...(upload.contentType === undefined ? {} : { 'content-type': upload.contentType }), ...auth(caller) },
        });
        expectSafeAnswer(response, `${caller} ${upload.contentType} ${upload.payload.subarray(0, 200).toString('latin1')}`);
        const allowed = { anonymous: [401], own: [201, 400, 413, 415, 422], other: [400, 403, 413, 415], backer: [403], admin: [403], minor: [] }[caller];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) added++;
        else expect(await state(), `a refused upload changed something: ${response.body}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    expect(added).toBeGreaterThan(0);
  });

  it(`POST /api/admin/exit-proposals/:id/complete: ${RUNS} generated bodies; one 201 completes, every other answer changes nothing`, async () => {
    let completed = 0;
    const callers = fc.oneof(
      { arbitrary: fc.constant<Caller>('admin'), weight: 10 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'own', 'other'), weight: 3 },
    );
    await fc.assert(
      fc.asyncProperty(hostileRequest({ proceeds: amounts }), callers, async (request, caller) => {
        const before = await state();
        const response = await send(`/api/admin/exit-proposals/${real.completing}/complete`, caller, request);
        const body = expectSafeAnswer(response, `${caller} ${request.contentType} ${request.payload?.slice(0, 300)}`);
        const allowed = caller === 'anonymous' ? [401] : caller === 'admin' ? [201, 400, 409, 413, 422] : [403];
        expect(allowed, response.body).toContain(response.statusCode);
        if (response.statusCode === 201) {
          completed++;
          expect(body.proceeds).toBe((JSON.parse(request.payload!) as { proceeds: number }).proceeds);
        } else {
          expect(await state(), `a refused request changed something: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(completed).toBe(1);
  });
});

interface IdRoute {
  label: string;
  method: 'GET' | 'POST';
  path: (id: string) => string;
  real: () => string;
  callers: Caller[];
  body?: object;
}

const ID_ROUTES: IdRoute[] = [
  {
    label: 'GET proposals',
    method: 'GET',
    path: (id) => `/api/deals/${id}/exit-proposals`,
    real: () => real.votingDeal,
    callers: ['anonymous', 'minor', 'own'],
  },
  { label: 'GET offer', method: 'GET', path: (id) => `/api/exit-proposals/${id}/offer`, real: () => real.voting, callers: ['anonymous', 'own'] },
  { label: 'POST vote', method: 'POST', path: (id) => `/api/exit-proposals/${id}/votes`, real: () => real.voting, callers: ['minor'], body: { vote: 'no' } },
  {
    label: 'POST complete',
    method: 'POST',
    path: (id) => `/api/admin/exit-proposals/${id}/complete`,
    real: () => real.voting,
    callers: ['admin'],
    body: { proceeds: 5 },
  },
];

describe('hostile ids', () => {
  it.each(ID_ROUTES)(`$label: ${RUNS} generated ids`, async (route) => {
    const ids = fc.oneof({ arbitrary: foreignIds(route.real), weight: 3 }, { arbitrary: fc.constant(null).map(route.real), weight: 1 });
    const callers = fc.oneof(
      { arbitrary: fc.constantFrom(...route.callers), weight: 8 },
      { arbitrary: fc.constantFrom<Caller>('anonymous', 'backer', 'other'), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(ids, callers, async (id, caller) => {
        const before = await state();
        const url = route.path(id);
        const response = await t.app.inject({ method: route.method, url, headers: auth(caller), ...(route.body ? { payload: route.body } : {}) });
        if (!(route.method === 'GET' && response.statusCode === 200)) expectSafeAnswer(response, `${caller} ${url.slice(0, 200)}`);
        expect([200, 400, 401, 403, 404, 409, 422], response.body).toContain(response.statusCode);
        if (id !== route.real()) expect(response.statusCode, `${url} → ${response.body}`).toBeGreaterThanOrEqual(400);
        // A vote by the 30 % holder changes its vote only; everything else leaves all as it was.
        if (!(route.label === 'POST vote' && response.statusCode === 200)) expect(await state(), `${url} → ${response.body}`).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
