import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../../shared/periods.ts';
import { ledgerAccounts, ledgerTransfers, tdsDeposits } from '../../db/schema/index.ts';
import { openTaxQuarter, type TaxQuarterSetup } from '../../test/tax-quarter.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * A quarter's deposit exactly once on a real PostgreSQL: many admins' requests for the same deal
 * and quarter at once (each on its own connection of the pool) move its tax once; the others are
 * told it is done. PGlite runs one query at a time, so this runs only where DATABASE_URL is set.
 */

let s: TaxQuarterSetup;
beforeAll(async () => {
  s = await openTaxQuarter();
});
afterAll(() => s.t.close());

const CONCURRENT = 8;

describe('depositing a tax quarter on PostgreSQL', () => {
  it(`${CONCURRENT} requests at once: one 201, the rest 409 already_deposited, the tax moved once and the books balanced`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, n) =>
        s.t.app.inject({
          method: 'POST',
          url: `/api/admin/deals/${s.deal.id}/tds-deposits`,
          headers: { authorization: `Bearer ${s.admin}` },
          payload: { quarter: s.taxQuarter, challan: `0510002 07012027 ${String(n).padStart(5, '0')}`, deposited_on: indianDate(s.t.clock.now()) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(CONCURRENT - 1).fill(409)]);
    expect(new Set(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code))).toEqual(new Set(['already_deposited']));

    const db = s.t.database.db;
    expect(await db.select().from(tdsDeposits)).toHaveLength(1);
    const [moved] = await db
      .select({ n: sql<number>`count(*)::int`, amount: sql<string>`sum(${ledgerTransfers.amount})::text` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'tds_deposit'));
    expect(moved).toEqual({ n: 1, amount: String(3_000_00n) });
    const accounts = await db.select().from(ledgerAccounts);
    const tds = accounts.find((account) => account.ownerId === s.deal.id && account.purpose === 'tds_payable')!;
    expect(tds.creditsPosted - tds.debitsPosted).toBe(0n);
    expect(await checkLedger(db)).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: { authorization: `Bearer ${s.admin}` } })).json()).toMatchObject({
      balanced: true,
    });
  });
});
