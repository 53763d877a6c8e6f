import type { ExitWindow } from '../../shared/contracts/exits.ts';
import { checkUnits } from '../modules/holdings/index.ts';
import { checkLedger } from '../modules/ledger/ledger.ts';
import { exitWindowsRepository } from '../modules/exits/exit-windows.repository.ts';
import { adminToken, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from './factories.ts';
import { succeedAs } from './requests.ts';
import type { TestApp } from './test-app.ts';

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
  return [...(await checkLedger(db)), ...(await checkUnits(db)), ...(await exitWindowsRepository.lockMismatches(db))];
}
