import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExitWindow, ExitWindowDetail, ExitWindowList, Order, PortfolioOrders } from '../../../shared/contracts/exits.ts';
import { auditEvents, deals, exitFills, exitProposals, notifications } from '../../db/schema/index.ts';
import { fundedFlipDeal } from '../../test/draws.ts';
import { closeTestWindow, exitProblems, testBuyer } from '../../test/exit-windows.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { callAs } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountsOf } from '../ledger/index.ts';
import { faceValuesOf } from '../holdings/index.ts';

/*
 * The exit windows' routes (interfaces.md, "After funding"), each success and each refusal, in the
 * documented order of checks; and a whole window: orders placed and cancelled, the close's call
 * auction settled (face value and money moved together, the fee to the platform, the rest released).
 */

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let proposer: TestUser;
let dealId: string;
let title: string;
let sellers: TestUser[];
let fundedAt: Date;

beforeAll(async () => {
  t = await createTestApp({ env: { ...UNLIMITED_ENV, EXIT_WINDOW_DURATION: '1h', LOCK_IN: '2h', EXIT_WINDOW_EVERY: '4h' } });
  admin = await adminToken(t.app);
  proposer = await registerTestUser(t.app, 'proposer');
  // ₹10,00,000 held 40:30:30.
  const funded = await fundedTestDeal(t, proposer, { amounts: [4_00_000_00n, 3_00_000_00n, 3_00_000_00n] });
  dealId = funded.deal.id;
  title = funded.deal.title;
  sellers = funded.backers;
  fundedAt = (await t.database.db.select({ closedAt: deals.closedAt }).from(deals).where(eq(deals.id, dealId)))[0]!.closedAt!;
});

afterAll(async () => {
  await t?.close();
});

const as = (user: TestUser | undefined) => user?.token;
const order = (user: TestUser | undefined, windowId: string, body: object) => callAs(t.app, 'POST', `/api/exit-windows/${windowId}/orders`, as(user), body);
const walletOf = async (userId: string) => {
  const [account] = await accountsOf(t.database.db, userId, 'backer_wallet');
  return account ? { posted: account.creditsPosted - account.debitsPosted, held: account.debitsPending } : { posted: 0n, held: 0n };
};
const list = async () => (await callAs(t.app, 'GET', `/api/deals/${dealId}/exit-windows`, undefined)).json() as ExitWindowList;

describe('GET /api/deals/:id/exit-windows', () => {
  it('answers a funded deal with no windows yet, and when the first scheduled one opens (funding + LOCK_IN)', async () => {
    expect(await list()).toEqual({ items: [], next_opens_at: new Date(fundedAt.getTime() + 2 * HOUR).toISOString() });
  });

  it('is a 404 for a deal not funded, and for an id that names nothing', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    expect((await callAs(t.app, 'GET', `/api/deals/${live.id}/exit-windows`, undefined)).statusCode).toBe(404);
    expect((await callAs(t.app, 'GET', `/api/deals/00000000-0000-4000-8000-000000000000/exit-windows`, undefined)).statusCode).toBe(404);
    expect((await callAs(t.app, 'GET', `/api/deals/nope/exit-windows`, undefined)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/deals/:id/exit-windows', () => {
  it('is 401 signed out, 403 for a backer or proposer, 404 for an unknown deal', async () => {
    expect((await callAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, undefined)).statusCode).toBe(401);
    expect((await callAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, sellers[0]!.token)).json().code).toBe('forbidden');
    expect((await callAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, proposer.token)).statusCode).toBe(403);
    expect((await callAs(t.app, 'POST', `/api/admin/deals/00000000-0000-4000-8000-000000000000/exit-windows`, admin)).statusCode).toBe(404);
  });

  it('refuses a deal not funded (409 deal_not_funded) and a Fix N Flip deal (409 conflict)', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    const refused = await callAs(t.app, 'POST', `/api/admin/deals/${live.id}/exit-windows`, admin);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'deal_not_funded']);
    const flip = await fundedFlipDeal(t, proposer);
    const wrong = await callAs(t.app, 'POST', `/api/admin/deals/${flip.deal.id}/exit-windows`, admin);
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, 'conflict']);
  });

  it('refuses while a sale vote is open (409 vote_open)', async () => {
    const other = await fundedTestDeal(t, proposer);
    const now = t.clock.now();
    await t.database.db.insert(exitProposals).values({
      dealId: other.deal.id,
      proposerId: proposer.id,
      salePrice: 12_00_000_00n,
      costs: 0n,
      expectedOn: '2030-01-01',
      faceValueTotal: 10_00_000_00n,
      opensAt: now,
      closesAt: new Date(now.getTime() + HOUR),
      createdAt: now,
    });
    const refused = await callAs(t.app, 'POST', `/api/admin/deals/${other.deal.id}/exit-windows`, admin);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'vote_open']);
    expect(((await callAs(t.app, 'GET', `/api/deals/${other.deal.id}/exit-windows`, undefined)).json() as ExitWindowList).next_opens_at).toBeNull();
  });
});

