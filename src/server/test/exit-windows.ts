import type { ExitWindow } from '../../shared/contracts/exits.ts';
import { kycRecords, users } from '../db/schema/index.ts';
import { checkUnits } from '../modules/holdings/index.ts';
import { accountKeys, transferManyFrom } from '../modules/ledger/index.ts';
import { checkLedger } from '../modules/ledger/ledger.ts';
import { checkLockedUnits } from '../modules/exits/index.ts';
import { adminToken, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from './factories.ts';
import { fundedTestDeal } from './income.ts';
import { succeedAs } from './requests.ts';
import type { TestApp } from './test-app.ts';
import { insertUnitTrades } from './unit-trades.ts';

/** The admin opens an exit window now on the deal. */
export async function openTestWindow(t: TestApp, dealId: string): Promise<ExitWindow> {
  return (await succeedAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, await adminToken(t.app))) as unknown as ExitWindow;
}

/** Moves the clock past the window's close and runs the jobs due: the close job settles it. */
export async function closeTestWindow(t: TestApp, window: { closes_at: string }): Promise<void> {
  const closesAt = new Date(window.closes_at);
  if (t.clock.now() < closesAt) t.clock.set(new Date(closesAt.getTime() + 1000));
  await t.app.jobs.runDue(t.clock.now());
}

/** A new verified backer with `amount` in its wallet (none: no deposit). */
export async function testBuyer(t: TestApp, amount = 0n): Promise<TestUser> {
  const buyer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, buyer);
  if (amount > 0n) await creditTestWallet(t.app, buyer, amount);
  return buyer;
}

/** Both ledgers balanced and every locked face value explained by open sell orders: empty when right. */
export async function exitProblems(t: TestApp): Promise<unknown[]> {
  const db = t.database.db;
  return [...(await checkLedger(db)), ...(await checkUnits(db)), ...(await checkLockedUnits(db))];
}

/** `count` verified backers written straight into the database (no password to hash), each with `wallet` in its wallet. */
export async function insertVerifiedBackers(t: TestApp, count: number, wallet: bigint): Promise<string[]> {
  const db = t.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        email: `trader-${n}-${crypto.randomUUID()}@example.com`,
        passwordHash: 'not a hash: never signs in',
        role: 'backer' as const,
        firstName: 'Trader',
        lastName: String(n),
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((row) => row.id);
  const now = t.clock.now();
  await db.insert(kycRecords).values(
    ids.map((userId) => ({
      userId,
      legalName: 'Trader',
      dateOfBirth: '1990-01-01',
      pan: 'ABCDE1234F',
      address: '1 MG Road, Bengaluru',
      bankAccountNumber: '001234567890',
      bankIfsc: 'HDFC0000123',
      status: 'verified' as const,
      submittedAt: now,
      decidedAt: now,
    })),
  );
  if (wallet > 0n) {
    await transferManyFrom(
      db,
      accountKeys.bank('INR'),
      ids.map((id) => ({ credit: accountKeys.wallet(id, 'INR'), amount: wallet, kind: 'deposit' as const, reference: id })),
      now,
    );
  }
  return ids;
}

/**
 * A funded Buy 'N' Hold deal whose face value (`faceValue` in all) one funder passed on to
 * `sellers` new holders in equal parts, and `buyers` verified backers with `wallet` each.
 */
export async function exitTestMarket(t: TestApp, options: { sellers: number; buyers: number; wallet: bigint; faceValue: bigint }) {
  const proposer = await registerTestUser(t.app, 'proposer');
  const { deal, backers } = await fundedTestDeal(t, proposer, { amounts: [options.faceValue] });
  const sellers = await insertVerifiedBackers(t, options.sellers, 0n);
  const share = options.faceValue / BigInt(options.sellers);
  await insertUnitTrades(
    t.database.db,
    deal.id,
    sellers.map((to) => ({ from: backers[0]!.id, to, faceValue: share, at: t.clock.now() })),
  );
  const buyers = await insertVerifiedBackers(t, options.buyers, options.wallet);
  return { dealId: deal.id, sellers, buyers, share };
}
