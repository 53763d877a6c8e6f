import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { quarterOf, taxQuarterOf, taxQuarterRange } from '../../shared/periods.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, type TestUser } from './factories.ts';
import { UNLIMITED_ENV } from './hostile.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { succeedAs } from './requests.ts';

/*
 * A tax quarter just over, for the tests of the admin's tax work: a ₹10,00,000 deal held 60:40 by
 * two verified backers with PANs of their own, which paid one distribution late in the quarter
 * (₹30,000 of interest, ₹5,000 of dividend and ₹5,000 returned as capital); then the quarter ended.
 * Interest crosses 194A's ₹10,000 threshold for both (10% withheld: ₹1,800 and ₹1,200); dividend
 * stays under 194's (nothing withheld, but paid under the section); capital is never taxed.
 */

const HOUR = 3_600_000;
const RUPEES = 100n;

export const HOLDERS = [
  { pan: 'AAAPA1234A', legalName: 'Anjali Rao', face: 6_00_000n * RUPEES },
  { pan: 'BBBPB5678B', legalName: 'Bhaskar Menon', face: 4_00_000n * RUPEES },
] as const;

export interface TaxQuarterSetup {
  /** Its close() removes the upload folder too. */
  t: TestApp;
  /** UPLOAD_DIR: where the Form 16A files go. */
  uploadDir: string;
  proposer: TestUser;
  admin: string;
  /** The two holders, in the order of HOLDERS. */
  holders: TestUser[];
  deal: { id: string; title: string };
  /** The quarter the distribution was paid in (`2026-27-Q3`), its parts, and its first and last instants. */
  taxQuarter: string;
  fy: string;
  quarter: number;
  range: { start: Date; end: Date };
}

/** A backer verified with its own PAN and legal name, with money to invest. */
async function holder(t: TestApp, admin: string, kyc: (typeof HOLDERS)[number]): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await succeedAs(t.app, 'PUT', '/api/me/kyc', backer.token, {
    legal_name: kyc.legalName,
    date_of_birth: '1988-07-21',
    pan: kyc.pan,
    address: '14 Palm Grove Road, Bengaluru 560001',
    bank_account: { account_number: '001234567890', ifsc: 'HDFC0000123' },
  });
  await succeedAs(t.app, 'POST', `/api/admin/kyc/${backer.id}/verify`, admin);
  await creditTestWallet(t.app, backer, kyc.face);
  return backer;
}

/** A distribution of the deal for the clock's quarter, drafted by its proposer, paid in, approved and paid by the job. */
export async function payTestDistribution(
  setup: Pick<TaxQuarterSetup, 't' | 'proposer' | 'admin' | 'deal'>,
  split: { interest: number; dividend: number; return_of_capital: number },
): Promise<void> {
  const { t, proposer, admin, deal } = setup;
  const distributable = split.interest + split.dividend + split.return_of_capital;
  const created = await succeedAs(t.app, 'POST', `/api/deals/${deal.id}/distributions`, proposer.token, {
    period: quarterOf(t.clock.now()),
    lines: [{ kind: 'gross_rent', label: 'Rent', amount: distributable }],
    split: { ...split, rent: 0 },
  });
  await succeedAs(t.app, 'POST', `/api/distributions/${created.id as string}/submit`, proposer.token);
  await succeedAs(t.app, 'POST', `/api/admin/distributions/${created.id as string}/funds-received`, admin);
  await succeedAs(t.app, 'POST', `/api/admin/distributions/${created.id as string}/approve`, admin);
  await t.app.jobs.runDue(t.clock.now());
}

/**
 * The app with its clock set a few hours before the current tax quarter ends (tokens are issued
 * by that clock, so everyone signs in after it is set), the deal funded and paid, and the clock
 * moved an hour past the quarter's end.
 */
export async function openTaxQuarter(): Promise<TaxQuarterSetup> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-tax-'));
  const app = await createTestApp({ env: { ...UNLIMITED_ENV, UPLOAD_DIR: uploadDir } });
  const t: TestApp = {
    ...app,
    async close() {
      await app.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
  const taxQuarter = taxQuarterOf(new Date());
  const range = taxQuarterRange(taxQuarter);
  t.clock.set(new Date(range.end.getTime() - 6 * HOUR));
  const admin = await adminToken(t.app);
  const proposer = await registerTestUser(t.app, 'proposer');
  const holders = [await holder(t, admin, HOLDERS[0]), await holder(t, admin, HOLDERS[1])];
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 10_00_000n * RUPEES, minimumTicket: 10_000n * RUPEES });
  for (const [index, backer] of holders.entries()) {
    await succeedAs(t.app, 'POST', `/api/deals/${deal.id}/commitments`, backer.token, { amount: Number(HOLDERS[index]!.face) });
  }
  t.clock.advance(HOUR);
  const setup = { t, uploadDir, proposer, admin, holders, deal, taxQuarter, fy: taxQuarter.slice(0, 7), quarter: Number(taxQuarter.slice(-1)), range };
  await payTestDistribution(setup, { interest: 30_000_00, dividend: 5_000_00, return_of_capital: 5_000_00 });
  t.clock.set(new Date(range.end.getTime() + HOUR));
  return setup;
}
