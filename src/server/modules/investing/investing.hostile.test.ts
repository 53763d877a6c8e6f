import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../../db/schema/index.ts';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import {
  encodeLikeABrowser,
  expectSafeAnswer,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * Hostile input to the deal and investing routes (RUNS generated requests each): never a 5xx,
 * always {message, detail, code} without a stack or SQL; a refused request stores no commitment
 * and moves no money, and the books balance at the end.
 */

const RUNS = 500;
let t: TestApp;
let backer: TestUser;
let dealId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const proposer = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  // Enough for every accepted commitment the runs can make, so refusals come from the input.
  await creditTestWallet(t.app, backer, 10n ** 14n);
  dealId = (await createLiveTestDeal(t.app, t.database.db, proposer, { target: 10n ** 14n, minimumTicket: 1_00n })).id;
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const commitmentCount = async () => (await t.database.db.select({ n: count() }).from(commitments).where(eq(commitments.dealId, dealId)))[0]!.n;

const send = (method: 'POST' | 'GET' | 'DELETE', url: string, request: HostileRequest | undefined, signedIn: boolean, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    ...(request?.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(signedIn ? { authorization: `Bearer ${backer.token}` } : {}),
      ...(request?.contentType === undefined ? {} : { 'content-type': request.contentType }),
      ...headers,
    },
  });

// "." and ".." are path steps, not ids: `/api/deals/.` is the list itself, as a browser resolves it.
const ids = fc
  .oneof(
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 2 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom('%00', '%zz', '..%2F..%2Fetc', '00000000-0000-0000-0000-000000000000', 'null', '-1'), weight: 1 },
  )
  .filter((id) => id !== '.' && id !== '..');

describe('hostile input to the investing routes', () => {
  it(`POST /api/deals/:id/commitments: ${RUNS} generated bodies and keys; only a valid amount commits`, async () => {
    const amounts = fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.double(), fc.bigInt().map(String), fc.constantFrom(1e16, 2 ** 53, -0, 0.1));
    const keys = fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.uuid(), fc.constantFrom(...sqlFragments)), { nil: undefined });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest({ amount: amounts }), keys, async (request, key) => {
        const before = await commitmentCount();
        // Header values must be visible ASCII for HTTP itself; others cannot even be sent.
        const header: Record<string, string> = key !== undefined && /^[\x20-\x7E]*$/.test(key) ? { 'idempotency-key': key } : {};
        const response = await send('POST', `/api/deals/${dealId}/commitments`, request, true, header);
        expectSafeAnswer(response, `${request.contentType} ${request.payload?.slice(0, 100)} key=${key}`);
        expect([201, 400, 409, 413, 415, 422], response.body).toContain(response.statusCode);
        // A well-formed amount larger than what is left, or than the wallet holds, is a conflict with the deal's state.
        if (response.statusCode === 409) expect(['exceeds_remaining', 'insufficient_funds']).toContain(response.json().code);
        if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413, 415]).toContain(response.statusCode);
        const after = await commitmentCount();
        if (response.statusCode === 201) {
          accepted++;
          expect(after - before).toBeLessThanOrEqual(1);
        } else expect(after).toBe(before);
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it(`ids in the address: ${RUNS} generated ids for every route with one`, async () => {
    const routes = fc.constantFrom(
      (id: string) => ['GET', `/api/deals/${id}`] as const,
      (id: string) => ['POST', `/api/deals/${id}/commitments`] as const,
      (id: string) => ['DELETE', `/api/commitments/${id}`] as const,
      (id: string) => ['POST', `/api/commitments/${id}/extension-consent`] as const,
      (id: string) => ['POST', `/api/deals/${id}/extension`] as const,
    );
    const body = hostileRequest({ amount: fc.integer({ min: 1_00, max: 1_000_00 }), consent: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(routes, ids, body, fc.boolean(), async (route, id, request, signedIn) => {
        const before = await commitmentCount();
        const [method, url] = route(encodeLikeABrowser(id));
        const response = await send(method as 'GET' | 'POST' | 'DELETE', url, method === 'GET' || method === 'DELETE' ? undefined : request, signedIn);
        expectSafeAnswer(response, `${method} ${url}`);
        expect(response.statusCode).toBeLessThan(500);
        expect([200, 201]).not.toContain(response.statusCode);
        expect(await commitmentCount()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET /api/deals: ${RUNS} hostile query strings`, async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'pending', 'completed', 'failed', 'Residential', 'PENDING', '1', '-1', '1e400', '[]', 'null'),
      fc.string({ maxLength: 30 }),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom('status', 'type', 'search', 'page', 'page_size', '__proto__', 'x'), part), { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await send('GET', `/api/deals?${search}`, undefined, true);
        const body = expectSafeAnswer(response, `deals ?${search}`);
        expect([200, 400, 422], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) expect((body.items as unknown[]).length).toBeLessThanOrEqual(body.page_size as number);
      }),
      { numRuns: RUNS },
    );
  });
});
