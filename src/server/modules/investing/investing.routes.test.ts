import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commitments, dealReviews, deals, notifications } from '../../db/schema/index.ts';
import type { Holding } from '../../../shared/contracts/investing.ts';
import { DEFAULT_SETTINGS } from '../../../shared/contracts/settings.ts';
import { formatInstantIn } from '../../lib/instant-text.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, signInTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountsOf, availableOf, checkLedger } from '../ledger/ledger.ts';

let t: TestApp;
let proposer: TestUser;
const DAY = 86_400_000;

/**
 * Moves the app's clock for the length of `body`, then back. Tokens live a day, so the users a
 * test acts as sign in again at the moved time (and once more after).
 */
async function atLater<T>(milliseconds: number, backers: TestUser[], body: () => Promise<T>): Promise<T> {
  const refresh = async () => {
    for (const backer of backers) await signInTestUser(t.app, backer, 'backer');
  };
  t.clock.advance(milliseconds);
  try {
    await refresh();
    return await body();
  } finally {
    t.clock.advance(-milliseconds);
    await refresh();
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNLIMITED_ENV, CAMPAIGN_DURATION: '30d', EXTENSION_DURATION: '15d', CANCEL_CUTOFF: '48h', PLATFORM_FEE_BPS: '150' } });
  proposer = await registerTestUser(t.app, 'proposer');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  // The books balance after every test, whatever it did.
  expect(await checkLedger(t.database.db)).toEqual([]);
});

