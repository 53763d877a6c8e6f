import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index.ts';
import { createLiveTestDeal, openTestMarket, registerTestUser, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { medianAnswerHours, staleOpenQuestions } from './index.ts';

/*
 * The two reads other modules build on: how fast a proposer's questions are answered (the track
 * record's median hours) and a deal's questions left open 7 days or more (the quarterly report).
 * Rows are written straight into the table at chosen instants.
 */

let t: TestApp;
let proposer: TestUser;
let asker: TestUser;
let admin: TestUser;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2027-01-10T06:30:00Z');

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  asker = await registerTestUser(t.app, 'backer');
  // Any account may be named as the answerer or the hider here; the routes decide who may.
  admin = await registerTestUser(t.app, 'proposer');
});
afterAll(() => t.close());

const newDeal = async (owner: TestUser) => (await createLiveTestDeal(t.app, t.database.db, owner)).id;

interface Row {
  askedAt: Date;
  answeredAfterHours?: number;
  hidden?: true;
}

async function write(dealId: string, rows: Row[]): Promise<string[]> {
  const written = await t.database.db
    .insert(questions)
    .values(
      rows.map((row, index) => ({
        dealId,
        askedBy: asker.id,
        body: `Question ${index + 1}?`,
        askedAt: row.askedAt,
        ...(row.answeredAfterHours === undefined
          ? {}
          : {
              answerBody: 'An answer.',
              answeredBy: proposer.id,
              answeredAs: 'sponsor' as const,
              answeredAt: new Date(row.askedAt.getTime() + row.answeredAfterHours * HOUR),
            }),
        ...(row.hidden ? { hiddenAt: row.askedAt, hiddenBy: admin.id, hiddenReason: 'Abuse.' } : {}),
      })),
    )
    .returning({ id: questions.id });
  return written.map((row) => row.id);
}

describe('medianAnswerHours', () => {
  it('is null for a proposer with no answered question, and for what cannot be a proposer', async () => {
    const fresh = await registerTestUser(t.app, 'proposer');
    expect(await medianAnswerHours(t.database.db, fresh.id)).toBeNull();
    await write(await newDeal(fresh), [{ askedAt: T0 }, { askedAt: T0, answeredAfterHours: 2, hidden: true }]);
    expect(await medianAnswerHours(t.database.db, fresh.id)).toBeNull();
    expect(await medianAnswerHours(t.database.db, 'not-a-proposer')).toBeNull();
  });

  it("is the middle of the answered questions' hours over all the proposer's deals: odd counts its middle one, even the mean of its two", async () => {
    const owner = await registerTestUser(t.app, 'proposer');
    const [first, second] = [await newDeal(owner), await newDeal(owner)];
    await write(first, [
      { askedAt: T0, answeredAfterHours: 10 },
      { askedAt: new Date(T0.getTime() + DAY), answeredAfterHours: 1 },
      // Open, and hidden: neither counts.
      { askedAt: T0 },
      { askedAt: T0, answeredAfterHours: 0.5, hidden: true },
    ]);
    await write(second, [{ askedAt: T0, answeredAfterHours: 3 }]);
    expect(await medianAnswerHours(t.database.db, owner.id)).toBe(3);

    await write(second, [{ askedAt: T0, answeredAfterHours: 100 }]);
    // 1, 3, 10, 100: the mean of 3 and 10.
    expect(await medianAnswerHours(t.database.db, owner.id)).toBe(6.5);

    // Another proposer's deal changes nothing, nor do minutes lose their fraction of the hour.
    const stranger = await registerTestUser(t.app, 'proposer');
    await write(await newDeal(stranger), [{ askedAt: T0, answeredAfterHours: 0.25 }]);
    expect(await medianAnswerHours(t.database.db, owner.id)).toBe(6.5);
    expect(await medianAnswerHours(t.database.db, stranger.id)).toBe(0.25);
  });
});

describe('staleOpenQuestions', () => {
  it("lists a deal's questions open and shown 7 days or more after they were asked, oldest first", async () => {
    const dealId = await newDeal(proposer);
    const now = new Date(T0.getTime() + 30 * DAY);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const [eightDays, sevenDays, sixDays, answered, hidden, twentyDays] = await write(dealId, [
      { askedAt: at(8) },
      { askedAt: at(7) },
      { askedAt: new Date(at(7).getTime() + 1) },
      { askedAt: at(9), answeredAfterHours: 1 },
      { askedAt: at(9), hidden: true },
      { askedAt: at(20) },
    ]);
    await write(await newDeal(proposer), [{ askedAt: at(30) }]);

    const stale = await staleOpenQuestions(t.database.db, dealId, now);
    expect(stale.map((row) => row.id)).toEqual([twentyDays, eightDays, sevenDays]);
    expect(stale[0]).toEqual({ id: twentyDays, body: 'Question 6?', askedAt: at(20) });
    expect([sixDays, answered, hidden].some((id) => stale.some((row) => row.id === id))).toBe(false);
    // A day later the one asked six days before joins them.
    expect((await staleOpenQuestions(t.database.db, dealId, new Date(now.getTime() + DAY))).map((row) => row.id)).toContain(sixDays);
    expect(await staleOpenQuestions(t.database.db, 'not-a-deal', now)).toEqual([]);
  });
});
