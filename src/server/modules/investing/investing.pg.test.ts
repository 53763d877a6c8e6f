import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { auditEvents, commitments, deals } from '../../db/schema/index.ts';
import { authOf, createLiveTestDeal, creditTestWallet, openTestMarket, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { CampaignService } from './campaign.service.ts';
import { InvestingService } from './investing.service.ts';

/*
 * Concurrency on a real PostgreSQL (domain.md, "No overselling"): PGlite runs one query at a time,
 * so these run only where DATABASE_URL is set (vitest.config.ts), in CI's PostgreSQL pass.
 */

let t: TestApp;
let proposer: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});
afterAll(() => t.close());

async function verifiedBackers(count: number, money: bigint): Promise<TestUser[]> {
  const backers = await Promise.all(Array.from({ length: count }, () => registerTestUser(t.app, 'backer')));
  for (const backer of backers) {
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, money);
  }
  return backers;
}

const commit = (backer: TestUser, dealId: string, amount: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/commitments`,
    headers: { ...authOf(backer), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });

describe('on PostgreSQL', () => {
  it('200 concurrent commitments with room for 100 tickets give exactly 100 201s, and the books balance', async () => {
    const ticket = 10_000_00;
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: BigInt(ticket * 100) + 1n, minimumTicket: BigInt(ticket) });
    const backers = await verifiedBackers(200, BigInt(ticket));
    const answers = await Promise.all(backers.map((backer) => commit(backer, deal.id, ticket)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'exceeds_remaining')).toBe(true);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({ raised: BigInt(ticket * 100), backersCount: 100, lifecycle: 'live' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('the same Idempotency-Key sent 20 times at once makes one commitment', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const [backer] = await verifiedBackers(1, 1_000_000_00n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => commit(backer!, deal.id, 15_000_00, 'same-key')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(commitments)
      .where(and(eq(commitments.dealId, deal.id), eq(commitments.backerId, backer!.id)));
    expect(rows).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('four instances, each batching its own commitments, share one deal without overselling it', async () => {
    // Batches gather commitments within one process; across processes only the conditional update stands between them.
    const ticket = 10_000_00;
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: BigInt(ticket * 60), minimumTicket: BigInt(ticket) });
    const backers = await verifiedBackers(120, BigInt(ticket));
    const config = loadConfig({ NODE_ENV: 'test' });
    const instances = Array.from({ length: 4 }, () => new InvestingService(t.database.db, { now: () => new Date() }, config.campaign));
    const outcomes = await Promise.allSettled(
      backers.map((backer, n) => instances[n % 4]!.commit({ sub: backer.id, role: 'backer' }, deal.id, BigInt(ticket), `key-${n}`)),
    );
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(made).toHaveLength(60);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { statusCode: number; code: string }] : []));
    expect(refusals.every((error) => error.statusCode === 409 && ['exceeds_remaining', 'deal_not_open'].includes(error.code))).toBe(true);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({ raised: BigInt(ticket * 60), backersCount: 60, lifecycle: 'funded' });
    const held = await t.database.db.select().from(commitments).where(eq(commitments.dealId, deal.id));
    expect(held).toHaveLength(60);
    expect(held.every((commitment) => commitment.status === 'funded')).toBe(true);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("one backer's eight commitments of the per-backer maximum, sent to two instances at once, make one commitment", async () => {
    // Each instance batches its own four; only what is enforced while the deal's row is held stands between the two batches.
    const maximum = 20_000_00n;
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: maximum * 10n, minimumTicket: 10_000_00n, maximumPerBacker: maximum });
    const [backer] = await verifiedBackers(1, maximum * 4n);
    const config = loadConfig({ NODE_ENV: 'test' });
    const instances = Array.from({ length: 2 }, () => new InvestingService(t.database.db, { now: () => new Date() }, config.campaign));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => instances[n % 2]!.commit({ sub: backer!.id, role: 'backer' }, deal.id, maximum, `max-${n}`)),
    );
    const made = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.status] : []));
    expect(made).toEqual([201]);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { statusCode: number; code: string }] : []));
    expect(refusals.map((error) => [error.statusCode, error.code])).toEqual(Array(7).fill([422, 'above_maximum_per_backer']));
    const held = await t.database.db.select().from(commitments).where(eq(commitments.dealId, deal.id));
    expect(held.map((commitment) => [commitment.amount, commitment.status])).toEqual([[maximum, 'committed']]);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({ raised: maximum, backersCount: 1 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('two instances closing the same deal at its deadline close it once', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 1_000_000_00n });
    const backers = await verifiedBackers(5, 100_000_00n);
    for (const backer of backers) expect((await commit(backer, deal.id, 50_000_00)).statusCode).toBe(201);
    // A second instance: its own services on the same database, with the clock past the deadline.
    const config = loadConfig({ NODE_ENV: 'test' });
    const later = { now: () => new Date(Date.now() + 31 * 86_400_000) };
    const one = new CampaignService(t.database.db, later, config.campaign);
    const two = new CampaignService(t.database.db, later, config.campaign);
    const outcomes = await Promise.all([one.close(deal.id), two.close(deal.id), one.close(deal.id), two.close(deal.id)]);
    expect(outcomes.sort()).toEqual(['failed', 'not_due', 'not_due', 'not_due']);
    const closings = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, deal.id), eq(auditEvents.action, 'deal.failed')));
    expect(closings).toHaveLength(1);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row!.lifecycle).toBe('failed');
    const refunded = await t.database.db
      .select()
      .from(commitments)
      .where(and(eq(commitments.dealId, deal.id), eq(commitments.status, 'refunded')));
    expect(refunded).toHaveLength(5);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
