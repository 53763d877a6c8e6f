import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExitProposal, ExitProposalList } from '../../../shared/contracts/exits.ts';
import { deals, distributions, exitWindows, notifications, payouts } from '../../db/schema/index.ts';
import { adminToken, authOf, createLiveTestDeal, registerTestUser, signInTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertUnitTrades } from '../../test/unit-trades.ts';
import { checkUnits, holdersOf } from '../holdings/index.ts';
import { accountsOf } from '../ledger/index.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * The sale of the property (after-funding.md §5; interfaces.md "After funding"), each route's
 * success and refusals: the proposer proposes, the holders vote weighted by face value held when
 * the vote opened, the vote is decided once (at once by a majority, or at its close by the job),
 * and the admin's completion pays the proceeds out, redeems every unit and exits the deal.
 */

let t: TestApp;
let admin: Record<string, string>;
let own: TestUser;
let other: TestUser;

const FOURTEEN_DAYS = 14 * 24 * 60 * 60 * 1000;
const PROPOSAL = { sale_price: 14_000_000_00, costs: 500_000_00, expected_on: '2027-03-31', note: 'A buyer offered cash.' };

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const propose = (dealId: string, headers: Record<string, string> = authOf(own), body: object = PROPOSAL) =>
  post(`/api/deals/${dealId}/exit-proposals`, headers, body);
const vote = (id: string, user: TestUser, choice: 'yes' | 'no') => post(`/api/exit-proposals/${id}/votes`, authOf(user), { vote: choice });
const list = async (dealId: string, headers: Record<string, string> = {}) =>
  (await get(`/api/deals/${dealId}/exit-proposals`, headers)).json() as ExitProposalList;
