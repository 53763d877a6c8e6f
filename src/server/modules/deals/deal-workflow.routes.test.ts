import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, TEST_DEAL_FORM, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const tokenOf = (who: TestUser | string | undefined) => (typeof who === 'string' ? who : who?.token);

const create = (who: TestUser | string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/deals', headers: bearer(tokenOf(who)), payload: payload as object });
const patch = (who: TestUser | string | undefined, id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: bearer(tokenOf(who)), payload: payload as object });
const submit = (who: TestUser | string | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/deals/${id}/submit`, headers: bearer(tokenOf(who)) });
const review = (who: TestUser | string | undefined, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/deals/${id}/reviews`, headers: bearer(tokenOf(who)), payload: payload as object });
const approve = (who: TestUser | string | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/deals/${id}/approve`, headers: bearer(tokenOf(who)) });
const get = (who: TestUser | string | undefined, id: string) => t.app.inject({ method: 'GET', url: `/api/deals/${id}`, headers: bearer(tokenOf(who)) });

async function submittedDeal(proposer: TestUser): Promise<string> {
  const created = await create(proposer, TEST_DEAL_FORM);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await submit(proposer, id)).statusCode).toBe(200);
  return id;
}

async function passAll(id: string) {
  for (const stage of ['documents', 'valuation', 'legal']) expect((await review(admin, id, { stage, decision: 'pass' })).statusCode).toBe(201);
}

describe('POST /api/deals and PATCH /api/deals/:id', () => {
  it("saves an incomplete draft, merges nested edits, and lists it among the proposer's own deals only", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const created = await create(proposer, { property: { title: 'Half-written villa', agent: { name: 'Priya Nair' } } });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ lifecycle: 'draft', status: null, proposer_id: proposer.id, name: 'Half-written villa', target: 0 });
    expect(draft.missing).toEqual(expect.arrayContaining(['property.description', 'property.agent.email', 'target', 'asset_class', 'projection']));
    expect(draft.missing).not.toContain('property.title');

    const edited = await patch(proposer, draft.id, { property: { agent: { email: 'priya@example.com' }, features: ['Pool'] }, target: 4_00_000_00 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().property.agent).toEqual({ name: 'Priya Nair', email: 'priya@example.com', phone: '', company: '' });
    expect(edited.json()).toMatchObject({ name: 'Half-written villa', target: 4_00_000_00, property: { features: ['Pool'] } });

    const mine = await t.app.inject({ method: 'GET', url: '/api/deals?mine=true', headers: bearer(proposer.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([draft.id]);
    const other = await registerTestUser(t.app, 'proposer');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/deals?mine=true', headers: bearer(other.token) });
    expect(theirs.json().total).toBe(0);
    // Not in Live Deals, nor in the public listing of properties.
    const live = await t.app.inject({ method: 'GET', url: '/api/deals?page_size=100', headers: bearer(proposer.token) });
    expect(live.json().items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${draft.property_id}` })).statusCode).toBe(404);
    const listing = await t.app.inject({ method: 'GET', url: '/api/properties?search=half-written' });
    expect(listing.json().total).toBe(0);
  });

  it('takes the structure as a term: private_spv unless given, changed while a draft, an unknown one refused (422)', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const plain = await create(proposer, { property: { title: 'Plain villa' } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().structure).toBe('private_spv');
    const llp = await create(proposer, { ...TEST_DEAL_FORM, structure: 'llp' });
    expect(llp.statusCode).toBe(201);
    expect(llp.json().structure).toBe('llp');

    const changed = await patch(proposer, plain.json().id, { structure: 'sm_reit' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().structure).toBe('sm_reit');
    expect((await get(proposer, plain.json().id)).json().structure).toBe('sm_reit');

    const unknown = await create(proposer, { structure: 'reit' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'structure', message: 'Structure must be private_spv, sm_reit, llp or aif.' }]);
  });

  it("bounds the terms by the proposer's settings and by each other (422)", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const belowMinimum = await create(proposer, { minimum_ticket: 9_999_00 });
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json().errors[0].field).toBe('minimum_ticket');
    const aboveGoal = await create(proposer, { target: 10_00_000_01 });
    expect(aboveGoal.statusCode).toBe(422);
    expect(aboveGoal.json().errors[0].field).toBe('target');
    const inverted = await create(proposer, { target: 20_000_00, minimum_ticket: 30_000_00 });
    expect(inverted.statusCode).toBe(422);
    const settings = await t.app.inject({ method: 'GET', url: '/api/me/settings', headers: bearer(proposer.token) });
    const lowered = await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: bearer(proposer.token),
      payload: { ...settings.json<Record<string, unknown>>(), minimum_investment_required: 1_000 },
    });
    expect(lowered.statusCode).toBe(200);
    expect((await create(proposer, { minimum_ticket: 1_000_00 })).statusCode).toBe(201);
    // Unknown fields, an unknown property type and a bad quarter are refused by the contract.
    expect((await create(proposer, { raised: 5 })).statusCode).toBe(422);
    expect((await create(proposer, { property: { type: 'Castle' } })).statusCode).toBe(422);
    expect((await create(proposer, { projection: [{ quarter: '2027-Q5', amount: 1 }] })).statusCode).toBe(422);
    expect(
      (
        await create(proposer, {
          projection: [
            { quarter: '2027-Q1', amount: 1 },
            { quarter: '2027-Q1', amount: 2 },
          ],
        })
      ).statusCode,
    ).toBe(422);
  });

  it('refuses strangers: signed out 401, a backer 403, another proposer 404 on a draft', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const backer = await registerTestUser(t.app, 'backer');
    const other = await registerTestUser(t.app, 'proposer');
    expect((await create(undefined, TEST_DEAL_FORM)).statusCode).toBe(401);
    expect((await create(backer, TEST_DEAL_FORM)).statusCode).toBe(403);
    const id = (await create(proposer, TEST_DEAL_FORM)).json().id as string;
    expect((await patch(other, id, { target: 1_00_000_00 })).statusCode).toBe(404);
    expect((await patch(backer, id, { target: 1_00_000_00 })).statusCode).toBe(403);
    expect((await get(backer, id)).statusCode).toBe(404);
    expect((await get(other, id)).statusCode).toBe(404);
    expect((await get(undefined, id)).statusCode).toBe(404);
    expect((await submit(other, id)).statusCode).toBe(404);
    expect((await patch(proposer, '00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
  });
});