const auth = (user?: TestUser) => (user ? { authorization: `Bearer ${user.token}` } : {});
const commit = (user: TestUser | undefined, dealId: string, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/commitments`,
    headers: { ...auth(user), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount } as object,
  });
const getDeal = (dealId: string, user?: TestUser) => t.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: auth(user) });

/** A verified backer with money in the wallet. */
async function fundedBacker(amount = 5_000_000_00n, currency = 'INR'): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, amount, currency);
  return backer;
}

async function walletOf(backer: TestUser, currency = 'INR') {
  const account = (await accountsOf(t.database.db, backer.id, 'backer_wallet')).find((row) => row.currency === currency)!;
  return { available: availableOf(account), held: account.debitsPending };
}

/** The backer's commitment lines in the wallet's ledger, newest first: amount, status, when made, when settled and why released. */
async function commitmentLines(
  backer: TestUser,
): Promise<{ amount: number; status: string; created_at: string; resolved_at: string | null; release_reason: string | null }[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/wallet/entries', headers: auth(backer) });
  expect(response.statusCode).toBe(200);
  const items = response.json().items as Record<string, unknown>[];
  return items
    .filter((item) => item.kind === 'commitment')
    .map((item) => ({
      amount: item.amount as number,
      status: item.status as string,
      created_at: item.created_at as string,
      resolved_at: item.resolved_at as string | null,
      release_reason: item.release_reason as string | null,
    }));
}

describe('committing to a live deal', () => {
  it('holds the amount from the wallet, raises the deal and counts the backer once', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const backer = await fundedBacker(100_000_00n);
    const first = await commit(backer, deal.id, 25_000_00);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ deal_id: deal.id, amount: 25_000_00, currency: 'INR', status: 'committed', extension_consent: null });
    expect(await walletOf(backer)).toEqual({ available: 75_000_00n, held: 25_000_00n });
    const second = await commit(backer, deal.id, 10_000_00);
    expect(second.statusCode).toBe(201);

    const view = (await getDeal(deal.id, backer)).json();
    expect(view).toMatchObject({ raised: 35_000_00, backers: 1, status: 'pending', lifecycle: 'live' });
    expect(view.my_commitments.map((row: { amount: number }) => row.amount)).toEqual([10_000_00, 25_000_00]);
    // Someone else sees the deal but not the backer's commitments.
    expect((await getDeal(deal.id)).json().my_commitments).toEqual([]);
    const [proposerNote] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, proposer.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(proposerNote?.title).toBe('New commitment');
  });

  it('checks in the order of the API: signed in, role, visible, KYC, open, amount rules, money', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { minimumTicket: 10_000_00n, maximumPerBacker: 50_000_00n, target: 200_000_00n });
    expect((await commit(undefined, deal.id, 10_000_00)).statusCode).toBe(401);
    expect((await commit(proposer, deal.id, 10_000_00)).statusCode).toBe(403);

    const unverified = await registerTestUser(t.app, 'backer');
    expect((await commit(unverified, '00000000-0000-4000-8000-000000000000', 10_000_00)).statusCode).toBe(404);
    const noKyc = await commit(unverified, deal.id, 10_000_00);
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().code).toBe('kyc_required');

    const poor = await fundedBacker(15_000_00n);
    const below = await commit(poor, deal.id, 9_999_99);
    expect([below.statusCode, below.json().code]).toEqual([422, 'below_minimum_ticket']);
    expect(below.json().message).toBe('The minimum investment in this deal is ₹10,000.');
    const broke = await commit(poor, deal.id, 20_000_00);
    expect([broke.statusCode, broke.json().code]).toEqual([409, 'insufficient_funds']);

    const rich = await fundedBacker();
    expect((await commit(rich, deal.id, 40_000_00)).statusCode).toBe(201);
    const overMax = await commit(rich, deal.id, 10_000_01);
    expect([overMax.statusCode, overMax.json().code]).toEqual([422, 'above_maximum_per_backer']);
    expect(overMax.json().message).toContain('you can add ₹10,000 more');

    for (const amount of [0, -5, 1.5, '1000', null, 1e16]) {
      const bad = await commit(rich, deal.id, amount);
      expect(bad.statusCode, String(amount)).toBe(422);
    }
    // Nothing refused moved money: the rich backer holds only the first commitment.
    expect((await walletOf(rich)).held).toBe(40_000_00n);
  });

  it('refuses more than is left to raise, and a deal past its deadline', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 100_000_00n });
    const backer = await fundedBacker();
    expect((await commit(backer, deal.id, 80_000_00)).statusCode).toBe(201);
    const over = await commit(backer, deal.id, 30_000_00);
    expect([over.statusCode, over.json().code]).toEqual([409, 'exceeds_remaining']);
    expect(over.json().message).toBe('Only ₹20,000 is left to raise in this deal.');

    const late = await createLiveTestDeal(t.app, t.database.db, proposer);
    await atLater(31 * DAY, [backer], async () => {
      const closed = await commit(backer, late.id, 10_000_00);
      expect([closed.statusCode, closed.json().code]).toEqual([409, 'deal_not_open']);
    });
  });

  it('a commitment that fills the target funds the deal at once: holds posted, proposer paid less the fee', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 100_000_00n });
    const a = await fundedBacker();
    const b = await fundedBacker();
    expect((await commit(a, deal.id, 60_000_00)).statusCode).toBe(201);
    const last = await commit(b, deal.id, 40_000_00);
    expect(last.statusCode).toBe(201);
    expect(last.json().status).toBe('funded');
    expect((await getDeal(deal.id)).json()).toMatchObject({ lifecycle: 'funded', status: 'completed', raised: 100_000_00, backers: 2 });
    expect(await walletOf(a)).toEqual({ available: 5_000_000_00n - 60_000_00n, held: 0n });
    const [payable] = await accountsOf(t.database.db, proposer.id, 'proposer_payable');
    expect(payable!.creditsPosted).toBeGreaterThanOrEqual(98_500_00n);
    const after = await commit(b, deal.id, 10_000_00);
    expect(after.json().code).toBe('deal_not_open');
  });
});

describe('the contract sentences that show JSON', () => {
  it('read word for word in English, and translated around the same JSON in French and Spanish', async () => {
    const backer = await fundedBacker();
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const inLanguage = (language: string) => ({ ...auth(backer), 'accept-language': language });
    const consent = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/commitments/${deal.id}/extension-consent`,
        headers: inLanguage(language),
        payload: { consent: true, stay: 1 },
      });
    expect((await consent('en')).json()).toMatchObject({ code: 'invalid_request', message: 'Send {"consent": true} or {"consent": false}.' });
    expect((await consent('fr')).json().message).toBe('Envoyez {"consent": true} ou {"consent": false}.');
    expect((await consent('es')).json().message).toBe('Envía {"consent": true} o {"consent": false}.');
    const notAnObject = (language: string) =>
      t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/commitments`, headers: inLanguage(language), payload: [10_000_00] });
    expect((await notAnObject('en')).json().errors).toEqual([{ field: 'body', message: 'Send the amount as JSON: {"amount": …}.' }]);
    expect((await notAnObject('fr')).json().errors).toEqual([{ field: 'body', message: 'Envoyez le montant en JSON : {"amount": …}.' }]);
  });
});

describe('commitments arriving together', () => {
  it('are judged one by one: each gets its own answer, the room and each wallet shared in arrival order', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 300_000_00n, minimumTicket: 10_000_00n });
    const [rich, alsoRich, poor] = [await fundedBacker(), await fundedBacker(), await fundedBacker(15_000_00n)];
    const unverified = await registerTestUser(t.app, 'backer');
    const answers = await Promise.all([
      commit(rich!, deal.id, 100_000_00, 'together-1'),
      commit(unverified, deal.id, 100_000_00),
      commit(poor!, deal.id, 10_000_00),
      commit(poor!, deal.id, 10_000_00),
      commit(alsoRich!, deal.id, 5_000_00),
      commit(rich!, deal.id, 100_000_00, 'together-1'),
      commit(alsoRich!, deal.id, 150_000_00),
      commit(alsoRich!, deal.id, 150_000_00),
    ]);
    const outcome = answers.map((answer) => [answer.statusCode, answer.statusCode === 201 ? answer.json().amount : answer.json().code]);
    // Which of two equal requests came first is the server's to decide: compare them as a pair.
    const pair = (a: number, b: number) => [outcome[a], outcome[b]].sort((x, y) => Number(x![0]) - Number(y![0]));
    expect([outcome[0], outcome[1], outcome[4]]).toEqual([
      [201, 100_000_00],
      [403, 'kyc_required'],
      [422, 'below_minimum_ticket'],
    ]);
    // The poor backer's second ticket finds ₹5,000 left in the wallet.
    expect(pair(2, 3)).toEqual([
      [201, 10_000_00],
      [409, 'insufficient_funds'],
    ]);
    // The same key again: the same commitment.
    expect(answers[5]!.json().id).toBe(answers[0]!.json().id);
    // ₹1,90,000 is left after ₹1,10,000: one ₹1,50,000 fits, the next does not.
    expect(pair(6, 7)).toEqual([
      [201, 150_000_00],
      [409, 'exceeds_remaining'],
    ]);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({ raised: 260_000_00n, backersCount: 3 });
    expect(await walletOf(poor!)).toEqual({ available: 5_000_00n, held: 10_000_00n });
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body answer the first commitment again; another body is 422', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const backer = await fundedBacker();
    const first = await commit(backer, deal.id, 12_000_00, 'key-1');
    const again = await commit(backer, deal.id, 12_000_00, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.database.db.select().from(commitments).where(eq(commitments.backerId, backer.id));
    expect(rows).toHaveLength(1);
    const other = await commit(backer, deal.id, 13_000_00, 'key-1');
    expect([other.statusCode, other.json().code]).toEqual([422, 'idempotency_key_reused']);
    expect((await commit(backer, deal.id, 12_000_00, ' bad key')).statusCode).toBe(422);
  });
});

describe('cancelling within the cooling-off window', () => {
  it('releases the hold until CANCEL_CUTOFF before the deadline, then refuses', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer);
    const backer = await fundedBacker(100_000_00n);
    const other = await fundedBacker();
    const a = (await commit(backer, deal.id, 20_000_00)).json();
    const b = (await commit(backer, deal.id, 30_000_00)).json();
    // Another backer's commitment, one that does not exist and an id that is none are all not found.
    for (const id of [a.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${id}`, headers: auth(other) });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
    }

    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${a.id}`, headers: auth(backer) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await walletOf(backer)).toEqual({ available: 70_000_00n, held: 30_000_00n });
    expect((await getDeal(deal.id)).json()).toMatchObject({ raised: 30_000_00, backers: 1 });
    // The wallet's ledger tells when and why the held money came back.
    const lines = await commitmentLines(backer);
    expect(lines).toMatchObject([
      { amount: 30_000_00, status: 'pending', resolved_at: null, release_reason: null },
      { amount: 20_000_00, status: 'voided', release_reason: 'cancelled' },
    ]);
    expect(Date.parse(lines[1]!.resolved_at!)).toBeGreaterThanOrEqual(Date.parse(lines[0]!.created_at));
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${a.id}`, headers: auth(backer) });
    expect(twice.json().code).toBe('cancel_window_closed');

    // Less than 48 hours before the 30-day deadline.
    await atLater(28 * DAY + 1000, [backer], async () => {
      const late = await t.app.inject({ method: 'DELETE', url: `/api/commitments/${b.id}`, headers: auth(backer) });
      expect([late.statusCode, late.json().code]).toEqual([409, 'cancel_window_closed']);
      expect(late.json().message).toBe('Commitments can be cancelled only until 48 hours before the deadline.');
    });
  });
});