describe('a window from opening to settlement', () => {
  let window: ExitWindow;
  let buyer: TestUser;
  let rich: TestUser;
  let poor: TestUser;
  let unverified: TestUser;

  beforeAll(async () => {
    buyer = await testBuyer(t, 5_00_000_00n);
    rich = await testBuyer(t, 10_00_000_00n);
    poor = await testBuyer(t, 1_000_00n);
    unverified = await registerTestUser(t.app, 'backer');
  });

  it('opens now for EXIT_WINDOW_DURATION at par without a valuation, tells the holders and audits it; a second is a 409 window_open', async () => {
    const response = await callAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, admin);
    expect(response.statusCode).toBe(201);
    window = response.json();
    expect(new Date(window.closes_at).getTime() - new Date(window.opens_at).getTime()).toBe(HOUR);
    expect(window).toMatchObject({
      deal_id: dealId,
      status: 'open',
      reference_price_bps: 10_000,
      band_bps: 1000,
      clearing_price_bps: null,
      volume: 0,
      orders: 0,
      currency: 'INR',
    });
    const again = await callAs(t.app, 'POST', `/api/admin/deals/${dealId}/exit-windows`, admin);
    expect([again.statusCode, again.json().code]).toEqual([409, 'window_open']);
    // Since the opening: the demo history's settled window told its own holders long before.
    const since = new Date(window.opens_at);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'Exit window open'), gte(notifications.createdAt, since)));
    expect(told.map((row) => row.userId).sort()).toEqual(sellers.map((seller) => seller.id).sort());
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'exit_window.opened'), gte(auditEvents.createdAt, since)));
    expect(audit).toMatchObject({ subjectId: dealId });
    expect((await list()).items.map((item) => item.id)).toEqual([window.id]);
  });

  it('checks an order: 401, 403 role, 404, 403 kyc_required before the body, then 422 for a bad body', async () => {
    const body = { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 };
    expect((await order(undefined, window.id, body)).statusCode).toBe(401);
    expect((await callAs(t.app, 'POST', `/api/exit-windows/${window.id}/orders`, admin, body)).statusCode).toBe(403);
    expect((await order(buyer, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const kyc = await order(unverified, window.id, { nonsense: true });
    expect([kyc.statusCode, kyc.json().code]).toEqual([403, 'kyc_required']);
    const bad = await order(buyer, window.id, { side: 'hold', face_value: 1.5, limit_price_bps: 0 });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a price outside the band (edges inside) and an order below the minimum trade', async () => {
    const outside = await order(buyer, window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 11_001 });
    expect([outside.statusCode, outside.json().code]).toEqual([422, 'outside_price_band']);
    const under = await order(buyer, window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 8_999 });
    expect(under.json().code).toBe('outside_price_band');
    const small = await order(buyer, window.id, { side: 'buy', face_value: 99_999, limit_price_bps: 10_000 });
    expect([small.statusCode, small.json().code]).toEqual([422, 'below_minimum_trade']);
  });

  it('refuses a sell beyond what the backer holds (409 insufficient_units), a buy beyond the wallet (409 insufficient_funds)', async () => {
    const units = await order(buyer, window.id, { side: 'sell', face_value: 1_000_00, limit_price_bps: 10_000 });
    expect([units.statusCode, units.json().code]).toEqual([409, 'insufficient_units']);
    const tooMuch = await order(sellers[0], window.id, { side: 'sell', face_value: 4_00_000_01, limit_price_bps: 10_000 });
    expect(tooMuch.json().code).toBe('insufficient_units');
    const funds = await order(poor, window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_001 });
    expect([funds.statusCode, funds.json().code]).toEqual([409, 'insufficient_funds']);
    expect(await walletOf(poor.id)).toEqual({ posted: 1_000_00n, held: 0n });
  });

  it('refuses a buy that would end above HOLDING_CAP_BPS counting open buy orders (422 above_holding_cap); exactly at the cap passes', async () => {
    const over = await order(rich, window.id, { side: 'buy', face_value: 2_50_000_01, limit_price_bps: 10_000 });
    expect([over.statusCode, over.json().code]).toEqual([422, 'above_holding_cap']);
    const first = await order(rich, window.id, { side: 'buy', face_value: 2_00_000_00, limit_price_bps: 9_000 });
    expect(first.statusCode).toBe(201);
    const beyond = await order(rich, window.id, { side: 'buy', face_value: 50_000_01, limit_price_bps: 9_000 });
    expect(beyond.json().code).toBe('above_holding_cap');
    const atCap = await order(rich, window.id, { side: 'buy', face_value: 50_000_00, limit_price_bps: 9_000 });
    expect(atCap.statusCode).toBe(201);
    // A holder counts what it holds: 30 % already.
    await creditTestWallet(t.app, sellers[1]!, 1_000_00n);
    const holder = await order(sellers[1], window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 });
    expect(holder.json().code).toBe('above_holding_cap');
    // The refused orders held nothing.
    expect(await walletOf(rich.id)).toEqual({ posted: 10_00_000_00n, held: 2_25_000_00n });
  });

  it('places orders that hold their money or lock their face value, shows the book anonymised, and cancels one (another’s is a 404)', async () => {
    const buy = await order(buyer, window.id, { side: 'buy', face_value: 1_00_000_00, limit_price_bps: 10_500 });
    expect(buy.statusCode).toBe(201);
    expect(buy.json() as Order).toMatchObject({
      side: 'buy',
      face_value: 1_00_000_00,
      limit_price_bps: 10_500,
      status: 'open',
      filled_face_value: 0,
      price_bps: null,
    });
    expect(await walletOf(buyer.id)).toEqual({ posted: 5_00_000_00n, held: 1_05_000_00n });
    const sell = await order(sellers[0], window.id, { side: 'sell', face_value: 1_50_000_00, limit_price_bps: 9_500 });
    expect(sell.statusCode).toBe(201);
    const cancelMe = await order(sellers[2], window.id, { side: 'sell', face_value: 1_000_00, limit_price_bps: 9_500 });
    expect(cancelMe.statusCode).toBe(201);
    // One side per window.
    const both = await order(sellers[0], window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 });
    expect([both.statusCode, both.json().code]).toEqual([409, 'conflict']);

    const detail = (await callAs(t.app, 'GET', `/api/exit-windows/${window.id}`, buyer.token)).json() as ExitWindowDetail;
    expect(detail.orders).toBe(5);
    expect(detail.book.filter((row) => row.mine).map((row) => row.id)).toEqual([buy.json().id]);
    expect(JSON.stringify(detail)).not.toContain(buyer.id);
    const anonymous = (await callAs(t.app, 'GET', `/api/exit-windows/${window.id}`, undefined)).json() as ExitWindowDetail;
    expect(anonymous.book.every((row) => !row.mine)).toBe(true);
    expect((await callAs(t.app, 'GET', `/api/exit-windows/00000000-0000-4000-8000-000000000000`, undefined)).statusCode).toBe(404);

    const id = cancelMe.json().id as string;
    expect((await callAs(t.app, 'DELETE', `/api/orders/${id}`, undefined)).statusCode).toBe(401);
    expect((await callAs(t.app, 'DELETE', `/api/orders/${id}`, sellers[0]!.token)).statusCode).toBe(404);
    const cancelled = await callAs(t.app, 'DELETE', `/api/orders/${id}`, sellers[2]!.token);
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'cancelled']);
    const again = await callAs(t.app, 'DELETE', `/api/orders/${id}`, sellers[2]!.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'wrong_status']);
    expect(await exitProblems(t)).toEqual([]);
  });

  it('closes by the job: one clearing price, each fill settled once (units and money together, the fee from the seller), the rest released', async () => {
    const before = { seller: await walletOf(sellers[0]!.id), buyer: await walletOf(buyer.id), rich: await walletOf(rich.id) };
    await closeTestWindow(t, window);
    const [settled] = (await list()).items;
    // Bids: 1,00,000 at 105 and 2,50,000 at 90; offered 1,50,000 at 95: 95 trades the most (1,00,000) with the least unmatched.
    expect(settled).toMatchObject({ status: 'settled', clearing_price_bps: 9_500, volume: 1_00_000_00 });
    const fills = await t.database.db.select().from(exitFills).where(eq(exitFills.windowId, window.id));
    expect(fills).toHaveLength(1);
    expect(fills[0]).toMatchObject({ faceValue: 1_00_000_00n, amount: 95_000_00n, fee: 950_00n });
    expect(fills[0]!.settledAt).not.toBeNull();
    expect(await walletOf(buyer.id)).toEqual({ posted: before.buyer.posted - 95_000_00n, held: 0n });
    expect(await walletOf(sellers[0]!.id)).toEqual({ posted: before.seller.posted + 95_000_00n - 950_00n, held: 0n });
    expect(await walletOf(rich.id)).toEqual({ posted: before.rich.posted, held: 0n });
    expect((await faceValuesOf(t.database.db, buyer.id)).get(dealId)).toBe(1_00_000_00n);
    expect((await faceValuesOf(t.database.db, sellers[0]!.id)).get(dealId)).toBe(3_00_000_00n);
    const mine = (await callAs(t.app, 'GET', '/api/portfolio/orders', sellers[0]!.token)).json() as PortfolioOrders;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ status: 'partly_filled', filled_face_value: 1_00_000_00, price_bps: 9_500, deal_title: title });
    const bought = (await callAs(t.app, 'GET', '/api/portfolio/orders', buyer.token)).json() as PortfolioOrders;
    expect(bought.items[0]).toMatchObject({ status: 'filled', price_bps: 9_500 });
    const richOrders = (await callAs(t.app, 'GET', '/api/portfolio/orders', rich.token)).json() as PortfolioOrders;
    expect(richOrders.items.map((item) => item.status)).toEqual(['unfilled', 'unfilled']);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.title, 'Order filled')));
    expect(told).toHaveLength(1);
    expect(await exitProblems(t)).toEqual([]);
  });

  it('counts the trade in the returns: a buy adds what it paid, a sale takes out the cost of what it sold', async () => {
    const returnsOf = async (user: TestUser) =>
      (
        (await callAs(t.app, 'GET', '/api/portfolio/returns', user.token)).json() as { holdings: { deal_id: string; invested: number; face_value: number }[] }
      ).holdings.find((holding) => holding.deal_id === dealId);
    expect(await returnsOf(buyer)).toMatchObject({ invested: 95_000_00, face_value: 1_00_000_00 });
    // ₹4,00,000 committed, a quarter of it sold: ₹3,00,000 of cost remains.
    expect(await returnsOf(sellers[0]!)).toMatchObject({ invested: 3_00_000_00, face_value: 3_00_000_00 });
  });

  it('refuses orders and cancellations once closed (409 window_not_open), and a repeated close changes nothing', async () => {
    const late = await order(buyer, window.id, { side: 'buy', face_value: 1_000_00, limit_price_bps: 10_000 });
    expect([late.statusCode, late.json().code]).toEqual([409, 'window_not_open']);
    const orders = (await callAs(t.app, 'GET', '/api/portfolio/orders', rich.token)).json() as PortfolioOrders;
    const cancel = await callAs(t.app, 'DELETE', `/api/orders/${orders.items[0]!.id}`, rich.token);
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'window_not_open']);
    const seller = await walletOf(sellers[0]!.id);
    await t.app.jobs.schedule('exits.close', window.id, t.clock.now());
    await t.app.jobs.runDue(t.clock.now());
    expect(await walletOf(sellers[0]!.id)).toEqual(seller);
    expect(await exitProblems(t)).toEqual([]);
  });

  it('the backer’s orders need a backer: 401 signed out, 403 for the admin', async () => {
    expect((await callAs(t.app, 'GET', '/api/portfolio/orders', undefined)).statusCode).toBe(401);
    expect((await callAs(t.app, 'GET', '/api/portfolio/orders', admin)).statusCode).toBe(403);
  });
});

