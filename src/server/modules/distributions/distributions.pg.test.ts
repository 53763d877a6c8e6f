import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { deals, distributions, kycRecords, ledgerTransfers, payouts, users } from '../../db/schema/index.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  openTestMarket,
  registerTestUser,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertUnitTrades } from '../../test/unit-trades.ts';
import { checkUnits } from '../holdings/index.ts';
import { accountsOf, accountsOfOwners, availableOf, checkLedger } from '../ledger/ledger.ts';
import { computeDistribution, payDistribution, PAYOUT_BATCH_HOLDERS } from './distribution-run.ts';

/*
 * Exactly once on a real PostgreSQL (ADR 011): two instances and the job paying one distribution
 * at once, and a run that dies in a later batch and is resumed, each end with every payout written
 * once, its money moved once, both ledgers balanced and the distribution paid. PGlite runs one
 * query at a time, so these run only where DATABASE_URL is set (vitest.config.ts).
 */

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const TARGET = 50_00_000_00n;

/** `count` backers written straight into the database (no password to hash): every third one has a verified KYC, so a PAN. */
async function insertBackers(count: number): Promise<string[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        email: `holder-${n}-${crypto.randomUUID()}@example.com`,
        passwordHash: 'not a hash: never signs in',
        role: 'backer' as const,
        firstName: 'Holder',
        lastName: String(n),
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  await t.database.db.insert(kycRecords).values(
    ids
      .filter((_, n) => n % 3 === 0)
      .map((userId) => ({
        userId,
        legalName: 'Holder',
        dateOfBirth: '1990-01-01',
        pan: 'ABCDE1234F',
        address: '1 MG Road, Bengaluru',
        bankAccountNumber: '001234567890',
        bankIfsc: 'HDFC0000123',
        status: 'verified' as const,
        submittedAt: t.clock.now(),
        decidedAt: t.clock.now(),
      })),
  );
  return ids;
}

/**
 * A deal funded by one backer, who then sells face value to `count` others within minutes (each
 * a different amount at a different second), and its quarter's distribution approved: ₹40 lakh
 * of interest, ₹5 lakh of dividend and ₹1 lakh returned, so most holders cross 194A's threshold.
 */
