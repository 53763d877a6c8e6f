import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextQuarter, quarterOf, quarterRange, previousQuarter } from '../../../shared/periods.ts';
import { deals, distributions, kycRecords, notifications, payouts } from '../../db/schema/index.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  openTestMarket,
  registerTestUser,
  signInTestUser,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { accountsOf, availableOf, checkLedger } from '../ledger/ledger.ts';

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  // Both ledgers balance after every test, whatever it did.
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const RUPEES = 100;

/** A deal of ₹10,00,000 funded now by two backers, A ₹6,00,000 and B ₹4,00,000, who hold it for `heldMs` (two hours) before the proposer drafts (tokens live a day). */
async function fundedDeal(heldMs = 2 * 3_600_000) {
  const { deal, backers } = await fundedTestDeal(t, proposer);
  t.clock.advance(heldMs);
  return { deal, a: backers[0]!, b: backers[1]! };
}

/** Gross rent ₹40,000, an expense of ₹5,000 and a fee of ₹5,000: ₹30,000 to share, paid as interest. */
const draft = (period: string, overrides: Record<string, unknown> = {}) => ({
  period,
  lines: [
    { kind: 'gross_rent', label: 'Rent, January to March', amount: 40_000 * RUPEES },
    { kind: 'expense', label: 'Society maintenance', amount: -5_000 * RUPEES },
    { kind: 'management_fee', label: 'Management fee', amount: -5_000 * RUPEES },
  ],
  split: { interest: 30_000 * RUPEES, dividend: 0, rent: 0, return_of_capital: 0 },
  ...overrides,
});

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const walletOf = async (backer: TestUser) => availableOf((await accountsOf(t.database.db, backer.id, 'backer_wallet'))[0]!);

