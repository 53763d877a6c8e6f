import { amountToJson } from '../../shared/money.ts';
import { quarterOf } from '../../shared/periods.ts';
import { adminToken, authOf, createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestDealTerms, type TestUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/*
 * Income after funding for API tests (after-funding.md §2): a deal funded by real commitments, and
 * a distribution taken through every step (drafted, submitted, paid in, approved, paid by the job),
 * so what a test reads was written by the services themselves.
 */

/**
 * A deal of `proposer` funded now, by one new verified backer per amount, each credited exactly
 * its commitment. By default ₹6,00,000 and ₹4,00,000 of a ₹10,00,000 deal: A and B hold it 60:40.
 */
export async function fundedTestDeal(
  t: TestApp,
  proposer: TestUser,
  { amounts = [6_00_000_00n, 4_00_000_00n], ...terms }: { amounts?: bigint[] } & TestDealTerms = {},
): Promise<{ deal: { id: string; propertyId: string; title: string }; backers: TestUser[] }> {
  const target = amounts.reduce((sum, amount) => sum + amount, 0n);
  const smallest = amounts.reduce((least, amount) => (amount < least ? amount : least));
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, {
    target,
    minimumTicket: smallest < 10_000_00n ? smallest : 10_000_00n,
    ...terms,
  });
  const backers: TestUser[] = [];
  for (const amount of amounts) {
    const backer = await registerTestUser(t.app, 'backer');
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, amount, terms.currency ?? 'INR');
    const committed = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/commitments`,
      headers: authOf(backer),
      payload: { amount: amountToJson(amount) },
    });
    if (committed.statusCode !== 201) throw new Error(`Committing answered ${committed.statusCode}: ${committed.body}`);
    backers.push(backer);
    if (backers.length === amounts.length && committed.json().status !== 'funded')
      throw new Error(`The last commitment left the deal unfunded: ${committed.body}`);
  }
  return { deal, backers };
}

/** What a test distribution shares, by income type (minor units); the parts left out are zero. */
export interface TestSplit {
  interest?: number;
  dividend?: number;
  rent?: number;
  return_of_capital?: number;
}

/**
 * A distribution of the deal for the current quarter, paid: drafted and submitted by its proposer
 * (gross rent of the split's sum plus the management fee, and the fee's line when there is one),
 * paid in, approved by the admin, and paid by the job. Its id.
 */
export async function payTestDistribution(
  t: TestApp,
  proposer: TestUser,
  dealId: string,
  split: TestSplit,
  { managementFee = 0 }: { managementFee?: number } = {},
): Promise<string> {
  const parts = { interest: 0, dividend: 0, rent: 0, return_of_capital: 0, ...split };
  const distributable = parts.interest + parts.dividend + parts.rent + parts.return_of_capital;
  const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  const post = async (url: string, headers: Record<string, string>, payload?: object) => {
    const answer = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    if (answer.statusCode >= 300) throw new Error(`POST ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json() as { id: string; status: string };
  };
  const { id } = await post(`/api/deals/${dealId}/distributions`, authOf(proposer), {
    period: quarterOf(t.clock.now()),
    lines: [
      { kind: 'gross_rent', label: 'Rent', amount: distributable + managementFee },
      ...(managementFee > 0 ? [{ kind: 'management_fee', label: 'Management fee', amount: -managementFee }] : []),
    ],
    split: parts,
  });
  await post(`/api/distributions/${id}/submit`, authOf(proposer));
  await post(`/api/admin/distributions/${id}/funds-received`, admin);
  await post(`/api/admin/distributions/${id}/approve`, admin);
  await t.app.jobs.runDue(t.clock.now());
  return id;
}