async function approvedDistribution(count: number) {
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: TARGET, minimumTicket: TARGET });
  const funder = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, funder);
  await creditTestWallet(t.app, funder, TARGET);
  const committed = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${deal.id}/commitments`,
    headers: authOf(funder),
    payload: { amount: Number(TARGET) },
  });
  expect(committed.json().status, committed.body).toBe('funded');
  const fundedAt = t.clock.now().getTime();
  const holders = await insertBackers(count);
  await insertUnitTrades(
    t.database.db,
    deal.id,
    holders.map((holder, n) => ({
      from: funder.id,
      to: holder,
      faceValue: BigInt(1_000_00 + ((n * 7_919) % 50) * 100_00),
      at: new Date(fundedAt + 1_000 * (1 + (n % 240))),
    })),
  );
  t.clock.advance(5 * 60_000);

  const post = async (url: string, headers: Record<string, string>, payload?: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const { id } = await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), {
    period: quarterOf(t.clock.now()),
    lines: [
      { kind: 'gross_rent', label: 'Rent', amount: 48_00_000_00 },
      { kind: 'management_fee', label: 'Management fee', amount: -2_00_000_00 },
    ],
    split: { interest: 40_00_000_00, dividend: 5_00_000_00, rent: 0, return_of_capital: 1_00_000_00 },
  });
  await post(`/api/distributions/${id}/submit`, authOf(proposer));
  await post(`/api/admin/distributions/${id}/funds-received`, admin);
  await post(`/api/admin/distributions/${id}/approve`, admin);
  return { dealId: deal.id, distributionId: id as string, holders: [funder.id, ...holders] };
}

async function wallets(holders: string[]): Promise<Map<string, bigint>> {
  const accounts = await accountsOfOwners(t.database.db, holders, 'backer_wallet', 'INR');
  return new Map(holders.map((holder) => [holder, accounts.has(holder) ? accounts.get(holder)!.creditsPosted : 0n]));
}

/**
 * The end state of a distribution paid once: its payouts are exactly what the pure computation
 * gives from the ledgers, each with one transfer of its net to the wallet and one of its tax to
 * the deal, the wallets and the TDS account moved by exactly those sums, the fee passed on, and
 * the distribution paid.
 */
async function expectPaidOnce(dealId: string, distributionId: string, holders: string[], walletsBefore: Map<string, bigint>) {
  const db = t.database.db;
  const [row] = await db.select().from(distributions).where(eq(distributions.id, distributionId));
  expect(row!.status).toBe('paid');
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  const { allocation } = await computeDistribution(db, row!, deal!);
  const written = await db.select().from(payouts).where(eq(payouts.distributionId, distributionId));
  const key = (payout: { userId: string; incomeType: string; gross: bigint; tds: bigint; net: bigint }) =>
    `${payout.userId} ${payout.incomeType} ${payout.gross} ${payout.tds} ${payout.net}`;
  expect(written.map(key).sort()).toEqual(allocation.payouts.map(key).sort());
  expect(new Set(allocation.payouts.map((payout) => payout.userId))).toEqual(new Set(holders));
  // Some tax was withheld, and some holders were paid under the threshold: both paths ran.
  expect(written.some((payout) => payout.tds > 0n)).toBe(true);
  expect(written.some((payout) => payout.tds === 0n && payout.incomeType === 'interest')).toBe(true);

  const transfers = await db
    .select()
    .from(ledgerTransfers)
    .where(
      inArray(
        ledgerTransfers.reference,
        written.map((payout) => payout.id),
      ),
    );
  const moved = new Map<string, bigint>();
  for (const transfer of transfers) {
    const label = `${transfer.reference} ${transfer.kind}`;
    expect(moved.has(label), `${label} moved twice`).toBe(false);
    moved.set(label, transfer.amount);
  }
  for (const payout of written) {
    expect(moved.get(`${payout.id} distribution`) ?? 0n).toBe(payout.net);
    expect(moved.get(`${payout.id} tax_withheld`) ?? 0n).toBe(payout.tds);
    if (payout.net > 0n) expect(payout.netTransferId).not.toBeNull();
    if (payout.tds > 0n) expect(payout.tdsTransferId).not.toBeNull();
  }

  const after = await wallets(holders);
  for (const holder of holders) {
    const net = written.filter((payout) => payout.userId === holder).reduce((sum, payout) => sum + payout.net, 0n);
    expect(after.get(holder)! - walletsBefore.get(holder)!, holder).toBe(net);
  }
  const [tds] = await accountsOf(db, dealId, 'tds_payable');
  expect(tds!.creditsPosted).toBe(written.reduce((sum, payout) => sum + payout.tds, 0n));
  expect(written.reduce((sum, payout) => sum + payout.gross, 0n)).toBe(row!.distributable);
  // What was paid in went out: to the holders, the tax and the proposer's fee.
  const [account] = await accountsOf(db, dealId, 'deal_distribution');
  expect(availableOf(account!)).toBe(0n);
  const [fee] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransfers)
    .where(sql`${ledgerTransfers.reference} = ${distributionId} and ${ledgerTransfers.kind} = 'management_fee'`);
  expect(fee!.n).toBe(1);
}

describe('paying a distribution on PostgreSQL', () => {
  it('to 300 holders, by two instances and the job at once: every payout once, the wallets and the tax exact', async () => {
    const { dealId, distributionId, holders } = await approvedDistribution(300);
    const before = await wallets(holders);
    const outcomes = await Promise.all([
      payDistribution(t.database.db, t.clock, distributionId),
      payDistribution(t.database.db, t.clock, distributionId),
      t.app.jobs.runDue(t.clock.now()),
    ]);
    // One of the two instances, or the job, marked it paid; the others found it done.
    const instances = outcomes.slice(0, 2);
    expect(instances.every((outcome) => outcome === 'paid' || outcome === 'not_approved')).toBe(true);
    expect(instances.filter((outcome) => outcome === 'paid').length).toBeLessThanOrEqual(1);
    await expectPaidOnce(dealId, distributionId, holders, before);

    // Delivered again later, to either: nothing more.
    expect(await payDistribution(t.database.db, t.clock, distributionId)).toBe('not_approved');
    await t.app.jobs.runDue(t.clock.now());
    await expectPaidOnce(dealId, distributionId, holders, before);
  });

  it('interrupted in a later batch and resumed by the job: the same end state', async () => {
    // More holders than one batch takes: the first batch commits before the second fails.
    const { dealId, distributionId, holders } = await approvedDistribution(PAYOUT_BATCH_HOLDERS + 100);
    const before = await wallets(holders);
    // Holders are paid in the order of their ids: the last one's first payout is in the last batch.
    const last = [...holders].sort().at(-1)!;
    const db = t.database.db;
    // A sequence is not rolled back with the failed transaction: the insert fails once only.
    await db.execute(
      sql.raw(`
      create sequence test_payout_failures;
      create function test_fail_payout_once() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${last}' and nextval('test_payout_failures') = 1 then raise exception 'the run dies here'; end if;
        return new;
      end $$;
      create trigger test_fail_payout_once before insert on payouts for each row execute function test_fail_payout_once();`),
    );
    try {
      await expect(payDistribution(db, t.clock, distributionId)).rejects.toThrow();
      // Mid-way: the first batch paid and balanced, the rest not, the distribution still approved.
      const paidHolders = await db.selectDistinct({ userId: payouts.userId }).from(payouts).where(eq(payouts.distributionId, distributionId));
      expect(paidHolders).toHaveLength(PAYOUT_BATCH_HOLDERS);
      expect(paidHolders.map((row) => row.userId)).not.toContain(last);
      const [row] = await db.select().from(distributions).where(eq(distributions.id, distributionId));
      expect(row!.status).toBe('approved');
      expect(await checkLedger(db)).toEqual([]);

      await t.app.jobs.runDue(t.clock.now());
      await expectPaidOnce(dealId, distributionId, holders, before);
    } finally {
      await db.execute(sql.raw('drop trigger test_fail_payout_once on payouts; drop function test_fail_payout_once(); drop sequence test_payout_failures;'));
    }
  });
});