describe('a quarterly distribution, from the draft to the wallets', () => {
  it('is drafted, submitted, paid in, approved by the admin and paid once: each share taxed by the rule, the net in the wallet, the tax in the deal', async () => {
    const { deal, a, b } = await fundedDeal();
    const period = quarterOf(t.clock.now());
    const created = await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(period));
    expect(created.statusCode, created.body).toBe(201);
    const distribution = created.json();
    expect(distribution).toMatchObject({
      status: 'draft',
      period,
      distributable: 30_000 * RUPEES,
      to_fund: 35_000 * RUPEES,
      author_id: proposer.id,
      paid: null,
    });
    expect(distribution.reference).toMatch(/^DST-[0-9A-Z]{8}$/);
    expect(distribution.instructions.text).toContain(distribution.reference);

    // The admin can neither confirm money nor approve before the proposer submits.
    expect((await post(`/api/admin/distributions/${distribution.id}/funds-received`, admin)).json().code).toBe('wrong_status');
    const submitted = await post(`/api/distributions/${distribution.id}/submit`, authOf(proposer));
    expect(submitted.json().status).toBe('submitted');
    const [adminNotice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'Distribution to approve')));
    expect(adminNotice).toBeDefined();
    expect((await post(`/api/admin/distributions/${distribution.id}/approve`, admin)).json().code).toBe('wrong_status');

    const funded = await post(`/api/admin/distributions/${distribution.id}/funds-received`, admin);
    expect(funded.json()).toMatchObject({ status: 'funded' });
    expect((await post(`/api/admin/distributions/${distribution.id}/funds-received`, admin)).statusCode).toBe(409);
    const before = { a: await walletOf(a), b: await walletOf(b) };
    const approved = await post(`/api/admin/distributions/${distribution.id}/approve`, admin);
    expect(approved.json().status).toBe('approved');

    await t.app.jobs.runDue(t.clock.now());
    const paid = (await t.app.inject({ method: 'GET', url: `/api/distributions/${distribution.id}`, headers: authOf(proposer) })).json();
    // ₹18,000 and ₹12,000 of interest: each crosses the ₹10,000 threshold of 194A, so 10% of it is withheld.
    expect(paid).toMatchObject({ status: 'paid', paid: { payouts: 2, gross: 30_000 * RUPEES, tds: 3_000 * RUPEES, net: 27_000 * RUPEES } });
    expect((await walletOf(a)) - before.a).toBe(16_200n * 100n);
    expect((await walletOf(b)) - before.b).toBe(10_800n * 100n);
    const [tds] = await accountsOf(t.database.db, deal.id, 'tds_payable');
    expect(tds!.creditsPosted).toBe(3_000n * 100n);
    const [distributionAccount] = await accountsOf(t.database.db, deal.id, 'deal_distribution');
    // Everything paid in went out: to the holders, the tax account and the proposer's fee.
    expect(availableOf(distributionAccount!)).toBe(0n);

    // The job delivered again pays nothing more.
    await t.app.jobs.runDue(t.clock.now());
    expect(await t.database.db.select().from(payouts).where(eq(payouts.distributionId, distribution.id))).toHaveLength(2);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/portfolio/payouts', headers: authOf(a) })).json().items;
    expect(listed).toEqual([
      expect.objectContaining({
        deal_id: deal.id,
        period,
        income_type: 'interest',
        gross: 18_000 * RUPEES,
        tds: 1_800 * RUPEES,
        net: 16_200 * RUPEES,
        rate_bps: 1000,
        section: '194A',
      }),
    ]);
    // The wallet's ledger names the income and the property it came from.
    const entries = (await t.app.inject({ method: 'GET', url: '/api/wallet/entries', headers: authOf(a) })).json().items;
    expect(entries.find((entry: { kind: string }) => entry.kind === 'distribution')).toMatchObject({
      description: `Income from ${deal.title}`,
      direction: 'in',
      amount: 16_200 * RUPEES,
    });
    const [incomeNotice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.title, 'Income paid')));
    expect(incomeNotice).toBeDefined();
  });

  it("shows each payout's Rupee Trail, recomputed from the ledgers to the paisa, to its backer only", async () => {
    const { deal, a, b } = await fundedDeal();
    const period = quarterOf(t.clock.now());
    const id = (await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(period))).json().id;
    await post(`/api/distributions/${id}/submit`, authOf(proposer));
    await post(`/api/admin/distributions/${id}/funds-received`, admin);
    await post(`/api/admin/distributions/${id}/approve`, admin);
    await t.app.jobs.runDue(t.clock.now());
    const [payout] = (await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts?deal_id=${deal.id}`, headers: authOf(a) })).json().items;
    const trail = await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout.id}/trail`, headers: authOf(a) });
    expect(trail.statusCode, trail.body).toBe(200);
    const body = trail.json();
    expect(body).toMatchObject({
      distributable: 30_000 * RUPEES,
      rule: { section: '194A', rate_bps: 1000, threshold: 10_000 * RUPEES, fy_total_before: 0 },
      tds: 1_800 * RUPEES,
      net: 16_200 * RUPEES,
      shares: [{ income_type: 'interest', amount: 30_000 * RUPEES, gross: 18_000 * RUPEES }],
      recomputed: { gross: 18_000 * RUPEES, tds: 1_800 * RUPEES, net: 16_200 * RUPEES, matches: true },
    });
    expect(body.lines.map((line: { kind: string }) => line.kind)).toEqual(['gross_rent', 'expense', 'management_fee']);
    expect(BigInt(body.unit_seconds) * 10n).toBe(BigInt(body.total_unit_seconds) * 6n);
    expect(body.transfers.map((row: { kind: string; amount: number }) => [row.kind, row.amount]).sort()).toEqual([
      ['distribution', 16_200 * RUPEES],
      ['tax_withheld', 1_800 * RUPEES],
    ]);
    // Another backer is told the payout does not exist.
    expect((await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout.id}/trail`, headers: authOf(b) })).statusCode).toBe(404);

    // A payout changed behind the ledger's back no longer matches its recomputation.
    await t.database.db
      .update(payouts)
      .set({ gross: 18_000n * 100n + 1n, net: 16_200n * 100n + 1n })
      .where(eq(payouts.id, payout.id));
    try {
      const tampered = (await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout.id}/trail`, headers: authOf(a) })).json();
      expect(tampered.recomputed).toMatchObject({ gross: 18_000 * RUPEES, matches: false });
    } finally {
      await t.database.db
        .update(payouts)
        .set({ gross: 18_000n * 100n, net: 16_200n * 100n })
        .where(eq(payouts.id, payout.id));
    }
  });

  it("pays a distribution approved in the funding's own second by face value, and holds back none after it", async () => {
    // Time held counts in whole seconds: before, these shared zero unit-seconds, the run threw, and the deal's later distributions waited on it for ever.
    const { deal, a, b } = await fundedDeal(0);
    const [funded] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    const period = quarterOf(t.clock.now());
    // Approved at the funding's very instant, and 400 ms after it: both within its first second (the rows say so; requests take longer than that here).
    const approvedAfter = async (ms: number) => {
      const id = (await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(period))).json().id as string;
      await post(`/api/distributions/${id}/submit`, authOf(proposer));
      await post(`/api/admin/distributions/${id}/funds-received`, admin);
      expect((await post(`/api/admin/distributions/${id}/approve`, admin)).json().status).toBe('approved');
      await t.database.db
        .update(distributions)
        .set({ approvedAt: new Date(funded!.closedAt!.getTime() + ms) })
        .where(eq(distributions.id, id));
      return id;
    };
    const first = await approvedAfter(0);
    const second = await approvedAfter(400);
    // The second's job, run beside the first's, waits for it and is tried again shortly.
    await t.app.jobs.runDue(t.clock.now());
    await t.app.jobs.runDue(new Date(t.clock.now().getTime() + 60_000));
    for (const id of [first, second]) {
      const paid = (await t.app.inject({ method: 'GET', url: `/api/distributions/${id}`, headers: authOf(proposer) })).json();
      expect(paid).toMatchObject({ status: 'paid', paid: { payouts: 2, gross: 30_000 * RUPEES } });
      const rows = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, id));
      // Face value × one second each: shared as the face value is, 60:40.
      expect(rows.map((row) => [row.userId, row.gross, row.unitSeconds, row.totalUnitSeconds]).sort()).toEqual(
        [
          [a.id, 18_000n * 100n, 6_00_000n * 100n, 10_00_000n * 100n],
          [b.id, 12_000n * 100n, 4_00_000n * 100n, 10_00_000n * 100n],
        ].sort(),
      );
      const trail = (
        await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${rows[0]!.id}/trail`, headers: authOf(rows[0]!.userId === a.id ? a : b) })
      ).json();
      expect(trail.recomputed.matches).toBe(true);
    }
  });

  it('recomputes each payout with the PAN status it was paid with, whatever the KYC record says later', async () => {
    const { deal, a, b } = await fundedDeal();
    const period = quarterOf(t.clock.now());
    const setKyc = (userId: string, status: 'verified' | 'submitted') => t.database.db.update(kycRecords).set({ status }).where(eq(kycRecords.userId, userId));
    // B has no verified record (so no PAN on file) when the run reads it: 206AA's 20% on 194A's interest.
    await setKyc(b.id, 'submitted');
    const id = (await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(period))).json().id;
    await post(`/api/distributions/${id}/submit`, authOf(proposer));
    await post(`/api/admin/distributions/${id}/funds-received`, admin);
    await post(`/api/admin/distributions/${id}/approve`, admin);
    await t.app.jobs.runDue(t.clock.now());
    await setKyc(b.id, 'verified');
    await setKyc(a.id, 'submitted');
    try {
      for (const [backer, panOnFile, rate, tds] of [
        [a, true, 1000, 1_800 * RUPEES],
        [b, false, 2000, 2_400 * RUPEES],
      ] as const) {
        const [payout] = await t.database.db
          .select()
          .from(payouts)
          .where(and(eq(payouts.distributionId, id), eq(payouts.userId, backer.id)));
        expect(payout).toMatchObject({ panOnFile, rateBps: rate, tds: BigInt(tds) });
        const trail = (await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout!.id}/trail`, headers: authOf(backer) })).json();
        expect(trail).toMatchObject({ rule: { rate_bps: rate }, recomputed: { tds, matches: true } });
      }
    } finally {
      await setKyc(a.id, 'verified');
    }
  });

  it('refuses what interfaces.md refuses, and stores nothing', async () => {
    const { deal, a } = await fundedDeal();
    const period = quarterOf(t.clock.now());
    const url = `/api/deals/${deal.id}/distributions`;
    expect((await post(url, authOf(a), draft(period))).statusCode).toBe(403);
    const otherProposer = await registerTestUser(t.app, 'proposer');
    expect((await post(url, authOf(otherProposer), draft(period))).statusCode).toBe(404);
    expect((await post(url, {}, draft(period))).statusCode).toBe(401);

    const refused = async (payload: unknown, status: number, code: string) => {
      const answer = await post(url, authOf(proposer), payload);
      expect([answer.statusCode, answer.json().code], answer.body).toEqual([status, code]);
    };
    await refused(draft(previousQuarter(quarterOf(t.clock.now()))), 422, 'invalid_period');
    await refused(draft('2027-Q5'), 422, 'invalid_request');
    await refused(draft(period, { split: { interest: 29_999 * RUPEES, dividend: 0, rent: 0, return_of_capital: 0 } }), 422, 'split_mismatch');
    await refused(draft(period, { lines: [{ kind: 'expense', label: 'Refund', amount: 100 }] }), 422, 'invalid_request');
    await refused(draft(period, { lines: [{ kind: 'gross_rent', label: 'Rent', amount: -100 }] }), 422, 'invalid_request');
    await refused(draft(period, { split: { interest: 0, dividend: 0, rent: 30_000 * RUPEES, return_of_capital: 0 } }), 422, 'invalid_request');

    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const notFunded = await post(`/api/deals/${live.id}/distributions`, authOf(proposer), draft(period));
    expect([notFunded.statusCode, notFunded.json().code]).toEqual([409, 'deal_not_funded']);
    const listed = (await t.app.inject({ method: 'GET', url, headers: authOf(proposer) })).json().items;
    expect(listed).toEqual([]);
  });

  it('lets no admin approve or reject what that admin drafted, and returns the money of a rejected one', async () => {
    const { deal } = await fundedDeal();
    const period = quarterOf(t.clock.now());
    const id = (await post(`/api/deals/${deal.id}/distributions`, admin, draft(period))).json().id;
    await post(`/api/distributions/${id}/submit`, admin);
    await post(`/api/admin/distributions/${id}/funds-received`, admin);
    const approve = await post(`/api/admin/distributions/${id}/approve`, admin);
    expect([approve.statusCode, approve.json().code]).toEqual([403, 'same_author']);
    expect((await post(`/api/admin/distributions/${id}/reject`, admin, { reason: 'Wrong quarter' })).json().code).toBe('same_author');

    const byProposer = (await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(period))).json().id;
    await post(`/api/distributions/${byProposer}/submit`, authOf(proposer));
    await post(`/api/admin/distributions/${byProposer}/funds-received`, admin);
    expect((await post(`/api/admin/distributions/${byProposer}/reject`, admin, { reason: '' })).statusCode).toBe(422);
    const rejected = await post(`/api/admin/distributions/${byProposer}/reject`, admin, { reason: 'The expense has no invoice.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'The expense has no invoice.' });
    const [account] = await accountsOf(t.database.db, deal.id, 'deal_distribution');
    // The first one's money is still there; the rejected one's went back.
    expect(availableOf(account!)).toBe(35_000n * 100n);

    // Anyone sees the paid distributions only; the proposer sees every one.
    const anyone = (await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/distributions` })).json().items;
    expect(anyone).toEqual([]);
    const own = (await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/distributions`, headers: authOf(proposer) })).json().items;
    expect(own.map((row: { status: string }) => row.status).sort()).toEqual(['funded', 'rejected']);
    const [dealRow] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(dealRow!.lifecycle).toBe('funded');
  });
});

