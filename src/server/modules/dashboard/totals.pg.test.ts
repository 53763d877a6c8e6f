import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf, createLiveTestDeal, creditTestWallet, openTestMarket, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { readProposerTotals, readTotals, recomputeProposerTotals, recomputeTotals } from './totals.ts';

/*
 * The running totals under concurrency on a real PostgreSQL (PGlite runs one query at a time):
 * many backers committing to and cancelling from several deals at once, deals filling and funding
 * in between, in two currencies. Every step locks the totals' rows last and in one order, so
 * nothing deadlocks (a deadlock would be a 500), and the totals still equal a recomputation.
 */

let t: TestApp;
let proposer: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});
afterAll(() => t.close());

describe('the Overview totals on PostgreSQL', () => {
  it('stay right, without a deadlock, under concurrent commitments, fundings and cancellations', async () => {
    const ticket = 10_000_00;
    const deals: { id: string }[] = [];
    for (const [currency, tickets] of [
      ['INR', 8],
      ['INR', 200],
      ['USD', 6],
      ['USD', 200],
      ['INR', 12],
      ['USD', 300],
    ] as const) {
      deals.push(await createLiveTestDeal(t.app, t.database.db, proposer, { currency, target: BigInt(ticket * tickets), minimumTicket: BigInt(ticket) }));
    }
    const backers = await Promise.all(Array.from({ length: 40 }, () => registerTestUser(t.app, 'backer')));
    for (const backer of backers) {
      await verifyTestKyc(t.app, backer);
      await creditTestWallet(t.app, backer, BigInt(ticket * 20), 'INR');
      await creditTestWallet(t.app, backer, BigInt(ticket * 20), 'USD');
    }
    const commitWave = (offset: number) =>
      Promise.all(
        Array.from({ length: 160 }, async (_, index) => {
          const backer = backers[(index * 7 + offset) % backers.length]!;
          const deal = deals[(index + offset) % deals.length]!;
          const answer = await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/commitments`, headers: authOf(backer), payload: { amount: ticket } });
          return { backer, answer };
        }),
      );
    const first = await commitWave(0);
    const made = first.filter(({ answer }) => answer.statusCode === 201);
    // Cancel every third commitment made (those of funded deals are refused) while another wave commits.
    const cancels = made
      .filter((_, position) => position % 3 === 0)
      .map(({ backer, answer }) => t.app.inject({ method: 'DELETE', url: `/api/commitments/${answer.json().id as string}`, headers: authOf(backer) }));
    const [second, cancelled] = await Promise.all([commitWave(3), Promise.all(cancels)]);
    const statuses = [...first, ...second].map(({ answer }) => answer.statusCode).concat(cancelled.map((answer) => answer.statusCode));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(100);
    expect(cancelled.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    const funded = await t.database.db.execute(
      sql`select count(*)::int as n from deals where lifecycle = 'funded' and id in ${sql.raw(`(${deals.map((deal) => `'${deal.id}'`).join(', ')})`)}`,
    );
    expect((funded as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);

    expect(await readTotals(t.database.db)).toEqual(await recomputeTotals(t.database.db));
    expect(await readProposerTotals(t.database.db)).toEqual(await recomputeProposerTotals(t.database.db));
    const wrong = await t.database.db.execute(sql`
      select coalesce(a.backer_id, c.backer_id) from backer_activity a
      full join (select backer_id, count(*)::int as n from commitments where status in ('committed', 'funded') group by backer_id) c on c.backer_id = a.backer_id
      where coalesce(a.active_commitments, 0) <> coalesce(c.n, 0)`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