describe('the schedule', () => {
  it('opens a window at funding + LOCK_IN + k × EXIT_WINDOW_EVERY, once per slot, and says when the next opens', async () => {
    const other = await fundedTestDeal(t, proposer);
    const funded = (await t.database.db.select({ closedAt: deals.closedAt }).from(deals).where(eq(deals.id, other.deal.id)))[0]!.closedAt!;
    const sweep = async () => {
      await t.app.jobs.schedule('exits.sweep', 'sweep', t.clock.now());
      await t.app.jobs.runDue(t.clock.now());
    };
    const windows = async () => (await callAs(t.app, 'GET', `/api/deals/${other.deal.id}/exit-windows`, undefined)).json() as ExitWindowList;
    await sweep();
    expect((await windows()).items).toEqual([]);
    t.clock.set(new Date(funded.getTime() + 2 * HOUR));
    await sweep();
    await sweep();
    const opened = await windows();
    expect(opened.items).toHaveLength(1);
    expect(new Date(opened.items[0]!.opens_at).getTime()).toBeGreaterThanOrEqual(funded.getTime() + 2 * HOUR);
    expect(opened.next_opens_at).toBe(new Date(funded.getTime() + 6 * HOUR).toISOString());
    // The sweep closes it an hour later; the slot is served, so nothing opens again until the next.
    t.clock.set(new Date(new Date(opened.items[0]!.closes_at).getTime() + 1000));
    await sweep();
    const closed = await windows();
    expect(closed.items.map((item) => item.status)).toEqual(['settled']);
    t.clock.set(new Date(funded.getTime() + 6 * HOUR));
    await sweep();
    expect((await windows()).items.map((item) => item.status)).toEqual(['open', 'settled']);
    expect(await exitProblems(t)).toEqual([]);
  });
});