// Last in the file: it moves the clock two quarters on.
describe('a large deal held for a whole quarter', () => {
  it('pays a deal of ₹1,500 crore, whose face value × seconds passes 2^63, and its Rupee Trail recomputes it', async () => {
    const target = 1_500_00_00_000_00n;
    const backer = await registerTestUser(t.app, 'backer');
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, target);
    // Funded a minute into the next quarter, paid for that quarter a day into the one after.
    const quarter = nextQuarter(quarterOf(t.clock.now()));
    t.clock.set(new Date(quarterRange(quarter).start.getTime() + 60_000));
    await signInTestUser(t.app, proposer, 'proposer');
    await signInTestUser(t.app, backer, 'backer');
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target, minimumTicket: target });
    const funded = await post(`/api/deals/${deal.id}/commitments`, authOf(backer), { amount: Number(target) });
    expect(funded.json().status, funded.body).toBe('funded');
    const [dealRow] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));

    t.clock.set(new Date(quarterRange(nextQuarter(quarter)).start.getTime() + 86_400_000));
    await signInTestUser(t.app, proposer, 'proposer');
    await signInTestUser(t.app, backer, 'backer');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' },
    });
    const admin = { authorization: `Bearer ${signedIn.json().access_token}` };
    const id = (await post(`/api/deals/${deal.id}/distributions`, authOf(proposer), draft(quarter))).json().id;
    await post(`/api/distributions/${id}/submit`, authOf(proposer));
    await post(`/api/admin/distributions/${id}/funds-received`, admin);
    expect((await post(`/api/admin/distributions/${id}/approve`, admin)).json().status).toBe('approved');
    await t.app.jobs.runDue(t.clock.now());

    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, id));
    const held = BigInt(Math.floor((quarterRange(quarter).end.getTime() - dealRow!.closedAt!.getTime()) / 1000));
    expect(payout).toMatchObject({ gross: 30_000n * 100n, unitSeconds: target * held, totalUnitSeconds: target * held });
    expect(payout!.unitSeconds > 2n ** 63n).toBe(true);
    const trail = (await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout!.id}/trail`, headers: authOf(backer) })).json();
    expect(trail).toMatchObject({ unit_seconds: String(target * held), recomputed: { matches: true } });
  });
});
