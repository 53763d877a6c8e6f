import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deals, reports } from '../../db/schema/index.ts';
import { adminToken, authOf, createLiveTestDeal, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { transfer } from '../ledger/index.ts';

/*
 * GET /api/deals/:id/performance and GET /api/proposers/:id on the API: the figures exact from
 * distributions paid by the real steps, the reporting health and accepted reports as the reports
 * module writes them (rows here), the fees held from a posted fee-hold transfer through the ledger,
 * every 404, and the track record in the same number of statements whatever the number of deals.
 */

let t: TestApp;
let proposer: TestUser;
let admin: string;
let funded: { id: string; propertyId: string };
let live: { id: string; propertyId: string };
let failedId: string;
let draftId: string;

const projection = [
  { quarter: '2027-Q1', amount: 1_000_00n },
  { quarter: '2027-Q2', amount: 2_000_00n },
  { quarter: '2027-Q4', amount: 3_000_00n },
];

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? authOf(user) : {} });

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  // 31 March 2027, 20:00 in India: the last hours of 2027-Q1.
  t.clock.set('2027-03-31T14:30:00Z');
  proposer = await registerTestUser(t.app, 'proposer');
  admin = await adminToken(t.app);
  ({ deal: funded } = await fundedTestDeal(t, proposer, { amounts: [60_000_00n, 40_000_00n], projection }));
  await payTestDistribution(t, proposer, funded.id, { dividend: 800_00 }, { managementFee: 50_00 });
  live = await createLiveTestDeal(t.app, t.database.db, proposer);
  const [failed] = await t.database.db
    .insert(deals)
    .values({
      propertyId: live.propertyId,
      proposerId: proposer.id,
      campaignType: 'buy_n_hold',
      assetClass: 'Residential',
      currency: 'INR',
      target: 50_000_00n,
      minimumTicket: 1_000_00n,
      projectedRoiBps: 1200,
      holdingPeriodMonths: 12,
      lifecycle: 'failed',
      closedAt: t.clock.now(),
    })
    .returning({ id: deals.id });
  failedId = failed!.id;
  const draft = await t.app.inject({ method: 'POST', url: '/api/deals', headers: authOf(proposer), payload: TEST_DEAL_FORM });
  draftId = draft.json().id as string;
});
afterAll(() => t.close());

