import { asc, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
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
import { usersRepository } from '../users/users.repository.ts';

/*
 * Hostile input to the notification routes, in the style of messages.hostile.test.ts: RUNS
 * generated query strings, ids and bodies per route. Never a 5xx, always {message, detail, code}
 * without stack or SQL text; a rejected request changes no notification, an accepted one only the
 * caller's own.
 */

const RUNS = 400;
let t: TestApp;
let backerToken: string;
let backerId: string;
let backerIds: string[];
let proposerIds: string[];

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' },
  });
  backerToken = login.json().access_token;
  const db = t.database.db;
  backerId = (await usersRepository.findByEmail(db, 'backer@sharestead.test'))!.id;
  const proposerId = (await usersRepository.findByEmail(db, 'proposer@sharestead.test'))!.id;
  const all = await db.select({ id: notifications.id, userId: notifications.userId }).from(notifications);
  backerIds = all.filter((row) => row.userId === backerId).map((row) => row.id);
  proposerIds = all.filter((row) => row.userId === proposerId).map((row) => row.id);
  expect(backerIds.length).toBeGreaterThan(0);
  expect(proposerIds.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
});

/** Every notification's id, owner and read time, in a stable order. */
const snapshot = () =>
  t.database.db.select({ id: notifications.id, userId: notifications.userId, readAt: notifications.readAt }).from(notifications).orderBy(asc(notifications.id));

/** The backer's notifications unread again, so that each run can change something. */
const markBackerUnread = () =>
  t.database.db
    .update(notifications)
    .set({ readAt: null })
    .where(sql`${notifications.userId} = ${backerId}`);

const post = (url: string, request: HostileRequest, signedIn: boolean) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: {
      ...(signedIn ? { authorization: `Bearer ${backerToken}` } : {}),
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
  });

/** The routes take no body; whatever is sent as one, with any fields. */
const anyBody = hostileRequest({ id: fc.uuid(), read: fc.boolean(), user_id: fc.uuid() });

describe('hostile input to the notification routes', () => {
  it(`GET /api/notifications: ${RUNS} hostile query strings`, async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', '1', '0', '-1', '100', '101', '1e2', '1e400', 'NaN', 'Infinity', '0x10', '1.5', ' 5 ', '9007199254740993', '[]', 'null'),
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
    );
    const query = fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom('page', 'page_size', 'user_id', 'page[x]', '__proto__', 'read', 'x'), part), { maxLength: 4 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeLikeABrowser(k)}=${encodeLikeABrowser(v)}`).join('&')),
      fc.string({ maxLength: 60 }).map((raw) => encodeLikeABrowser(raw).replaceAll('%3D', '=').replaceAll('%26', '&')),
      fc.constantFrom('page=1&page=2', 'page', '&&&', '=', '%', '%zz', `page=${'9'.repeat(5000)}`, `user_id=${proposerIds[0]}`),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, signedIn) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/notifications?${search}`,
          headers: signedIn ? { authorization: `Bearer ${backerToken}` } : {},
        });
        const body = expectSafeAnswer(response, `notifications ?${search}`);
        if (!signedIn) expect(response.statusCode).toBe(401);
        else {
          expect([200, 400, 422], response.body).toContain(response.statusCode);
          if (response.statusCode === 200) {
            const items = body.items as { id: string }[];
            expect(items.length).toBeLessThanOrEqual(body.page_size as number);
            // Only the caller's own, whatever the query says.
            for (const item of items) expect(backerIds).toContain(item.id);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`POST /api/notifications/:id/read: ${RUNS} generated ids and bodies; only the caller's own notification changes`, async () => {
    const ids = fc.oneof(
      { arbitrary: fc.constantFrom(...backerIds), weight: 4 },
      { arbitrary: fc.constantFrom(...proposerIds), weight: 3 },
      { arbitrary: fc.constantFrom(...backerIds).map((id) => id.toUpperCase()), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments), weight: 2 },
      { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
      {
        arbitrary: fc.constantFrom(`${backerIds[0]} `, `${backerIds[0]}'--`, '%00', '%zz', '..%2F..%2Fetc', '00000000-0000-0000-0000-000000000000'),
        weight: 1,
      },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(ids, anyBody, fc.boolean(), async (id, request, signedIn) => {
        await markBackerUnread();
        const before = await snapshot();
        const url = `/api/notifications/${encodeLikeABrowser(id)}/read`;
        const response = await post(url, request, signedIn);
        const body = expectSafeAnswer(response, `${url} ${request.contentType} ${request.payload?.slice(0, 100)}`);
        const after = await snapshot();
        // An address the router cannot take (a parameter over its length limit) is refused before
        // anyone is asked to sign in.
        if (!signedIn) expect([400, 401, 404], response.body).toContain(response.statusCode);
        else expect([200, 400, 404, 413], response.body).toContain(response.statusCode);
        if (request.payload && isForeignMediaType(request.contentType) && signedIn) expect([400, 413, 404], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          accepted++;
          const target = (body.notification as { id: string }).id;
          expect(backerIds).toContain(target);
          expect(body.unread).toBe(backerIds.length - 1);
          // Exactly that row went from unread to read.
          expect(after.map((row) => (row.id === target ? { ...row, readAt: null } : row))).toEqual(before);
          expect(after.find((row) => row.id === target)!.readAt).toBeInstanceOf(Date);
        } else {
          expect(after, `a rejected request changed a notification: ${response.body}`).toEqual(before);
        }
        if (response.statusCode === 200 || response.statusCode === 404) {
          // Someone else's notification is never read through this caller.
          if (proposerIds.includes(id)) expect(response.statusCode).toBe(404);
        }
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it(`POST /api/notifications/read-all: ${RUNS} generated bodies; only the caller's notifications change`, async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, fc.boolean(), async (request, signedIn) => {
        await markBackerUnread();
        const before = await snapshot();
        const response = await post('/api/notifications/read-all', request, signedIn);
        const body = expectSafeAnswer(response, `read-all ${request.contentType} ${request.payload?.slice(0, 100)}`);
        const after = await snapshot();
        if (!signedIn) expect(response.statusCode).toBe(401);
        else expect([200, 400, 413], response.body).toContain(response.statusCode);
        if (response.statusCode === 200) {
          accepted++;
          expect(body).toEqual({ unread: 0 });
          expect(after.filter((row) => row.userId !== backerId)).toEqual(before.filter((row) => row.userId !== backerId));
          expect(after.filter((row) => row.userId === backerId).every((row) => row.readAt !== null)).toBe(true);
        } else {
          expect(after, `a rejected request changed a notification: ${response.body}`).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
    // Nobody else's notification was ever marked read by the backer's requests.
    const unreadElsewhere = await t.database.db.select({ id: notifications.id }).from(notifications).where(isNull(notifications.readAt));
    expect(unreadElsewhere.length).toBeGreaterThan(0);
  });
});
