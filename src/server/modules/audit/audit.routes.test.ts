import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/contracts/audit.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { FORBIDDEN, NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, rejectTestKyc, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usersRepository } from '../users/users.repository.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let proposer: TestUser;
let backer: TestUser;
let rejected: TestUser;
let deal: { id: string; propertyId: string; title: string };
let otherDeal: { id: string; title: string };
let commitmentId: string;

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
/** The log as `token` reads it; the admin by default, nobody with null. */
const log = (query = '', token: string | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: auth(token ?? undefined) });
const items = async (query = '') => {
  const response = await log(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; page: number; page_size: number; items: AuditEvent[] };
};

/*
 * The story the log must tell, each step a minute after the last (the app's clock), so the
 * order is the story's: a backer verified and another rejected by the admin, a deal published by
 * its proposer, a deposit confirmed, a commitment made and cancelled, another deal published.
 */
beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
  adminId = (await usersRepository.findByEmail(t.database.db, 'admin@sharestead.test'))!.id;
  const later = () => t.clock.advance(60_000);
  later();
  proposer = await registerTestUser(t.app, 'proposer', { first_name: 'Rohan', last_name: 'Kapoor' });
  backer = await registerTestUser(t.app, 'backer', { first_name: 'Ananya', last_name: 'Menon' });
  rejected = await registerTestUser(t.app, 'backer', { first_name: 'Vikram', last_name: 'Joshi' });
  await verifyTestKyc(t.app, backer);
  later();
  await rejectTestKyc(t.app, rejected);
  later();
  deal = await createLiveTestDeal(t.app, t.database.db, proposer);
  later();
  await creditTestWallet(t.app, backer, 100_000_00n);
  later();
  const committed = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${deal.id}/commitments`,
    headers: auth(backer.token),
    payload: { amount: 20_000_00 },
  });
  expect(committed.statusCode, committed.body).toBe(201);
  commitmentId = committed.json().id;
  later();
  const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${commitmentId}`, headers: auth(backer.token) });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  later();
  otherDeal = await createLiveTestDeal(t.app, t.database.db, proposer);
});
afterAll(async () => {
  await t.close();
});