describe('GET /api/deals/:id/performance', () => {
  it('shows each quarter from funding to the last projected one, promised beside paid, and the share delivered so far', async () => {
    const response = await get(`/api/deals/${funded.id}/performance`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deal_id: funded.id,
      currency: 'INR',
      quarters: [
        { quarter: '2027-Q1', promised: 1_000_00, paid: 800_00 },
        { quarter: '2027-Q2', promised: 2_000_00, paid: 0 },
        { quarter: '2027-Q3', promised: 0, paid: 0 },
        { quarter: '2027-Q4', promised: 3_000_00, paid: 0 },
      ],
      // 800 of the 1,000 promised up to 2027-Q1.
      delivered_bps: 8000,
      reporting_health: null,
      // 2027-Q1 ends at Indian midnight on 1 April; 45 days later is 16 May, so 15 May is the last day on time.
      next_report_due: { quarter: '2027-Q1', due_on: '2027-05-15' },
      // The distribution's ₹50 management fee, held until the 2027-Q1 report is accepted.
      fees_held: 50_00,
    });
  });

  it("reads the deal's reporting health, its accepted reports and the posted balance of its fee hold", async () => {
    await t.database.db.update(deals).set({ reportingHealth: 'late' }).where(eq(deals.id, funded.id));
    const now = t.clock.now();
    await t.database.db.insert(reports).values(
      (['accepted', 'submitted'] as const).map((status, index) => ({
        dealId: funded.id,
        quarter: ['2027-Q1', '2027-Q2'][index]!,
        status,
        narrative: 'Let all quarter.',
        occupancyBps: 10_000,
        rentCollected: 900_00n,
        expenses: 0n,
        capex: 0n,
        reserveBalance: 0n,
        authorId: proposer.id,
        submittedAt: now,
        acceptedAt: status === 'accepted' ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // Beside the distribution's ₹50 fee, one more posted to the hold directly; pending money is not held yet.
    for (const pending of [false, true]) {
      await transfer(t.database.db, {
        debit: { ownerId: null, purpose: 'bank', currency: 'INR' },
        credit: { ownerId: funded.id, purpose: 'fee_hold', currency: 'INR' },
        amount: pending ? 99_00n : 123_45n,
        kind: 'management_fee',
        reference: funded.id,
        pending,
        at: now,
      });
    }
    const body = (await get(`/api/deals/${funded.id}/performance`)).json();
    expect(body).toMatchObject({
      reporting_health: 'late',
      // 2027-Q2 ends on 1 July; 45 days on is 15 August.
      next_report_due: { quarter: '2027-Q2', due_on: '2027-08-14' },
      fees_held: 50_00 + 123_45,
    });
  });

  it('counts a later quarter once the clock reaches it, and anything paid beyond the promise', async () => {
    // 1 April 2027, 02:00 in India: 2027-Q2.
    t.clock.advance(6 * 60 * 60 * 1000);
    await payTestDistribution(t, proposer, funded.id, { dividend: 2_500_00 });
    const body = (await get(`/api/deals/${funded.id}/performance`)).json();
    expect(body.quarters.slice(0, 2)).toEqual([
      { quarter: '2027-Q1', promised: 1_000_00, paid: 800_00 },
      { quarter: '2027-Q2', promised: 2_000_00, paid: 2_500_00 },
    ]);
    // (800 + 2,500) / (1,000 + 2,000) = 110%.
    expect(body.delivered_bps).toBe(11_000);
  });

  it('is 404 for a deal that is not funded, and for an id that is no deal', async () => {
    for (const id of [live.id, failedId, draftId, '7d0c2f5e-8a4b-4c1e-9f3a-2b6d8e0a1c4f', 'not-an-id', "1' or '1'='1"]) {
      for (const user of [undefined, proposer]) {
        const response = await get(`/api/deals/${encodeURIComponent(id)}/performance`, user);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
  });
});

describe('GET /api/proposers/:id', () => {
  it("is the proposer's track record: deals by outcome, raised, promised and paid so far, delivered share, health, answer speed", async () => {
    await t.database.db.update(deals).set({ reportingHealth: 'on_time' }).where(eq(deals.id, live.id));
    const backer = await registerTestUser(t.app, 'backer');
    const asked = await t.app.inject({ method: 'POST', url: `/api/deals/${funded.id}/questions`, headers: authOf(backer), payload: { body: 'Is it let?' } });
    t.clock.advance(2.5 * 60 * 60 * 1000);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/questions/${asked.json().id}/answer`,
      headers: authOf(proposer),
      payload: { body: 'Yes, since March.' },
    });
    expect(answered.statusCode).toBe(200);

    const response = await get(`/api/proposers/${proposer.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: proposer.id,
      name: expect.any(String),
      company: null,
      member_since: expect.any(String),
      // The draft is left out: it never went live.
      deals: { total: 3, live: 1, funded: 1, failed: 1, exited: 0 },
      raised: [{ currency: 'INR', amount: 100_000_00 }],
      promised: [{ currency: 'INR', amount: 3_000_00 }],
      paid: [{ currency: 'INR', amount: 3_300_00 }],
      delivered_bps: 11_000,
      // No deal has exited: not enough history.
      realised_xirr_bps: null,
      // The worst of its deals': late beats on time.
      reporting_health: 'late',
      median_answer_hours: 2.5,
    });
    expect(body.name).toBe('Meera Iyer');
  });

  it('is 404 for anyone who is not a proposer, and for ids that are nobody', async () => {
    const backer = await registerTestUser(t.app, 'backer');
    const adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${admin}` } })).json().user.id as string;
    for (const id of [backer.id, adminId, '7d0c2f5e-8a4b-4c1e-9f3a-2b6d8e0a1c4f', 'nobody', '%00']) {
      const response = await get(`/api/proposers/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('answers a proposer of one deal and one of many in the same number of statements', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statementsFor = async (id: string) => {
      const spy = vi.spyOn(client, 'query');
      try {
        const response = await get(`/api/proposers/${id}`);
        expect(response.statusCode).toBe(200);
        return { count: spy.mock.calls.length, body: response.json() };
      } finally {
        spy.mockRestore();
      }
    };
    const newcomer = await registerTestUser(t.app, 'proposer');
    await fundedTestDeal(t, newcomer, { amounts: [10_000_00n], projection });
    const one = await statementsFor(newcomer.id);
    expect(one.body.deals.total).toBe(1);
    const many = await statementsFor(proposer.id);
    expect(many.body.deals.total).toBe(3);
    expect(many.count).toBe(one.count);
  });
});

describe('deal answers', () => {
  it('carry the sponsor and the reporting health, in Live Deals, one deal and the property', async () => {
    const one = (await get(`/api/deals/${funded.id}`)).json();
    expect(one).toMatchObject({
      proposer_id: proposer.id,
      proposer: { id: proposer.id, name: 'Meera Iyer', company: null },
      reporting_health: 'late',
    });
    const backer = await registerTestUser(t.app, 'backer');
    const listed = (await get('/api/deals?page_size=100', backer)).json().items.find((item: { id: string }) => item.id === funded.id);
    expect(listed).toEqual(one);
    const property = (await get(`/api/properties/${funded.propertyId}`)).json();
    expect(property.deal).toMatchObject({ id: funded.id, proposer_id: proposer.id, reporting_health: 'late' });
  });
});

describe('the projection', () => {
  it('is frozen at approval: the admin may still correct an approved deal, but not its projection', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/deals', headers: authOf(proposer), payload: TEST_DEAL_FORM });
    const id = created.json().id as string;
    const adminHeaders = { authorization: `Bearer ${admin}` };
    const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: adminHeaders, ...(payload ? { payload } : {}) });
    expect((await t.app.inject({ method: 'POST', url: `/api/deals/${id}/submit`, headers: authOf(proposer) })).statusCode).toBe(200);
    for (const stage of ['documents', 'valuation', 'legal'])
      expect((await post(`/api/admin/deals/${id}/reviews`, { stage, decision: 'pass' })).statusCode).toBe(201);
    const approved = await post(`/api/admin/deals/${id}/approve`);
    expect(approved.json().lifecycle).toBe('approved');

    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: adminHeaders, payload });
    const changed = await patch({ projection: [{ quarter: '2027-Q1', amount: 9_000_00 }] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'deal_locked', errors: [{ field: 'projection' }] });
    // The same projection, as a whole form sends it, and any other term still pass.
    const same = await patch({ projection: TEST_DEAL_FORM.projection, target: 4_00_000_00 });
    expect(same.statusCode).toBe(200);
    expect(same.json().projection).toEqual(TEST_DEAL_FORM.projection);
  });
});
