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

describe('runStep', () => {
  const clock = new ManualClock();

  it('runs the after-commit work once the step commits, never after a rollback', async () => {
    const ran: string[] = [];
    await runStep(t.database.db, clock, async (step) => {
      step.afterCommit(async () => {
        ran.push('committed');
      });
    });
    await expect(
      runStep(t.database.db, clock, async (step) => {
        step.afterCommit(async () => {
          ran.push('rolled back');
        });
        throw new Error('the step fails');
      }),
    ).rejects.toThrow('the step fails');
    expect(ran).toEqual(['committed']);
  });

  it("runs a step inside another step's transaction as a savepoint whose after-commit work waits for the outer commit", async () => {
    const ran: string[] = [];
    await runStep(t.database.db, clock, async (outer) => {
      await runStep(outer.tx, clock, async (inner) => {
        inner.afterCommit(async () => {
          ran.push('inner');
        });
      });
      // Released, but not committed: the inner step's work has not run yet.
      expect(ran).toEqual([]);
      outer.afterCommit(async () => {
        ran.push('outer');
      });
    });
    expect(ran).toEqual(['inner', 'outer']);

    await expect(
      runStep(t.database.db, clock, async (outer) => {
        await runStep(outer.tx, clock, async (inner) => {
          inner.afterCommit(async () => {
            ran.push('inner of a failed step');
          });
        });
        throw new Error('the outer step fails');
      }),
    ).rejects.toThrow('the outer step fails');
    expect(ran).toEqual(['inner', 'outer']);
  });
});
