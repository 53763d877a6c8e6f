import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema/index.ts';
import { createLiveTestDeal, creditTestWallet, markTestContactsVerified, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The proposer's `deal_alerts` setting (platform.md §4): a notification on every commitment and
 * cancellation to the proposer's deals while it is on, none while it is off, on the batched
 * commitment path too; with it go the e-mail and SMS the proposer's settings ask for.
 */

let t: TestApp;
let backer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 1_000_000_00n);
});
afterAll(() => t.close());

const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

async function setDealAlerts(proposer: TestUser, on: boolean): Promise<void> {
  const current = (await t.app.inject({ method: 'GET', url: '/api/me/settings', headers: as(proposer) })).json() as Record<string, unknown>;
  const saved = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: as(proposer), payload: { ...current, deal_alerts: on } });
  expect(saved.statusCode).toBe(200);
}

async function commitAndCancel(dealId: string): Promise<void> {
  // Three at once go through one batch (one notifyAll).
  const commits = await Promise.all(
    [10_000_00, 11_000_00, 12_000_00].map((amount) =>
      t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/commitments`, headers: as(backer), payload: { amount } }),
    ),
  );
  expect(commits.map((response) => response.statusCode)).toEqual([201, 201, 201]);
  const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${commits[0]!.json().id}`, headers: as(backer) });
  expect(cancelled.statusCode).toBe(200);
}

const alertsOf = async (proposer: TestUser) =>
  (
    await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, proposer.id), inArray(notifications.title, ['New commitment', 'Commitment cancelled'])))
  ).map((row) => row.title);

/** The proposer's notification e-mails (not the verification link registration sent). */
const mailsOf = async (proposer: TestUser) =>
  (
    await t.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.userId, proposer.id), eq(outbox.channel, 'email'), eq(outbox.kind, 'notification')))
  ).map((row) => row.subject);

describe('deal alerts', () => {
  it('notify the proposer of every commitment and cancellation while on, with their e-mails', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    await markTestContactsVerified(t.database.db, proposer);
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    await commitAndCancel(deal.id);
    expect((await alertsOf(proposer)).sort()).toEqual(['Commitment cancelled', 'New commitment', 'New commitment', 'New commitment']);
    expect(await mailsOf(proposer)).toHaveLength(4);
  });

  it('stay silent while off: no notification, no e-mail', async () => {
    const proposer = await registerTestUser(t.app, 'proposer');
    await markTestContactsVerified(t.database.db, proposer);
    await setDealAlerts(proposer, false);
    const mailsBefore = (await mailsOf(proposer)).length;
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    await commitAndCancel(deal.id);
    expect(await alertsOf(proposer)).toEqual([]);
    expect(await mailsOf(proposer)).toHaveLength(mailsBefore);
  });
});