const complete = (id: string, proceeds: number, headers = admin) => post(`/api/admin/exit-proposals/${id}/complete`, headers, { proceeds });
const notesOf = (userId: string, title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
const walletOf = async (userId: string) => {
  const [account] = await accountsOf(t.database.db, userId, 'backer_wallet');
  return account ? account.creditsPosted - account.debitsPosted : 0n;
};
const uploadOffer = (id: string, headers: Record<string, string>, content: Buffer = TEST_PDF, type = 'application/pdf') => {
  const form = multipartBody({ filename: 'offer.pdf', type, content });
  return t.app.inject({ method: 'POST', url: `/api/exit-proposals/${id}/offer`, headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('a sale voted through and completed', () => {
  let dealId: string;
  let a: TestUser;
  let b: TestUser;
  let proposal: ExitProposal;

  beforeAll(async () => {
    const funded = await fundedTestDeal(t, own);
    dealId = funded.deal.id;
    [a, b] = funded.backers as [TestUser, TestUser];
  });

  it('opens a vote for EXIT_VOTE_DURATION over all the face value, and tells the holders', async () => {
    const response = await propose(dealId);
    expect(response.statusCode).toBe(201);
    proposal = response.json();
    expect(proposal).toMatchObject({
      deal_id: dealId,
      currency: 'INR',
      sale_price: PROPOSAL.sale_price,
      costs: PROPOSAL.costs,
      net_proceeds: PROPOSAL.sale_price - PROPOSAL.costs,
      expected_on: '2027-03-31',
      note: 'A buyer offered cash.',
      offer_url: null,
      status: 'open',
      decided_at: null,
      tally: { yes: 0, no: 0, total: 10_00_000_00, yes_bps: 0, no_bps: 0 },
      my_vote: null,
      proceeds: null,
      distribution_id: null,
    });
    expect(new Date(proposal.closes_at).getTime() - new Date(proposal.opens_at).getTime()).toBe(FOURTEEN_DAYS);
    for (const holder of [a, b]) expect(await notesOf(holder.id, 'Vote on a sale')).toHaveLength(1);
  });

  it('answers 409 vote_open to a second proposal while one is open', async () => {
    const response = await propose(dealId);
    expect([response.statusCode, response.json().code]).toEqual([409, 'vote_open']);
    expect((await list(dealId)).items).toHaveLength(1);
  });

  it('takes the offer as a PDF from its proposer (415 for anything else, 403 for another proposer), and serves it to anyone', async () => {
    const notPdf = await uploadOffer(proposal.id, authOf(own), Buffer.from('plain text, not a PDF'), 'application/pdf');
    expect([notPdf.statusCode, notPdf.json().code]).toEqual([415, 'unsupported_media_type']);
    const tooLarge = await uploadOffer(proposal.id, authOf(own), Buffer.concat([TEST_PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'file_too_large']);
    const foreign = await uploadOffer(proposal.id, authOf(other));
    expect(foreign.statusCode).toBe(403);
    const unknown = await uploadOffer('00000000-0000-4000-8000-000000000000', authOf(own));
    expect(unknown.statusCode).toBe(404);
    const added = await uploadOffer(proposal.id, authOf(own));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ url: `/api/exit-proposals/${proposal.id}/offer` });
    const download = await get(added.json().url);
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(download.rawPayload.equals(TEST_PDF)).toBe(true);
    expect((await list(dealId)).items[0]!.offer_url).toBe(added.json().url);
  });

  it('lists the proposals for anyone, with the caller’s weight and vote for a holder', async () => {
    const anyone = await list(dealId);
    expect(anyone.items[0]).toMatchObject({ id: proposal.id, my_vote: null, my_weight: null });
    const holder = await list(dealId, authOf(a));
    expect(holder.items[0]).toMatchObject({ my_vote: null, my_weight: 6_00_000_00 });
  });

  it('refuses a vote from someone who held nothing when it opened (403), and an unknown proposal (404)', async () => {
    const stranger = await registerTestUser(t.app, 'backer');
    expect((await vote(proposal.id, stranger, 'yes')).statusCode).toBe(403);
    expect((await vote(proposal.id, own, 'yes')).statusCode).toBe(403);
    expect((await post(`/api/exit-proposals/${proposal.id}/votes`, admin, { vote: 'yes' })).statusCode).toBe(403);
    expect((await post('/api/exit-proposals/00000000-0000-4000-8000-000000000000/votes', authOf(a), { vote: 'yes' })).statusCode).toBe(404);
    expect((await post(`/api/exit-proposals/${proposal.id}/votes`, {}, { vote: 'yes' })).statusCode).toBe(401);
    expect((await post(`/api/exit-proposals/${proposal.id}/votes`, authOf(a), { vote: 'maybe' })).statusCode).toBe(422);
    expect((await list(dealId)).items[0]!.tally).toMatchObject({ yes: 0, no: 0 });
  });

  it('changes a vote in place and stays open until a majority decides', async () => {
    const no = await vote(proposal.id, b, 'no');
    expect(no.statusCode).toBe(200);
    expect(no.json()).toMatchObject({ status: 'open', my_vote: 'no', my_weight: 4_00_000_00, tally: { yes: 0, no: 4_00_000_00, no_bps: 4000 } });
    const yes = await vote(proposal.id, b, 'yes');
    expect(yes.json()).toMatchObject({ status: 'open', my_vote: 'yes', tally: { yes: 4_00_000_00, no: 0, yes_bps: 4000, no_bps: 0 } });
  });

  it('refuses to complete a sale whose vote has not passed (409)', async () => {
    const response = await complete(proposal.id, 12_00_000_00);
    expect([response.statusCode, response.json().code]).toEqual([409, 'wrong_status']);
  });

  it('passes as soon as more than half the face value said yes, tells holders and proposer, then refuses votes (409 vote_closed)', async () => {
    const passed = await vote(proposal.id, a, 'yes');
    expect(passed.json()).toMatchObject({ status: 'passed', tally: { yes: 10_00_000_00, yes_bps: 10_000 } });
    expect(passed.json().decided_at).not.toBeNull();
    for (const user of [a, b, own]) expect(await notesOf(user.id, 'Sale approved')).toHaveLength(1);
    const late = await vote(proposal.id, a, 'no');
    expect([late.statusCode, late.json().code]).toEqual([409, 'vote_closed']);
    const offer = await uploadOffer(proposal.id, authOf(own));
    expect([offer.statusCode, offer.json().code]).toEqual([409, 'vote_closed']);
  });

  it('completes once: the proceeds pay out as return of capital then capital gain, every unit is redeemed, the deal exits', async () => {
    const before = [await walletOf(a.id), await walletOf(b.id)];
    const foreign = await complete(proposal.id, 12_00_000_00, authOf(own));
    expect(foreign.statusCode).toBe(403);
    expect((await complete('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    const response = await complete(proposal.id, 12_00_000_00);
    expect(response.statusCode).toBe(201);
    const completion = response.json();
    expect(completion).toMatchObject({ proceeds: 12_00_000_00, return_of_capital: 10_00_000_00, capital_gain: 2_00_000_00, currency: 'INR' });
    const [row] = await t.database.db.select().from(distributions).where(eq(distributions.id, completion.distribution_id));
    expect(row).toMatchObject({ status: 'approved', splitReturnOfCapital: 10_00_000_00n, splitCapitalGain: 2_00_000_00n });
    expect(row!.sharesAt?.toISOString()).toBe(proposal.opens_at);
    expect(await holdersOf(t.database.db, dealId)).toEqual([]);
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal!.lifecycle).toBe('exited');
    expect((await get(`/api/deals/${dealId}`)).json()).toMatchObject({ lifecycle: 'exited', status: 'completed' });
    expect((await list(dealId)).items[0]).toMatchObject({ status: 'completed', proceeds: 12_00_000_00, distribution_id: completion.distribution_id });
    for (const user of [a, b]) expect(await notesOf(user.id, 'Property sold')).toHaveLength(1);

    const again = await complete(proposal.id, 12_00_000_00);
    expect([again.statusCode, again.json().code]).toEqual([409, 'wrong_status']);
    const anew = await propose(dealId);
    expect([anew.statusCode, anew.json().code]).toEqual([409, 'deal_not_funded']);

    // The job pays it: 60:40 of each part, the verified holders' capital gain untaxed (PAN on file).
    await t.app.jobs.runDue(t.clock.now());
    const paid = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, completion.distribution_id));
    const grossOf = (userId: string) => paid.filter((payout) => payout.userId === userId).reduce((sum, payout) => sum + payout.gross, 0n);
    expect([grossOf(a.id), grossOf(b.id)]).toEqual([7_20_000_00n, 4_80_000_00n]);
    expect([(await walletOf(a.id)) - before[0]!, (await walletOf(b.id)) - before[1]!]).toEqual([
      paid.filter((payout) => payout.userId === a.id).reduce((sum, payout) => sum + payout.net, 0n),
      paid.filter((payout) => payout.userId === b.id).reduce((sum, payout) => sum + payout.net, 0n),
    ]);
    expect(paid.reduce((sum, payout) => sum + payout.net + payout.tds, 0n)).toBe(12_00_000_00n);
    expect(await checkLedger(t.database.db)).toEqual([]);
    expect(await checkUnits(t.database.db)).toEqual([]);

    // The Rupee Trail recomputes the final payout from the face value held when the vote opened, after the redemption.
    const payoutId = paid.find((payout) => payout.userId === a.id)!.id;
    const trail = await get(`/api/portfolio/payouts/${payoutId}/trail`, authOf(a));
    expect(trail.statusCode).toBe(200);
    expect(trail.json().recomputed.matches).toBe(true);

    // The holding stays in the returns, realised: redeemed (no face value, no value), what was paid still invested, the sale among the income.
    const returns = (await get('/api/portfolio/returns', authOf(a))).json() as { holdings: Record<string, unknown>[]; totals: Record<string, unknown>[] };
    expect(returns.holdings.find((holding) => holding.deal_id === dealId)).toMatchObject({
      realised: true,
      face_value: 0,
      value: 0,
      invested: 6_00_000_00,
      received_gross: 7_20_000_00,
      equity_multiple_bps: 12_000,
    });

    // The exited deal stays public with its figures.
    expect((await get(`/api/deals/${dealId}/valuations`)).statusCode).toBe(200);
    expect((await get(`/api/deals/${dealId}/performance`)).statusCode).toBe(200);
  });
});

describe('a sale below face value', () => {
  it('pays all of the proceeds as return of capital, pro rata', async () => {
    const { deal, backers } = await fundedTestDeal(t, own);
    const proposal = (await propose(deal.id)).json() as ExitProposal;
    expect((await vote(proposal.id, backers[0]!, 'yes')).json().status).toBe('passed');
    const response = await complete(proposal.id, 8_00_000_00);
    expect(response.json()).toMatchObject({ proceeds: 8_00_000_00, return_of_capital: 8_00_000_00, capital_gain: 0 });
    await t.app.jobs.runDue(t.clock.now());
    const paid = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, response.json().distribution_id));
    expect(paid.map((payout) => [payout.userId, payout.incomeType, payout.gross]).sort()).toEqual(
      [
        [backers[0]!.id, 'return_of_capital', 4_80_000_00n],
        [backers[1]!.id, 'return_of_capital', 3_20_000_00n],
      ].sort(),
    );
  });
});

describe('a vote that fails', () => {
  it('fails as soon as half the face value said no', async () => {
    const { deal, backers } = await fundedTestDeal(t, own, { amounts: [5_00_000_00n, 5_00_000_00n] });
    const proposal = (await propose(deal.id)).json() as ExitProposal;
    const failed = await vote(proposal.id, backers[0]!, 'no');
    expect(failed.json()).toMatchObject({ status: 'failed', tally: { no: 5_00_000_00, no_bps: 5000 } });
    for (const user of [...backers, own]) expect(await notesOf(user.id, 'Sale rejected')).toHaveLength(1);
    // Another proposal may follow a failed one.
    expect((await propose(deal.id)).statusCode).toBe(201);
  });

  it('fails at its close without a majority of yes, decided by the job; votes past the close are refused', async () => {
    const { deal, backers } = await fundedTestDeal(t, own);
    const proposal = (await propose(deal.id)).json() as ExitProposal;
    expect((await vote(proposal.id, backers[1]!, 'yes')).json().status).toBe('open');
    t.clock.advance(FOURTEEN_DAYS);
    try {
      await signInTestUser(t.app, backers[0]!, 'backer');
      const late = await vote(proposal.id, backers[0]!, 'yes');
      expect([late.statusCode, late.json().code]).toEqual([409, 'vote_closed']);
      await t.app.jobs.runDue(t.clock.now());
      expect((await list(deal.id)).items[0]).toMatchObject({ status: 'failed', tally: { yes: 4_00_000_00, no: 0 } });
      expect(await notesOf(backers[0]!.id, 'Sale rejected')).toHaveLength(1);
    } finally {
      t.clock.advance(-FOURTEEN_DAYS);
    }
  });
});

describe('proposing', () => {
  it('is its proposer’s alone: 401 signed out, 403 for a backer, the admin and another proposer, 404 for an unknown deal', async () => {
    const { deal, backers } = await fundedTestDeal(t, own);
    expect((await propose(deal.id, {})).statusCode).toBe(401);
    expect((await propose(deal.id, authOf(backers[0]!))).statusCode).toBe(403);
    expect((await propose(deal.id, admin)).statusCode).toBe(403);
    expect((await propose(deal.id, authOf(other))).statusCode).toBe(403);
    expect((await propose('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(deal.id)).items).toEqual([]);
  });

  it('answers 422 for a bad body, 409 deal_not_funded for a live deal, and 404 for the list of a deal not funded', async () => {
    const { deal } = await fundedTestDeal(t, own);
    const costly = await propose(deal.id, authOf(own), { ...PROPOSAL, costs: PROPOSAL.sale_price });
    expect(costly.statusCode).toBe(422);
    expect((await propose(deal.id, authOf(own), { ...PROPOSAL, expected_on: '2027-02-30' })).statusCode).toBe(422);
    expect((await propose(deal.id, authOf(own), { ...PROPOSAL, extra: 1 })).statusCode).toBe(422);
    const live = await createLiveTestDeal(t.app, t.database.db, own);
    const response = await propose(live.id);
    expect([response.statusCode, response.json().code]).toEqual([409, 'deal_not_funded']);
    expect((await get(`/api/deals/${live.id}/exit-proposals`)).statusCode).toBe(404);
  });

  it('suspends the deal’s open exit window', async () => {
    const { deal } = await fundedTestDeal(t, own);
    const now = t.clock.now();
    const [window] = await t.database.db
      .insert(exitWindows)
      .values({
        dealId: deal.id,
        opensAt: now,
        closesAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000),
        referencePriceBps: 10_000,
        bandBps: 1000,
        createdAt: now,
      })
      .returning();
    expect((await propose(deal.id)).statusCode).toBe(201);
    const [after] = await t.database.db.select().from(exitWindows).where(eq(exitWindows.id, window!.id));
    expect(after!.status).toBe('suspended');
  });

  it('sells a Fix ’N’ Flip deal too: its draws stay readable once exited, and none can be requested', async () => {
    const { deal, backers } = await fundedTestDeal(t, own, { campaignType: 'fix_n_flip', drawSchedule: [{ name: 'Completion', shareBps: 10_000 }] });
    const proposed = await propose(deal.id);
    expect(proposed.statusCode).toBe(201);
    const proposal = proposed.json() as ExitProposal;
    for (const backer of backers) await vote(proposal.id, backer, 'yes');
    expect((await complete(proposal.id, 10_00_000_00)).statusCode).toBe(201);
    const draws = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/draws` });
    expect([draws.statusCode, draws.json().items.map((draw: { status: string }) => draw.status)]).toEqual([200, ['pending']]);
    const request = await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/draws/1/request`, headers: authOf(own), payload: { note: 'Done.' } });
    expect(request.statusCode).toBe(404);
  });
});

describe('the final distribution shares by the face value held when the vote opened', () => {
  it('counts no unit moved after the opening (a window that was settling), and waits for units locked by sell orders', async () => {
    const { deal, backers } = await fundedTestDeal(t, own);
    const [a, b] = backers as [TestUser, TestUser];
    const proposal = (await propose(deal.id)).json() as ExitProposal;
    const buyer = await registerTestUser(t.app, 'backer');
    // A fill settling after the vote opened moves a sixth of A's face value to the buyer.
    await insertUnitTrades(t.database.db, deal.id, [
      { from: a.id, to: buyer.id, faceValue: 1_00_000_00n, at: new Date(new Date(proposal.opens_at).getTime() + 1) },
    ]);
    expect((await vote(proposal.id, a, 'yes')).json()).toMatchObject({ status: 'passed', my_weight: 6_00_000_00 });

    // A sell order still locks face value: the sale waits for the window to settle.
    await t.database.db.execute(sql`update unit_accounts set debits_pending = 1 where deal_id = ${deal.id} and holder_id = ${b.id}`);
    const locked = await complete(proposal.id, 10_00_000_00);
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'wrong_status']);
    await t.database.db.execute(sql`update unit_accounts set debits_pending = 0 where deal_id = ${deal.id} and holder_id = ${b.id}`);

    const completed = await complete(proposal.id, 10_00_000_00);
    expect(completed.statusCode).toBe(201);
    await t.app.jobs.runDue(t.clock.now());
    const paid = await t.database.db.select().from(payouts).where(eq(payouts.distributionId, completed.json().distribution_id));
    expect(paid.map((payout) => [payout.userId, payout.gross]).sort()).toEqual(
      [
        [a.id, 6_00_000_00n],
        [b.id, 4_00_000_00n],
      ].sort(),
    );
    // Every unit is redeemed all the same, the buyer's included.
    expect(await holdersOf(t.database.db, deal.id)).toEqual([]);
    expect(await checkUnits(t.database.db)).toEqual([]);
    expect(await checkLedger(t.database.db)).toEqual([]);
    const trail = await get(`/api/portfolio/payouts/${paid.find((payout) => payout.userId === a.id)!.id}/trail`, authOf(a));
    expect(trail.json().recomputed.matches).toBe(true);
  });
});