describe('the deadline', () => {
  it('a deal short of its target fails and every backer is refunded in full; the close runs once', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 100_000_00n });
    const backer = await fundedBacker(50_000_00n);
    await commit(backer, deal.id, 20_000_00);
    await atLater(30 * DAY + 1000, [backer], async () => {
      // The close job publishing scheduled runs once its time has come; running the step again does nothing.
      expect(await t.app.jobs.runDue(t.clock.now())).toBeGreaterThanOrEqual(1);
      expect((await getDeal(deal.id)).json().lifecycle).toBe('failed');
      expect(await t.app.campaign.close(deal.id)).toBe('not_due');
      expect((await getDeal(deal.id, backer)).json()).toMatchObject({ lifecycle: 'failed', status: 'failed', raised: 20_000_00, backers: 1 });
      expect((await getDeal(deal.id, backer)).json().my_commitments[0].status).toBe('refunded');
      expect(await walletOf(backer)).toEqual({ available: 50_000_00n, held: 0n });
      const [refunded] = await commitmentLines(backer);
      expect(refunded).toMatchObject({ status: 'voided', release_reason: 'refunded' });
      // Refunded when the deadline passed, 30 days after the commitment.
      expect(Date.parse(refunded!.resolved_at!) - Date.parse(refunded!.created_at)).toBeGreaterThan(30 * DAY);
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, backer.id));
      expect(notes.map((note) => note.title)).toContain('Refund made');
    });
  });
});