describe('submission and review', () => {
  it('422 incomplete lists every missing field; a complete draft is submitted and then locked for its proposer', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const id = (await create(proposer, { property: { title: 'Not yet' } })).json().id as string;
    const incomplete = await submit(proposer, id);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().code).toBe('incomplete');
    expect(incomplete.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['property.description', 'target', 'projection']),
    );

    const { property, ...terms } = TEST_DEAL_FORM;
    expect((await patch(proposer, id, { ...terms, property: { ...property, title: 'Now complete' } })).statusCode).toBe(200);
    const submitted = await submit(proposer, id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ lifecycle: 'submitted', missing: [] });
    expect(submitted.json().submitted_at).toEqual(expect.any(String));
    expect((await submit(proposer, id)).statusCode).toBe(409);
    const locked = await patch(proposer, id, { target: 4_00_000_00 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('deal_locked');
    // The admin may still correct it while submitted, and that edit is audited.
    expect((await patch(admin, id, { property: { description: 'Corrected by the admin.' } })).statusCode).toBe(200);
    const [edit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'deal.edited')));
    expect(edit?.after).toEqual({ 'property.description': 'Corrected by the admin.' });
    // The admin cannot submit on the proposer's behalf, a backer cannot either.
    expect((await submit(admin, id)).statusCode).toBe(403);
  });

  it('the queue lists submitted deals oldest first with their waiting time; only the admin sees it', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const first = await submittedDeal(proposer);
    t.clock.advance(60_000);
    const second = await submittedDeal(proposer);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/deals?page_size=100', headers: bearer(admin) });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const firstItem = queue.json().items.find((item: { id: string }) => item.id === first);
    expect(firstItem.waiting_ms).toBeGreaterThanOrEqual(60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deals', headers: bearer(proposer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/deals?lifecycle=bogus', headers: bearer(admin) })).statusCode).toBe(422);
  });

  it('changes requested go back to the proposer with the comment; resubmission clears them; approval needs all three stages of the round', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const id = await submittedDeal(proposer);
    expect((await approve(admin, id)).statusCode).toBe(409);
    expect((await review(admin, id, { stage: 'documents', decision: 'pass' })).statusCode).toBe(201);
    expect((await review(admin, id, { stage: 'valuation', decision: 'changes_requested' })).statusCode).toBe(422);
    const asked = await review(admin, id, { stage: 'valuation', decision: 'changes_requested', comment: "Attach the valuer's report." });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().lifecycle).toBe('changes_requested');
    expect(asked.json().reviews.map((r: { stage: string; decision: string }) => `${r.stage}:${r.decision}`)).toEqual([
      'documents:pass',
      'valuation:changes_requested',
    ]);
    const note = await t.database.db.select().from(notifications).where(eq(notifications.userId, proposer.id));
    expect(note.some((row) => row.title === 'Changes requested' && row.message.includes("Attach the valuer's report."))).toBe(true);
    // No more reviews until it is resubmitted; the proposer sees the request.
    expect((await review(admin, id, { stage: 'legal', decision: 'pass' })).statusCode).toBe(409);
    expect((await get(proposer, id)).json().reviews).toHaveLength(2);

    expect((await patch(proposer, id, { holding_period_months: 48 })).statusCode).toBe(200);
    const resubmitted = await submit(proposer, id);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().reviews).toEqual([]);
    // The documents pass of the last round does not count: all three stages again.
    expect((await review(admin, id, { stage: 'valuation', decision: 'pass' })).statusCode).toBe(201);
    expect((await review(admin, id, { stage: 'legal', decision: 'pass' })).statusCode).toBe(201);
    const short = await approve(admin, id);
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('reviews_incomplete');
    expect((await approve(proposer, id)).statusCode).toBe(403);
    expect((await review(proposer, id, { stage: 'documents', decision: 'pass' })).statusCode).toBe(403);
    expect((await review(admin, id, { stage: 'documents', decision: 'pass' })).statusCode).toBe(201);
    const approved = await approve(admin, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ lifecycle: 'approved', deadline: null });
    expect((await approve(admin, id)).statusCode).toBe(409);
    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id))).map((row) => row.action);
    expect(actions.filter((action) => action === 'deal.reviewed')).toHaveLength(5);
    expect(actions).toContain('deal.approved');
  });

  it('a rejection ends the deal: no more edits, reviews or submission', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const id = await submittedDeal(proposer);
    const rejected = await review(admin, id, { stage: 'legal', decision: 'reject', comment: 'The title is disputed.' });
    expect(rejected.statusCode).toBe(201);
    expect(rejected.json().lifecycle).toBe('rejected');
    expect((await patch(proposer, id, { property: { title: 'Again' } })).statusCode).toBe(409);
    expect((await submit(proposer, id)).statusCode).toBe(409);
    expect((await review(admin, id, { stage: 'legal', decision: 'pass' })).statusCode).toBe(409);
    expect((await review(admin, '00000000-0000-4000-8000-000000000000', { stage: 'legal', decision: 'pass' })).statusCode).toBe(404);
  });

  it('shows the admin who proposes a deal and their other deals that went to review, newest first, without drafts', async () => {
    const proposer = await registerTestUser(t.app, 'proposer', { first_name: 'Arjun', last_name: 'Mehta' });
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const rejected = await submittedDeal(proposer);
    expect((await review(admin, rejected, { stage: 'legal', decision: 'reject', comment: 'The title is disputed.' })).statusCode).toBe(201);
    expect((await create(proposer, { property: { title: 'Unsent draft' } })).statusCode).toBe(201);
    const id = await submittedDeal(proposer);
    const someoneElse = await submittedDeal(await registerTestUser(t.app, 'proposer'));

    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/deals/${id}/proposer`, headers: bearer(admin) });
    expect(answer.statusCode).toBe(200);
    const proposerView = answer.json();
    expect(proposerView).toMatchObject({ id: proposer.id, name: 'Arjun Mehta', email: proposer.email, past_deals_total: 2 });
    expect(proposerView.past_deals.map((deal: { id: string }) => deal.id)).toEqual([rejected, live.id]);
    expect(proposerView.past_deals[1]).toMatchObject({ lifecycle: 'live', currency: 'INR', raised: 0 });
    expect(proposerView.past_deals[1].target).toBeGreaterThan(0);

    const alone = (await t.app.inject({ method: 'GET', url: `/api/admin/deals/${someoneElse}/proposer`, headers: bearer(admin) })).json();
    expect(alone.past_deals).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/deals/${id}/proposer`, headers: bearer(proposer.token) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/deals/00000000-0000-4000-8000-000000000000/proposer', headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });
});

