import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usersRepository } from '../users/users.repository.ts';
import { NOTIFICATION_NOT_FOUND } from './notifications.service.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';

let t: TestApp;
const tokens: Record<'admin' | 'backer' | 'proposer', string> = { admin: '', backer: '', proposer: '' };
const DEMO = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
} as const;

async function signIn(role: keyof typeof DEMO): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO[role], role } });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  for (const role of ['admin', 'backer', 'proposer'] as const) tokens[role] = await signIn(role);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string) => t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function userId(email: string): Promise<string> {
  return (await usersRepository.findByEmail(t.database.db, email))!.id;
}

async function readStates(id: string) {
  return t.database.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, id))
    .orderBy(notifications.id);
}

describe('signed-out callers', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await call(method, url, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_signed_in');
    }
  });
});

describe('GET /api/notifications', () => {
  it.each(['admin', 'backer', 'proposer'] as const)("gives the %s demo account the spec's three notifications, newest first, the oldest read", async (role) => {
    const response = await call('GET', '/api/notifications', tokens[role]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ unread: 2, total: 3, page: 1, page_size: 20 });
    expect(body.items.map((item: { title: string; read: boolean }) => [item.title, item.read])).toEqual([
      ['New investment received', false],
      ['Deal nearing its target', false],
      ['Monthly report ready', true],
    ]);
    expect(body.items[0].message).toBe('Emma Thompson invested $25,000 in Harborview Residences.');
    expect(Object.keys(body.items[0]).sort()).toEqual(['created_at', 'id', 'message', 'read', 'title']);
    // Dated back from the seeding: 5 minutes, 2 hours, 1 day.
    const times = body.items.map((item: { created_at: string }) => Date.parse(item.created_at));
    const gaps = [times[0] - times[1], times[1] - times[2]];
    expect(gaps).toEqual([2 * 3600_000 - 5 * 60_000, 22 * 3600_000]);
    expect(body.items[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('pages the list and counts every unread notification, not only the page', async () => {
    const first = (await call('GET', '/api/notifications?page_size=2', tokens.proposer)).json();
    expect(first).toMatchObject({ page: 1, page_size: 2, total: 3, unread: 2 });
    expect(first.items).toHaveLength(2);
    const second = (await call('GET', '/api/notifications?page=2&page_size=2', tokens.proposer)).json();
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 3, unread: 2 });
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['Monthly report ready']);
    const beyond = (await call('GET', '/api/notifications?page=9', tokens.proposer)).json();
    expect(beyond).toMatchObject({ items: [], total: 3, unread: 2 });
  });

  it.each([
    ['page=0', 'page', 'Page must be at least 1.'],
    ['page_size=101', 'page_size', 'Page size must be at most 100.'],
    ['page_size=2.5', 'page_size', 'Page size must be a whole number.'],
    ['page=abc', 'page', 'Page must be a number.'],
  ])('answers 422 to ?%s', async (query, field, message) => {
    const response = await call('GET', `/api/notifications?${query}`, tokens.backer);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
  });

  it("shows a notification another module's step told of, and none when that step rolls back", async () => {
    const t2 = await createTestApp({ env: UNLIMITED_ENV });
    try {
      const db = t2.database.db;
      const id = (await usersRepository.findByEmail(db, DEMO.admin.email))!.id;
      await expect(
        runStep(db, t2.clock, async (step) => {
          await step.emit(noticeTo(step, id, { title: 'Lost', message: 'This event failed.' }));
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      await runStep(db, t2.clock, (step) => step.emit(noticeTo(step, id, { title: 'Deal approved', message: 'Harborview Residences passed review.' })));
      const login = await t2.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO.admin, role: 'admin' } });
      const body = (
        await t2.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${login.json().access_token}` } })
      ).json();
      expect(body).toMatchObject({ total: 4, unread: 3 });
      expect(body.items[0]).toMatchObject({ title: 'Deal approved', message: 'Harborview Residences passed review.', read: false });
      expect(body.items.map((item: { title: string }) => item.title)).not.toContain('Lost');
    } finally {
      await t2.close();
    }
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one notification read, answers it and the unread count, and changes nothing the second time', async () => {
    const [newest] = (await call('GET', '/api/notifications', tokens.backer)).json().items;
    const first = await call('POST', `/api/notifications/${newest.id}/read`, tokens.backer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notification: { ...newest, read: true }, unread: 1 });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, newest.id));
    expect(row!.readAt).toBeInstanceOf(Date);

    t.clock.advance(60_000);
    const again = await call('POST', `/api/notifications/${newest.id}/read`, tokens.backer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, newest.id));
    expect(after!.readAt).toEqual(row!.readAt);
  });

  it("answers 404 not_found to another user's notification and leaves it unread", async () => {
    const proposerId = await userId(DEMO.proposer.email);
    const before = await readStates(proposerId);
    const theirs = (await call('GET', '/api/notifications', tokens.proposer)).json().items[0];
    expect(theirs.read).toBe(false);
    for (const role of ['backer', 'admin'] as const) {
      const response = await call('POST', `/api/notifications/${theirs.id}/read`, tokens[role]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NOTIFICATION_NOT_FOUND, detail: NOTIFICATION_NOT_FOUND, code: 'not_found' });
    }
    expect(await readStates(proposerId)).toEqual(before);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1", '%00'])('answers 404 not_found to the unknown id %s', async (id) => {
    const response = await call('POST', `/api/notifications/${encodeURIComponent(id)}/read`, tokens.backer);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks every one of the caller's notifications read, the unread count goes to 0, and nobody else's changes", async () => {
    const adminId = await userId(DEMO.admin.email);
    const adminBefore = await readStates(adminId);
    const response = await call('POST', '/api/notifications/read-all', tokens.proposer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    const list = (await call('GET', '/api/notifications', tokens.proposer)).json();
    expect(list.unread).toBe(0);
    expect(list.items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect(await readStates(adminId)).toEqual(adminBefore);
    // Again: nothing left to mark, the same answer.
    expect((await call('POST', '/api/notifications/read-all', tokens.proposer)).json()).toEqual({ unread: 0 });
  });

  it('keeps the time a notification was first read', async () => {
    const id = await userId(DEMO.admin.email);
    const before = await readStates(id);
    const readBefore = before.filter((row) => row.readAt !== null);
    await call('POST', '/api/notifications/read-all', tokens.admin);
    const after = await readStates(id);
    for (const row of readBefore) expect(after.find((candidate) => candidate.id === row.id)!.readAt).toEqual(row.readAt);
    expect(after.every((row) => row.readAt !== null)).toBe(true);
  });
});

describe('the welcome notification of a new account', () => {
  const registration = (email: string, userType: 'backer' | 'proposer') => ({
    user_type: userType,
    first_name: 'Meera',
    last_name: 'Iyer',
    email,
    password: 'terracotta-balcony-42',
  });

  it.each([
    ['backer', /complete your KYC verification and add funds to your wallet/],
    ['proposer', /completing your company profile, then create your first deal/],
  ] as const)('a new %s starts with one unread welcome saying what to do first', async (userType, firstStep) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(`welcome-${userType}@example.com`, userType) });
    expect(response.statusCode).toBe(201);
    const body = (await call('GET', '/api/notifications', response.json().access_token)).json();
    expect(body).toMatchObject({ total: 1, unread: 1 });
    expect(body.items[0]).toMatchObject({ title: 'Welcome to Sharestead', read: false });
    // Nothing the registrant typed: its copies go to addresses nobody has verified yet.
    expect(body.items[0].message).toMatch(/^Welcome to Sharestead! /);
    expect(body.items[0].message).not.toContain('Meera');
    expect(body.items[0].message).toMatch(firstStep);
  });

  it('is not written when the registration fails after the account was inserted: the whole transaction rolls back', async () => {
    const count = async () => {
      const result = await t.database.db.execute(sql`select count(*)::int as n from notifications`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const before = await count();
    // The session is written last in the registration's transaction; without its table it fails.
    await t.database.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration('rollback@example.com', 'backer') });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect(await count()).toBe(before);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'rollback@example.com'))).toEqual([]);
  });
});