describe('extension by consent', () => {
  it('asks every backer; a yes stays, a no is refunded now, silence is refunded at the original deadline', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 500_000_00n });
    const [yes, no, silent] = [await fundedBacker(), await fundedBacker(), await fundedBacker()];
    const yesHold = (await commit(yes, deal.id, 50_000_00)).json();
    const noHold = (await commit(no, deal.id, 60_000_00)).json();
    await commit(silent, deal.id, 70_000_00);

    const stranger = await registerTestUser(t.app, 'proposer');
    expect((await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/extension`, headers: auth(stranger) })).statusCode).toBe(403);
    const before = (await getDeal(deal.id)).json();
    // Its proposer is told where the deadline would move; a visitor is not.
    expect(before.extended_deadline).toBeNull();
    const offered = (await getDeal(deal.id, proposer)).json();
    expect(Date.parse(offered.extended_deadline) - Date.parse(before.deadline)).toBe(15 * DAY);
    const settings = { ...DEFAULT_SETTINGS.backer, timezone: 'UTC+5:30' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: auth(yes), payload: settings })).statusCode).toBe(200);
    const extended = await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/extension`, headers: auth(proposer) });
    expect(extended.statusCode).toBe(200);
    expect(Date.parse(extended.json().deadline) - Date.parse(before.deadline)).toBe(15 * DAY);
    expect(extended.json()).toMatchObject({ extended: true, original_deadline: before.deadline, extended_deadline: null });
    // Each backer reads the original deadline to the minute, in the time zone of their settings (a backer's default is UTC-5).
    const asked = async (user: TestUser) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id))).find((note) => note.title === 'Extension requested')?.message;
    expect(await asked(no)).toContain(`without an answer by ${formatInstantIn(new Date(before.deadline), 'UTC-5')} it is refunded.`);
    expect(await asked(yes)).toContain(`without an answer by ${formatInstantIn(new Date(before.deadline), 'UTC+5:30')} it is refunded.`);
    expect(await asked(no)).toMatch(/by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC-5 it/);
    const again = await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/extension`, headers: auth(proposer) });
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_extended']);

    const consent = (user: TestUser, id: string, value: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/commitments/${id}/extension-consent`, headers: auth(user), payload: { consent: value } });
    expect((await consent(yes, yesHold.id, true)).json().extension_consent).toBe(true);
    const declined = await consent(no, noHold.id, false);
    expect(declined.json()).toMatchObject({ status: 'refunded', extension_consent: false });
    expect(await walletOf(no)).toEqual({ available: 5_000_000_00n, held: 0n });
    expect((await getDeal(deal.id)).json()).toMatchObject({ raised: 120_000_00, backers: 2 });

    // Past the original deadline, before the new one (other tests' deals fall due too: only this one is checked).
    await atLater(30 * DAY + 1000, [], async () => {
      expect(await t.app.campaign.refundWithoutConsent(deal.id)).toBe(1);
      expect(await walletOf(silent)).toEqual({ available: 5_000_000_00n, held: 0n });
      await t.app.campaign.runDue();
      expect((await getDeal(deal.id)).json()).toMatchObject({ lifecycle: 'live', raised: 50_000_00, backers: 1 });
      expect(await t.app.campaign.refundWithoutConsent(deal.id)).toBe(0);
    });
    await atLater(45 * DAY + 1000, [], async () => {
      await t.app.campaign.runDue();
      expect((await getDeal(deal.id)).json().lifecycle).toBe('failed');
      expect(await walletOf(yes)).toEqual({ available: 5_000_000_00n, held: 0n });
    });
  });
  it('a commitment that fills the target after the original deadline, before the consent refunds ran, funds no one who stayed silent', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 100_000_00n });
    const [yes, silent, late] = [await fundedBacker(), await fundedBacker(), await fundedBacker()];
    const yesHold = (await commit(yes, deal.id, 30_000_00)).json();
    expect((await commit(silent, deal.id, 30_000_00)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/extension`, headers: auth(proposer) })).statusCode).toBe(200);
    const consented = await t.app.inject({
      method: 'POST',
      url: `/api/commitments/${yesHold.id}/extension-consent`,
      headers: auth(yes),
      payload: { consent: true },
    });
    expect(consented.statusCode).toBe(200);

    // Past the original deadline, and no job has run: the silent backer's hold still counts in the deal's raised amount.
    await atLater(30 * DAY + 1000, [late, silent], async () => {
      expect((await getDeal(deal.id)).json()).toMatchObject({ lifecycle: 'live', raised: 60_000_00 });
      const filling = await commit(late, deal.id, 40_000_00);
      expect(filling.statusCode).toBe(201);
      // The silent backer is refunded first, so the target is no longer met: the deal stays live.
      expect(filling.json()).toMatchObject({ status: 'committed', extension_consent: true });
      expect((await getDeal(deal.id)).json()).toMatchObject({ lifecycle: 'live', raised: 70_000_00, backers: 2 });
      expect(await walletOf(silent)).toEqual({ available: 5_000_000_00n, held: 0n });
      expect((await getDeal(deal.id, silent)).json().my_commitments[0].status).toBe('refunded');
      const [line] = await commitmentLines(silent);
      expect(line).toMatchObject({ status: 'voided', release_reason: 'refunded' });

      // What does fill the target funds the deal with the money of those who agreed only.
      const last = await commit(late, deal.id, 30_000_00);
      expect(last.json()).toMatchObject({ status: 'funded' });
      expect((await getDeal(deal.id)).json()).toMatchObject({ lifecycle: 'funded', raised: 100_000_00, backers: 2 });
      expect(await walletOf(silent)).toEqual({ available: 5_000_000_00n, held: 0n });
      expect(await walletOf(yes)).toEqual({ available: 5_000_000_00n - 30_000_00n, held: 0n });
    });
  });
});

describe('Live Deals and one deal', () => {
  it('lists live, funded and failed deals with filters; a draft is visible only to its proposer and the admin', async () => {
    const backer = await fundedBacker();
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const list = await t.app.inject({ method: 'GET', url: '/api/deals?status=pending&page_size=100', headers: auth(backer) });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((row: { id: string }) => row.id)).toContain(live.id);
    expect(list.json().items.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/deals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/deals?status=open', headers: auth(backer) })).statusCode).toBe(422);

    const [draft] = await t.database.db
      .insert(deals)
      .values({
        propertyId: live.propertyId,
        proposerId: proposer.id,
        campaignType: 'fix_n_flip',
        assetClass: 'Commercial',
        currency: 'INR',
        target: 10_000_00n,
        minimumTicket: 1_000_00n,
        projectedRoiBps: 1200,
        holdingPeriodMonths: 12,
      })
      .returning({ id: deals.id });
    expect((await getDeal(draft!.id, backer)).statusCode).toBe(404);
    expect((await getDeal(draft!.id)).statusCode).toBe(404);
    expect((await getDeal(draft!.id, proposer)).json().lifecycle).toBe('draft');
    const listed = await t.app.inject({ method: 'GET', url: '/api/deals?page_size=100', headers: auth(backer) });
    expect(listed.json().items.map((row: { id: string }) => row.id)).not.toContain(draft!.id);
  });
  it('answers a page in the same number of statements however many deals it holds, each deal as GET /api/deals/:id shows it', async () => {
    const backer = await fundedBacker();
    const made: Awaited<ReturnType<typeof createLiveTestDeal>>[] = [];
    for (let index = 0; index < 3; index += 1) made.push(await createLiveTestDeal(t.app, t.database.db, proposer));
    await commit(backer, made[0]!.id, 20_000_00);
    await commit(backer, made[0]!.id, 30_000_00);
    await commit(backer, made[2]!.id, 15_000_00);
    await t.database.db.insert(dealReviews).values(
      made.flatMap(({ id }) => [
        { dealId: id, stage: 'documents' as const, decision: 'pass' as const, comment: 'Title deeds in order.', reviewerId: proposer.id },
        { dealId: id, stage: 'valuation' as const, decision: 'pass' as const, reviewerId: proposer.id },
      ]),
    );
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };

    // Every statement the app sends goes through the database client's query().
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statementsFor = async (url: string, headers: ReturnType<typeof auth>) => {
      const spy = vi.spyOn(client, 'query');
      try {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        return { count: spy.mock.calls.length, items: response.json().items as { id: string }[] };
      } finally {
        spy.mockRestore();
      }
    };
    for (const headers of [auth(backer), auth(proposer), admin]) {
      const one = await statementsFor('/api/deals?page_size=1', headers);
      const many = await statementsFor('/api/deals?page_size=100', headers);
      expect(one.items).toHaveLength(1);
      expect(many.items.length).toBeGreaterThan(made.length);
      expect(many.count).toBe(one.count);
      for (const item of many.items.filter(({ id }) => made.some((deal) => deal.id === id))) {
        expect(item).toEqual((await t.app.inject({ method: 'GET', url: `/api/deals/${item.id}`, headers })).json());
      }
    }

    const listed = (await statementsFor('/api/deals?page_size=100', auth(backer))).items as {
      id: string;
      my_commitments: { amount: number }[];
      reviews: unknown[];
    }[];
    const mine = (id: string) => listed.find((item) => item.id === id)!;
    expect(mine(made[0]!.id).my_commitments.map((row) => row.amount)).toEqual([30_000_00, 20_000_00]);
    expect(mine(made[1]!.id).my_commitments).toEqual([]);
    expect(mine(made[2]!.id).my_commitments.map((row) => row.amount)).toEqual([15_000_00]);
    expect(mine(made[0]!.id).reviews).toEqual([]);
    const managed = (await statementsFor('/api/deals?page_size=100', auth(proposer))).items as { id: string; reviews: unknown[]; my_commitments: unknown[] }[];
    expect(managed.find((item) => item.id === made[1]!.id)).toMatchObject({
      my_commitments: [],
      reviews: [
        { stage: 'documents', decision: 'pass', comment: 'Title deeds in order.' },
        { stage: 'valuation', decision: 'pass', comment: '' },
      ],
    });
  });
});

describe('the portfolio', () => {
  it('shows holdings by deal with their status, and totals per currency', async () => {
    const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { projectedRoiBps: 1200 });
    const backer = await fundedBacker();
    await commit(backer, deal.id, 20_000_00);
    await commit(backer, deal.id, 30_000_00);
    const response = await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: auth(backer) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      holdings: [expect.objectContaining({ deal_id: deal.id, amount: 50_000_00, currency: 'INR', status: 'committed', projected_return: 6_000_00 })],
      totals: [{ currency: 'INR', committed: 50_000_00, funded: 0, refunded: 0 }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: auth(proposer) })).statusCode).toBe(403);
  });

  it("receives what a funded deal paid, net of the tax withheld, as the returns count it, and nothing of another backer's", async () => {
    const { deal, backers } = await fundedTestDeal(t, proposer);
    const [a, b] = [backers[0]!, backers[1]!];
    const received = async (backer: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/portfolio', headers: auth(backer) })).json().holdings.find((row: Holding) => row.deal_id === deal.id)
        .received_return as number;
    expect(await received(a)).toBe(0);
    t.clock.advance(3_600_000);
    // ₹30,000 of interest and ₹10,000 returned: A's ₹18,000 of interest is over 194A's threshold, so ₹1,800 is withheld.
    await payTestDistribution(t, proposer, deal.id, { interest: 30_000_00, return_of_capital: 10_000_00 }, { managementFee: 1_000_00 });
    expect(await received(a)).toBe(16_200_00 + 6_000_00);
    expect(await received(b)).toBe(10_800_00 + 4_000_00);
    const returns = (await t.app.inject({ method: 'GET', url: '/api/portfolio/returns', headers: auth(a) })).json();
    expect(returns.holdings.find((row: { deal_id: string }) => row.deal_id === deal.id).received_net).toBe(await received(a));
  });
});

describe('GET /api/admin/ledger/check', () => {
  it('tells the admin the books balance; nobody else may ask', async () => {
    const admin = await adminToken(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: { authorization: `Bearer ${admin}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balanced: true, problems: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: auth(proposer) })).statusCode).toBe(403);
  });
});
