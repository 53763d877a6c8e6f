import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, users } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, TEST_DEAL_FORM, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Whose a deal is and who hears of it: the admin's new deal is for a proposer it names, a
 * submission notifies every admin, each deal tells its viewer whether they manage it, and the
 * proposer's lists page.
 */

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  adminId = (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
});
afterAll(() => t.close());

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const tokenOf = (who: TestUser | string) => (typeof who === 'string' ? who : who.token);
const create = (who: TestUser | string, payload: object) => t.app.inject({ method: 'POST', url: '/api/deals', headers: bearer(tokenOf(who)), payload });
const submit = (who: TestUser | string, id: string) => t.app.inject({ method: 'POST', url: `/api/deals/${id}/submit`, headers: bearer(tokenOf(who)) });
const list = (who: TestUser | string, query: string) => t.app.inject({ method: 'GET', url: `/api/deals?${query}`, headers: bearer(tokenOf(who)) });
const notesOf = (userId: string, title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe("the admin's new deal is for a proposer it names", () => {
  it('refuses a deal for nobody (422 proposer_required) or for an account that is not a proposer (422)', async () => {
    const backer = await registerTestUser(t.app, 'backer');
    const nobody = await create(admin, TEST_DEAL_FORM);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({ code: 'proposer_required', errors: [{ field: 'proposer_id', message: 'Choose the proposer this deal is for.' }] });
    for (const proposerId of [backer.id, adminId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await create(admin, { ...TEST_DEAL_FORM, proposer_id: proposerId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0]).toEqual({ field: 'proposer_id', message: 'There is no proposer with this id.' });
    }
    const count = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, adminId), eq(auditEvents.action, 'deal.created')));
    expect(count).toHaveLength(0);
  });

  it('gives the draft to the proposer, who is told, finds it in My Deals and submits it; the admin still edits it', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const created = await create(admin, {
      ...TEST_DEAL_FORM,
      property: { ...TEST_DEAL_FORM.property, title: 'Admin-started villa' },
      structure: 'aif',
      proposer_id: proposer.id,
    });
    expect(created.statusCode).toBe(201);
    const deal = created.json();
    expect(deal).toMatchObject({ proposer_id: proposer.id, lifecycle: 'draft', structure: 'aif', viewer_can_manage: true });

    const [note] = await notesOf(proposer.id, 'A deal was started for you');
    expect(note?.message).toBe('The admin started a draft deal for you, Admin-started villa. Complete it in My Deals and submit it for review.');
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, deal.id), eq(auditEvents.action, 'deal.created')));
    expect(audit).toMatchObject({ actorId: adminId, after: { proposerId: proposer.id } });

    const mine = await list(proposer, 'mine=true');
    expect(mine.json().items).toEqual([expect.objectContaining({ id: deal.id, viewer_can_manage: true })]);
    expect((await list(admin, 'mine=true')).json().items.map((item: { id: string }) => item.id)).not.toContain(deal.id);

    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/deals/${deal.id}`, headers: bearer(admin), payload: { holding_period_months: 30 } })).statusCode,
    ).toBe(200);
    // The proposer is fixed at creation: an edit cannot move the deal to someone else.
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/deals/${deal.id}`, headers: bearer(admin), payload: { proposer_id: proposer.id } });
    expect(moved.statusCode).toBe(422);
    expect((await submit(admin, deal.id)).statusCode).toBe(403);
    expect((await submit(proposer, deal.id)).statusCode).toBe(200);
  });

  it("bounds the terms by the named proposer's settings", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const below = await create(admin, { minimum_ticket: 9_999_00, proposer_id: proposer.id });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors[0].field).toBe('minimum_ticket');
    expect(await notesOf(proposer.id, 'A deal was started for you')).toHaveLength(0);
  });

  it("a proposer's deal is their own: naming another proposer is 403, naming themselves changes nothing", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const other = await registerTestUser(t.app, 'proposer');
    const refused = await create(proposer, { ...TEST_DEAL_FORM, proposer_id: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await list(other, 'mine=true')).json().total).toBe(0);
    const own = await create(proposer, { ...TEST_DEAL_FORM, proposer_id: proposer.id });
    expect(own.statusCode).toBe(201);
    expect(own.json().proposer_id).toBe(proposer.id);
    expect(await notesOf(proposer.id, 'A deal was started for you')).toHaveLength(0);
  });
});

