import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { registerTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionsRepository } from './sessions.repository.ts';

/*
 * PGlite runs one query at a time, so a sign-in's session insert can never meet a password change
 * in the middle of its transaction there. On PostgreSQL it can.
 */

let t: TestApp;
beforeAll(async () => {
  expect(process.env.DATABASE_URL, 'this file runs on PostgreSQL only').toBeDefined();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('on PostgreSQL, at once', () => {
  it('a session insert on the old password waits for a password change under way, then makes nothing', async () => {
    const user = await registerTestUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    let changed!: () => void;
    let commit!: () => void;
    const changing = new Promise<void>((resolve) => (changed = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const change = t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: 'a-new-hash' }).where(eq(users.id, user.id));
      changed();
      await committing;
    });
    await changing;

    const now = t.clock.now();
    const start = sessionsRepository.start(t.database.db, {
      userId: user.id,
      passwordHash: row!.passwordHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    let settled = false;
    void start.then(() => (settled = true));
    await sleep(300);
    expect(settled).toBe(false);
    commit();
    await change;
    expect(await start).toBeUndefined();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});