describe('publication', () => {
  it('the proposer publishes an approved deal: live with the deadline from the clock, its property listed', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const id = await submittedDeal(proposer);
    await passAll(id);
    expect((await approve(admin, id)).statusCode).toBe(200);
    const backer = await registerTestUser(t.app, 'backer');
    expect((await get(backer, id)).statusCode).toBe(404);
    // The app's clock, an hour ahead of the wall clock (tokens stay valid): the deadline is CAMPAIGN_DURATION (30 days) after it.
    t.clock.advance(HOUR);
    const before = t.clock.now().getTime();
    const published = await t.app.inject({ method: 'POST', url: `/api/deals/${id}/publish`, headers: bearer(proposer.token) });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ lifecycle: 'live', status: 'pending' });
    const listedAt = Date.parse(published.json().listed_at);
    expect(listedAt).toBeGreaterThanOrEqual(before);
    expect(listedAt).toBeGreaterThan(Date.now() + HOUR / 2);
    expect(Date.parse(published.json().deadline) - listedAt).toBe(30 * DAY);
    expect(published.json().deadline).toBe(published.json().original_deadline);
    expect((await get(backer, id)).json().reviews).toEqual([]);
    const property = await t.app.inject({ method: 'GET', url: `/api/properties/${published.json().property_id}` });
    expect(property.statusCode).toBe(200);
    expect(property.json().deal.id).toBe(id);
  });

  it('approval publishes at once when the proposer has autoPublish on', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const settings = await t.app.inject({ method: 'GET', url: '/api/me/settings', headers: bearer(proposer.token) });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: bearer(proposer.token),
      payload: { ...settings.json<Record<string, unknown>>(), auto_publish: true },
    });
    const id = await submittedDeal(proposer);
    await passAll(id);
    const approved = await approve(admin, id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ lifecycle: 'live', status: 'pending' });
    expect(Date.parse(approved.json().deadline) - Date.parse(approved.json().listed_at)).toBe(30 * DAY);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, proposer.id));
    expect(notes.some((row) => row.title === 'Deal approved' && row.message.includes('live now'))).toBe(true);
  });

  it('once live only the listing text, features and agent card change (audited); the terms are locked', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const locked = await patch(proposer, deal.id, { target: 2_00_000_00, property: { title: 'New title' } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('deal_locked');
    expect((await patch(admin, deal.id, { property: { bedrooms: 5 } })).statusCode).toBe(409);
    // The structure decides the tax on what the deal pays: backers invested under it.
    for (const who of [proposer, admin]) {
      const restructured = await patch(who, deal.id, { structure: 'aif' });
      expect(restructured.statusCode).toBe(409);
      expect(restructured.json()).toMatchObject({ code: 'deal_locked', errors: [{ field: 'structure', message: 'Locked once the deal is live.' }] });
    }
    expect((await get(proposer, deal.id)).json().structure).toBe('private_spv');
    const fixed = await patch(proposer, deal.id, {
      property: { title: 'Sea View Villa', features: ['Pool', 'Sea view'], agent: { phone: '+91 98200 11111' } },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ name: 'Sea View Villa', lifecycle: 'live' });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, deal.id), eq(auditEvents.action, 'deal.edited')));
    expect(audit?.actorId).toBe(proposer.id);
    const other = await registerTestUser(t.app, 'proposer');
    expect((await patch(other, deal.id, { property: { title: 'Mine now' } })).statusCode).toBe(403);
  });
});

describe('GET /api/deals/:id/backers', () => {
  it('lists backer, amount, status and consent to its proposer and the admin; 403 to others who see the deal, 404 when they do not', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const backer = await registerTestUser(t.app, 'backer', { first_name: 'Arjun', last_name: 'Rao' });
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, 50_000_00n);
    const committed = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/commitments`,
      headers: { ...bearer(backer.token), 'idempotency-key': 'backers-list-1' },
      payload: { amount: 20_000_00 },
    });
    expect(committed.statusCode).toBe(201);
    for (const who of [proposer.token, admin]) {
      const list = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/backers`, headers: bearer(who) });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        total: 1,
        items: [{ name: 'Arjun Rao', amount: 20_000_00, currency: 'INR', status: 'committed', extension_consent: null }],
      });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/backers`, headers: bearer(backer.token) })).statusCode).toBe(403);
    const other = await registerTestUser(t.app, 'proposer');
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/backers`, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/backers` })).statusCode).toBe(401);
    const draft = (await create(proposer, {})).json().id as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${draft}/backers`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/deals/${draft}/backers`, headers: bearer(proposer.token) })).json().total).toBe(0);
  });
});