describe('a submission notifies every admin', () => {
  it('in the transaction of the submit: a first submission and a resubmission, never a refused one', async () => {
    const [second] = await t.database.db
      .insert(users)
      .values({ email: `second-admin-${Date.now()}@example.com`, passwordHash: 'x', role: 'admin', firstName: 'Second', lastName: 'Admin' })
      .returning({ id: users.id });
    const proposer = await registerTestUser(t.app, 'proposer');
    const title = `Notified villa ${Date.now()}`;
    const id = (await create(proposer, { property: { title } })).json().id as string;
    const forDeal = (userId: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), like(notifications.message, `${title} %`)));

    expect((await submit(proposer, id)).statusCode).toBe(422);
    expect(await forDeal(adminId)).toHaveLength(0);

    const { property, ...terms } = TEST_DEAL_FORM;
    await t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: bearer(proposer.token), payload: { ...terms, property: { ...property, title } } });
    expect((await submit(proposer, id)).statusCode).toBe(200);
    for (const who of [adminId, second!.id]) {
      expect((await forDeal(who)).map(({ title: heading, message }) => ({ heading, message }))).toEqual([
        { heading: 'Deal submitted for review', message: `${title} is waiting in the review queue.` },
      ]);
    }
    expect(await forDeal(proposer.id)).toHaveLength(0);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deals/${id}/reviews`,
      headers: bearer(admin),
      payload: { stage: 'valuation', decision: 'changes_requested', comment: 'Attach the valuation.' },
    });
    expect(asked.statusCode).toBe(201);
    expect((await submit(proposer, id)).statusCode).toBe(200);
    const resubmitted = (await forDeal(adminId)).filter((row) => row.title === 'Deal resubmitted for review');
    expect(resubmitted.map((row) => row.message)).toEqual([`${title} is back in the review queue with the requested changes made.`]);
  });
});

describe('viewer_can_manage', () => {
  it("is true for the deal's proposer and the admin, false for another proposer, a backer and a visitor", async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const other = await registerTestUser(t.app, 'proposer');
    const backer = await registerTestUser(t.app, 'backer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const seen = async (token: string | undefined) => {
      const one = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: bearer(token) });
      if (!token) return [one.json().viewer_can_manage];
      const listed = await t.app.inject({ method: 'GET', url: '/api/deals?page_size=100', headers: bearer(token) });
      const row = listed.json().items.find((item: { id: string }) => item.id === deal.id);
      return [one.json().viewer_can_manage, row.viewer_can_manage];
    };
    expect(await seen(proposer.token)).toEqual([true, true]);
    expect(await seen(admin)).toEqual([true, true]);
    expect(await seen(other.token)).toEqual([false, false]);
    expect(await seen(backer.token)).toEqual([false, false]);
    expect(await seen(undefined)).toEqual([false]);
  });
});

describe("paging of My Deals and of a deal's backers", () => {
  it('GET /api/deals?mine=true takes page and page_size and answers {total, page, page_size, items}', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await create(proposer, { property: { title } })).json().id as string);
      t.clock.advance(1_000);
    }
    const first = await list(proposer, 'mine=true&page=1&page_size=2');
    expect(first.json()).toMatchObject({ total: 3, page: 1, page_size: 2 });
    const second = await list(proposer, 'mine=true&page=2&page_size=2');
    expect(second.json()).toMatchObject({ total: 3, page: 2, page_size: 2 });
    // Newest first, each deal on exactly one page.
    expect([...first.json().items, ...second.json().items].map((item: { id: string }) => item.id)).toEqual(ids.toReversed());
    expect((await list(proposer, 'mine=true&page=3&page_size=2')).json()).toMatchObject({ total: 3, items: [] });
    for (const bad of ['page=0', 'page_size=101', 'page=x']) expect((await list(proposer, `mine=true&${bad}`)).statusCode).toBe(422);
  });

  it('GET /api/deals/:id/backers takes page and page_size', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    for (const name of ['Asha', 'Bela', 'Chitra']) {
      const backer = await registerTestUser(t.app, 'backer', { first_name: name, last_name: 'Rao' });
      await verifyTestKyc(t.app, backer);
      await creditTestWallet(t.app, backer, 20_000_00n);
      const committed = await t.app.inject({
        method: 'POST',
        url: `/api/deals/${deal.id}/commitments`,
        headers: { ...bearer(backer.token), 'idempotency-key': `paging-${name}` },
        payload: { amount: 10_000_00 },
      });
      expect(committed.statusCode).toBe(201);
    }
    const page = (query: string) => t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/backers?${query}`, headers: bearer(admin) });
    const first = (await page('page=1&page_size=2')).json();
    const second = (await page('page=2&page_size=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.items).toHaveLength(1);
    const names = [...first.items, ...second.items].map((item: { name: string }) => item.name);
    expect(new Set(names)).toEqual(new Set(['Asha Rao', 'Bela Rao', 'Chitra Rao']));
    expect((await page('page_size=0')).statusCode).toBe(422);
  });
});