describe('who may read the audit log', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const token of [null, 'not-a-token']) {
      const response = await log('', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_signed_in', message: NOT_SIGNED_IN });
    }
  });

  it('answers 403 to a backer and a proposer, as the other admin routes do', async () => {
    for (const user of [backer, proposer]) {
      const response = await log('?actor=admin', user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
    }
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists the events newest first, with who acted, what they acted on and what changed', async () => {
    const page = await items('?page_size=7');
    expect(page).toMatchObject({ page: 1, page_size: 7 });
    expect(page.total).toBeGreaterThanOrEqual(7);
    expect(page.items.map((event) => event.action)).toEqual([
      'deal.published',
      'commitment.cancelled',
      'deposit.confirmed',
      'deal.published',
      'kyc.rejected',
      'kyc.verified',
      // The seed's history comes before the test's story.
      page.items[6]!.action,
    ]);
    const times = page.items.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [published, cancelled, confirmed, , kycRejected, kycVerified] = page.items;
    expect(published).toMatchObject({
      actor: { id: proposer.id, name: 'Rohan Kapoor', email: proposer.email, role: 'proposer' },
      subject: { type: 'deal', id: otherDeal.id, label: otherDeal.title, deal_id: otherDeal.id, currency: 'INR' },
      details: { before: null, after: { deadline: expect.any(String) } },
    });
    expect(cancelled).toMatchObject({
      actor: { id: backer.id, name: 'Ananya Menon', role: 'backer' },
      subject: { type: 'commitment', id: commitmentId, label: `${deal.title} · Ananya Menon`, deal_id: deal.id, currency: 'INR' },
    });
    expect(confirmed).toMatchObject({
      actor: { id: adminId, email: 'admin@sharestead.test', role: 'admin' },
      subject: { type: 'deposit', label: expect.stringMatching(/ · Ananya Menon$/), deal_id: null, currency: null },
      details: { before: { status: 'awaiting_funds' }, after: { status: 'confirmed', amount: '10000000', currency: 'INR' } },
    });
    expect(kycRejected).toMatchObject({
      actor: { id: adminId },
      subject: { type: 'kyc', id: rejected.id, label: 'Vikram Joshi', deal_id: null },
      details: { before: { status: 'submitted' }, after: { status: 'rejected', reason: 'The PAN does not match the name.' } },
    });
    expect(kycVerified).toMatchObject({ subject: { type: 'kyc', id: backer.id, label: 'Ananya Menon' } });
    expect(page.items[0]!.id).toMatch(/^\d+$/);
  });

  it('shows the platform as no actor, and a subject it cannot name without a label', async () => {
    await t.database.db.insert(auditEvents).values({
      actorId: null,
      action: 'deal.failed',
      subjectType: 'deal',
      subjectId: '00000000-0000-4000-8000-000000000000',
      after: { raised: '0' },
      createdAt: t.clock.now(),
    });
    const [event] = (await items('?page_size=1')).items;
    expect(event).toMatchObject({
      actor: null,
      action: 'deal.failed',
      subject: { label: null, deal_id: null, currency: null },
      details: { before: null, after: { raised: '0' } },
    });
  });

  it("filters by deal: the deal's own events and its commitments', not another deal's", async () => {
    const page = await items(`?deal=${deal.id}`);
    expect(page.total).toBe(2);
    expect(page.items.map((event) => [event.action, event.subject.deal_id])).toEqual([
      ['commitment.cancelled', deal.id],
      ['deal.published', deal.id],
    ]);
    // An id in capitals is the same deal; a deal with no events has an empty log.
    expect((await items(`?deal=${deal.id.toUpperCase()}`)).total).toBe(2);
    expect(await items('?deal=00000000-0000-4000-8000-00000000abcd')).toMatchObject({ total: 0, items: [] });
  });

  it("filters by actor: a user's id, or words of the email or the name, in any case", async () => {
    const byId = await items(`?actor=${backer.id}&page_size=100`);
    expect(byId.items.map((event) => event.action).sort()).toEqual(['commitment.cancelled']);
    const byName = await items(`?actor=${encodeURIComponent('menon ANANYA')}&page_size=100`);
    expect(byName.items.map((event) => event.id)).toEqual(byId.items.map((event) => event.id));
    const byEmail = await items(`?actor=${encodeURIComponent(proposer.email.toUpperCase())}`);
    expect(byEmail.items.map((event) => event.action)).toEqual(['deal.published', 'deal.published']);
    const admins = await items('?actor=admin%40sharestead&page_size=100');
    expect(admins.items.length).toBeGreaterThanOrEqual(3);
    expect(admins.items.every((event) => event.actor?.id === adminId)).toBe(true);
    // The pattern characters of LIKE are taken literally: no email holds "%" or "_".
    expect((await items('?actor=%25')).total).toBe(0);
    expect((await items('?actor=_')).total).toBe(0);
    expect((await items('?actor=nobody-like-this')).total).toBe(0);
  });

  it('combines the filters', async () => {
    expect((await items(`?deal=${deal.id}&actor=${proposer.id}`)).items.map((event) => event.action)).toEqual(['deal.published']);
    expect((await items(`?deal=${otherDeal.id}&actor=${backer.id}`)).total).toBe(0);
  });

  it('pages without gaps or repeats, and answers an empty page past the end', async () => {
    const all = await items('?page_size=6');
    const first = await items('?page_size=3');
    const second = await items('?page=2&page_size=3');
    expect([...first.items, ...second.items].map((event) => event.id)).toEqual(all.items.map((event) => event.id));
    expect(second).toMatchObject({ page: 2, page_size: 3, total: all.total });
    const past = await items(`?page=${all.total + 1}&page_size=1`);
    expect(past).toMatchObject({ total: all.total, items: [] });
  });

  it.each([
    ['deal=42', 'deal', 'Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.'],
    [`deal=${encodeURIComponent("' OR '1'='1")}`, 'deal', 'Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.'],
    [`actor=${'a'.repeat(255)}`, 'actor', 'Actor must be at most 254 characters.'],
    ['actor=a%00b', 'actor', 'Actor contains characters that are not allowed.'],
    ['page=0', 'page', 'Page must be at least 1.'],
    ['page_size=101', 'page_size', 'Page size must be at most 100.'],
    ['page_size=abc', 'page_size', 'Page size must be a number.'],
  ])('answers 422 to ?%s', async (query, field, message) => {
    const response = await log(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
  });
});

describe('the audit log is append-only', () => {
  it('refuses any UPDATE or DELETE of its rows in the database itself', async () => {
    const db = t.database.db;
    const before = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, backer.id));
    expect(before).toHaveLength(1);
    await expect(db.update(auditEvents).set({ action: 'kyc.rejected' }).where(eq(auditEvents.subjectId, backer.id))).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.subjectId, backer.id))).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events`)).rejects.toThrow();
    expect(await db.select().from(auditEvents).where(eq(auditEvents.subjectId, backer.id))).toEqual(before);
  });
});
