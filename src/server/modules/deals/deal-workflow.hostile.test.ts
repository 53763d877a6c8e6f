import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
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

/*
 * Hostile input to the deal form, submission and review routes (RUNS generated requests each):
 * never a 5xx, always {message, detail, code} without a stack or SQL, and a refused edit changes
 * nothing.
 */

const RUNS = 300;
let t: TestApp;
let proposer: TestUser;
let admin: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  admin = await adminToken(t.app);
  draftId = (await t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${proposer.token}` }, payload: TEST_DEAL_FORM })).json()
    .id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, request: HostileRequest, token: string) =>
  t.app.inject({
    method,
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: { authorization: `Bearer ${token}`, ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }) },
  });

const anything = fc.jsonValue({ maxDepth: 2 });
const property = fc.record(
  {
    title: fc.string(),
    type: fc.constantFrom('Villa', 'Castle', ''),
    price: fc.oneof(fc.integer(), fc.double()),
    features: fc.array(fc.string(), { maxLength: 40 }),
    agent: fc.record({ email: fc.string(), name: anything }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const dealFields = {
  property,
  campaign_type: fc.constantFrom('buy_n_hold', 'fix_n_flip', 'flip'),
  structure: fc.constantFrom('private_spv', 'llp', 'reit', 1),
  asset_class: fc.constantFrom('Residential', 'residential', ''),
  currency: fc.constantFrom('INR', 'USD', 'EUR', 'inr'),
  target: fc.oneof(fc.integer({ min: -1, max: 2_000_000_00 }), fc.double()),
  minimum_ticket: fc.oneof(fc.integer({ min: -1, max: 2_000_000_00 }), fc.constant(null)),
  maximum_per_backer: fc.oneof(fc.integer(), fc.constant(null)),
  projected_roi_bps: fc.integer(),
  holding_period_months: fc.integer(),
  projection: fc.array(fc.record({ quarter: fc.constantFrom('2027-Q1', '2027-Q9', 'x'), amount: fc.integer() }), { maxLength: 45 }),
};

describe('hostile input to the deal workflow routes', () => {
  it(`POST /api/deals and PATCH /api/deals/:id: ${RUNS} generated bodies each`, async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/deals/${draftId}`, headers: { authorization: `Bearer ${proposer.token}` } })).json();
    await fc.assert(
      fc.asyncProperty(hostileRequest(dealFields), fc.boolean(), async (request, creating) => {
        const response = creating
          ? await send('POST', '/api/deals', request, proposer.token)
          : await send('PATCH', `/api/deals/${draftId}`, request, proposer.token);
        expectSafeAnswer(response, `${creating ? 'POST' : 'PATCH'} ${request.contentType} ${request.payload?.slice(0, 200)}`);
        expect([200, 201, 400, 413, 415, 422], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413, 415]).toContain(response.statusCode);
        if (!creating && response.statusCode === 200) {
          // Put the draft back, so every run starts from the same complete form.
          const restored = await t.app.inject({
            method: 'PATCH',
            url: `/api/deals/${draftId}`,
            headers: { authorization: `Bearer ${proposer.token}` },
            payload: TEST_DEAL_FORM,
          });
          expect(restored.statusCode).toBe(200);
        }
      }),
      { numRuns: RUNS },
    );
    const after = (await t.app.inject({ method: 'GET', url: `/api/deals/${draftId}`, headers: { authorization: `Bearer ${proposer.token}` } })).json();
    expect(after).toEqual(before);
  });

  it(`POST /api/admin/deals/:id/reviews and the deal routes' ids: ${RUNS} generated requests`, async () => {
    const ids = fc.oneof(fc.uuid(), fc.constantFrom(...sqlFragments, ...scriptFragments), fc.string({ minLength: 1, maxLength: 40 }));
    const reviewFields = {
      stage: fc.constantFrom('documents', 'valuation', 'legal', 'other'),
      decision: fc.constantFrom('pass', 'changes_requested', 'reject', 'maybe'),
      comment: fc.string(),
    };
    await fc.assert(
      fc.asyncProperty(hostileRequest(reviewFields), ids, async (request, id) => {
        const path = encodeLikeABrowser(id);
        const reviewed = await send('POST', `/api/admin/deals/${path}/reviews`, request, admin);
        expectSafeAnswer(reviewed, `review ${path} ${request.payload?.slice(0, 200)}`, id);
        expect([400, 404, 413, 415, 422], reviewed.body).toContain(reviewed.statusCode);
        for (const url of [`/api/deals/${path}/submit`, `/api/admin/deals/${path}/approve`]) {
          const answer = await t.app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${url.startsWith('/api/admin') ? admin : proposer.token}` },
          });
          expectSafeAnswer(answer, url, id);
          expect([400, 404], answer.body).toContain(answer.statusCode);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
