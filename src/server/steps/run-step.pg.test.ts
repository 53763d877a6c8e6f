import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runStep } from './run-step.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('runStep on PostgreSQL', () => {
  it('runs again the step PostgreSQL aborted to break a deadlock, and both steps commit', async () => {
    const clock = new ManualClock();
    let firstLocks = 0;
    let bothHoldOne: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const attempts = { a: 0, b: 0 };
    // Two steps take two locks in opposite orders, each waiting until the other holds its first.
    const step = (name: 'a' | 'b', first: number, second: number) =>
      runStep(t.database.db, clock, async ({ tx }) => {
        attempts[name] += 1;
        await tx.execute(sql`select pg_advisory_xact_lock(${first})`);
        if (++firstLocks === 2) bothHoldOne();
        await barrier;
        await tx.execute(sql`select pg_advisory_xact_lock(${second})`);
        return name;
      });
    expect(await Promise.all([step('a', 7301, 7302), step('b', 7302, 7301)])).toEqual(['a', 'b']);
    // One was the deadlock's victim and ran twice.
    expect(attempts.a + attempts.b).toBe(3);
  });

  it('does not run again a step that failed for any other reason', async () => {
    let attempts = 0;
    await expect(
      runStep(t.database.db, new ManualClock(), async ({ tx }) => {
        attempts += 1;
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
