import { randomUUID } from 'node:crypto';
import {
  MINIMUM_TRADE,
  type ExitWindow,
  type ExitWindowDetail,
  type ExitWindowList,
  type Order,
  type OrderInput,
  type PortfolioOrders,
} from '../../../shared/contracts/exits.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountFromJson, amountToJson } from '../../../shared/money.ts';
import type { ExitConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, ExitOrderRow, ExitWindowRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { faceValuesOf, holdersOf, lockUnits, tradeUnits, valuationsRepository } from '../holdings/index.ts';
import { requireVerifiedKyc } from '../kyc/index.ts';
import { accountKeys, InsufficientFundsError, lockAccountsOf, transfer, transferMany, voidPending } from '../ledger/index.ts';
import type { NotificationEntry } from '../notifications/index.ts';
import { priceBand, priceOf } from '../../../shared/exit-rules.ts';
import { clearAuction } from './clearing.ts';
import { exitWindowsRepository as repo, type WindowWithCounts } from './exit-windows.repository.ts';
import { releaseOrders } from './release.ts';
import { priceFills } from './settlement.ts';

/** The job that closes one window at its `closes_at` (key: the window's id). */
export const CLOSE_JOB = 'exits.close';
const PAR_BPS = 10_000;
/** Fills read per round while settling: each is still its own transaction. */
const FILL_PAGE = 500;

const notFound = () => new DomainError('not_found', msg('No such exit window.'));
const windowNotOpen = () => new DomainError('window_not_open', msg('This exit window is not open for orders.'));

/** A deal's account that holds buy orders' money while their window is open (pending only). */
const settlementAccount = (deal: { id: string; currency: Currency }) => accountKeys.ofDeal(deal, 'exit_settlement');

/** Basis points of face value as a price per 100 of it, for sentences ("102.50"). */
const per100 = (bps: number) => (bps / 100).toFixed(2);

/**
 * Exit windows (after-funding.md §5): a call auction per window on a funded Buy 'N' Hold deal.
 * Orders hold what they offer until the close (a buy order its money in the wallet, a sell order
 * its face value); the close computes the fills once, then settles each in its own transaction
 * (delivery versus payment), then releases what stays unfilled and marks the window settled. Every
 * stage starts with a conditional update, so two instances, a repeated job or a restart after a
 * crash settle each fill once.
 */
export class ExitWindowsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #settings: ExitConfig;
  readonly #jobs: JobQueue;

  constructor(db: Db, clock: Clock, settings: ExitConfig, jobs: JobQueue) {
    this.#db = db;
    this.#clock = clock;
    this.#settings = settings;
    this.#jobs = jobs;
  }

  /** The admin opens a window now on a funded Buy 'N' Hold deal, lock-in or not. */
  async open(actor: Actor, dealId: string): Promise<ExitWindow> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found) throw new DomainError('not_found', msg('There is no deal at this address.'));
    return runStep(this.#db, this.#clock, async (step) => {
      const deal = await dealsRepository.lock(step.tx, found.deal.id);
      if (await repo.activeOf(step.tx, deal!.id)) throw new DomainError('window_open', msg('An exit window is already open on this deal.'));
      if (await repo.voteOpen(step.tx, deal!.id))
        throw new DomainError('vote_open', msg('A sale vote is open on this deal: no window opens until it is decided.'));
      if (deal!.lifecycle !== 'funded') throw new DomainError('deal_not_funded', msg('Exit windows open only on funded deals.'));
      if (deal!.campaignType !== 'buy_n_hold') throw new DomainError('conflict', msg("Exit windows are for Buy 'N' Hold deals only."));
      const window = await this.#openIn(step, deal!, found.property.title, actor.sub);
      if (!window) throw new DomainError('window_open', msg('An exit window is already open on this deal.'));
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'exit_window.opened',
        subjectType: 'deal',
        subjectId: deal!.id,
        after: { window_id: window.id, closes_at: window.closesAt.toISOString(), reference_price_bps: window.referencePriceBps },
      });
      return toWindow({ window, currency: deal!.currency, orders: 0 });
    });
  }

  /** The schedule: opens the windows due (funding + LOCK_IN + k × EXIT_WINDOW_EVERY) not yet served. Answers how many opened. */
  async openDue(): Promise<number> {
    const now = this.#clock.now();
    const candidates = await repo.schedulable(this.#db, new Date(now.getTime() - this.#settings.lockInMs));
    let opened = 0;
    for (const candidate of candidates) {
      const slot = this.#slotAtOrBefore(candidate.fundedAt, now);
      // The sweep runs every minute: a deal whose slot is served is passed over by one read, without a step and its lock.
      if (!slot || (await repo.openedSince(this.#db, candidate.id, slot))) continue;
      const done = await runStep(this.#db, this.#clock, async (step) => {
        const deal = await dealsRepository.lock(step.tx, candidate.id);
        if (!deal || deal.lifecycle !== 'funded' || deal.campaignType !== 'buy_n_hold') return false;
        if ((await repo.voteOpen(step.tx, deal.id)) || (await repo.openedSince(step.tx, deal.id, slot))) return false;
        const found = await dealsRepository.find(step.tx, deal.id);
        return (await this.#openIn(step, deal, found!.property.title, null)) !== undefined;
      });
      if (done) opened++;
    }
    return opened;
  }

  /** The deal's windows, newest first, and when the next scheduled one opens; only funded or exited deals have any (else 404). */
  async list(dealId: string): Promise<ExitWindowList> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || (found.deal.lifecycle !== 'funded' && found.deal.lifecycle !== 'exited'))
      throw new DomainError('not_found', msg('There is no deal at this address.'));
    const rows = await repo.windowsOf(this.#db, found.deal.id);
    return { items: rows.map(toWindow), next_opens_at: (await this.#nextOpening(found.deal))?.toISOString() ?? null };
  }

  /** A window with its book: orders anonymised, the caller's own marked. */
  async detail(actor: Actor | undefined, windowId: string): Promise<ExitWindowDetail> {
    const found = await repo.find(this.#db, windowId);
    if (!found) throw notFound();
    const book = await repo.book(this.#db, found.window.id);
    return {
      ...toWindow(found),
      book: book.map((order) => ({
        id: order.id,
        side: order.side,
        face_value: amountToJson(order.faceValue),
        limit_price_bps: order.limitPriceBps,
        status: order.status,
        filled_face_value: amountToJson(order.filledFaceValue),
        mine: actor !== undefined && order.backerId === actor.sub,
      })),
    };
  }

  /** Before an order's body is judged (interfaces.md, the order of checks): the window exists (404), then the backer's KYC (403). */
  async gateOrder(actor: Actor, windowId: string): Promise<void> {
    if (!(await repo.find(this.#db, windowId))) throw notFound();
    await requireVerifiedKyc(this.#db, actor.sub);
  }

  /**
   * A verified backer's order (after `gateOrder`). Checks in the documented order: KYC, the window open, the price
   * band, the minimum, then what it holds (a sell's face value, a buy's money) and the buyer's cap.
   * The window's row is share-locked (the close waits), and the buyer's wallet and the deal's
   * settlement account are locked first, so concurrent buys of one deal cannot pass the cap together.
   */
  async placeOrder(actor: Actor, windowId: string, input: OrderInput): Promise<Order> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const window = await repo.shareLock(tx, windowId);
      if (!window) throw notFound();
      const deal = (await dealsRepository.find(tx, window.dealId))!.deal;
      if (window.status !== 'open' || now >= window.closesAt) throw windowNotOpen();
      const limit = input.limit_price_bps;
      const band = priceBand(window.referencePriceBps, window.bandBps);
      if (limit < band.low || limit > band.high) {
        throw new DomainError('outside_price_band', msg('The limit price must lie within {band}% of the reference price {reference} per 100 of face value.'), {
          values: { band: per100(window.bandBps), reference: per100(window.referencePriceBps) },
        });
      }
      const faceValue = amountFromJson(input.face_value);
      const minimum = BigInt(MINIMUM_TRADE[deal.currency as keyof typeof MINIMUM_TRADE] ?? 0) * 100n;
      if (faceValue < minimum) {
        throw new DomainError('below_minimum_trade', msg('An order is at least {minimum} of face value.'), {
          values: { minimum: money(minimum, deal.currency) },
        });
      }
      const wallet = accountKeys.wallet(actor.sub, deal.currency);
      const orderId = randomUUID();
      let holdTransferId: string | null = null;
      if (input.side === 'sell') {
        await lockAccountsOf(tx, [wallet]);
        await this.#refuseSelfTrade(tx, window.id, actor.sub, 'sell');
        if (!(await lockUnits(tx, deal.id, actor.sub, faceValue))) {
          throw new DomainError('insufficient_units', msg('You do not hold that much face value of this deal beyond your other sell orders.'));
        }
      } else {
        await lockAccountsOf(tx, [wallet, settlementAccount(deal)]);
        await this.#refuseSelfTrade(tx, window.id, actor.sub, 'buy');
        try {
          const hold = await transfer(tx, {
            debit: wallet,
            credit: settlementAccount(deal),
            amount: priceOf(faceValue, limit),
            kind: 'trade_hold',
            reference: orderId,
            pending: true,
            at: now,
          });
          holdTransferId = hold.id;
        } catch (error) {
          if (error instanceof InsufficientFundsError)
            throw new DomainError('insufficient_funds', msg('Your wallet does not have enough available money for this order.'));
          throw error;
        }
        const held = (await faceValuesOf(tx, actor.sub)).get(deal.id) ?? 0n;
        const bidding = (await repo.openOrdersOf(tx, window.id, actor.sub))
          .filter((order) => order.side === 'buy')
          .reduce((sum, order) => sum + order.faceValue, 0n);
        if ((held + bidding + faceValue) * BigInt(PAR_BPS) > deal.raised * BigInt(this.#settings.holdingCapBps)) {
          throw new DomainError('above_holding_cap', msg('No backer may end above {cap}% of a deal, counting open buy orders.'), {
            values: { cap: per100(this.#settings.holdingCapBps) },
          });
        }
      }
      const order = await repo.insertOrder(tx, {
        id: orderId,
        windowId: window.id,
        dealId: deal.id,
        backerId: actor.sub,
        side: input.side,
        faceValue,
        limitPriceBps: limit,
        holdTransferId,
        placedAt: now,
      });
      return toOrder(order, deal.currency, null);
    });
  }

  /** Its backer cancels an open order until the close; the holds go back. Another's order is a 404. */
  async cancelOrder(actor: Actor, orderId: string): Promise<Order> {
    const found = await repo.findOrder(this.#db, orderId);
    if (!found || found.backerId !== actor.sub) throw new DomainError('not_found', msg('No such order.'));
    return runStep(this.#db, this.#clock, async (step) => {
      const window = (await repo.shareLock(step.tx, found.windowId))!;
      const deal = (await dealsRepository.find(step.tx, found.dealId))!.deal;
      // The accounts a release touches, first and in id order, as every placement takes them.
      if (found.side === 'buy') await lockAccountsOf(step.tx, [accountKeys.wallet(actor.sub, deal.currency), settlementAccount(deal)]);
      const order = (await repo.lockOrder(step.tx, found.id))!;
      if (window.status !== 'open' || step.now >= window.closesAt) throw windowNotOpen();
      if (order.status !== 'open') throw new DomainError('wrong_status', msg('This order is no longer open.'));
      await releaseOrders(step.tx, [order], 'cancelled', step.now);
      return toOrder({ ...order, status: 'cancelled', holdTransferId: null, resolvedAt: step.now }, deal.currency, null);
    });
  }

  async ordersOf(actor: Actor): Promise<PortfolioOrders> {
    const rows = await repo.ordersOfBacker(this.#db, actor.sub);
    return {
      items: rows.map((row) => ({
        ...toOrder(row.order, row.currency, row.clearingPriceBps),
        deal_title: row.title,
        window_closes_at: row.closesAt.toISOString(),
      })),
    };
  }

  /**
   * Closes a window whose close is due: computes the fills once (open → settling), settles each
   * unsettled one in its own transaction, then releases what stays open and marks it settled.
   * Safe to call again, from two instances at once, and after a crash at any point.
   */
  async close(windowId: string): Promise<void> {
    await runStep(this.#db, this.#clock, async (step) => {
      const window = await repo.startSettling(step.tx, windowId, step.now);
      if (!window) return;
      const orders = await repo.lockOpenOrders(step.tx, window.id);
      const clearing = clearAuction(
        orders.map((order) => ({
          id: order.id,
          side: order.side,
          faceValue: order.faceValue,
          limitPriceBps: order.limitPriceBps,
          placedAt: order.placedAt.getTime(),
        })),
        window.referencePriceBps,
      );
      if (clearing.priceBps !== null) await repo.insertFills(step.tx, window.id, priceFills(clearing.fills, clearing.priceBps, this.#settings.tradeFeeBps));
      await repo.setResult(step.tx, window.id, clearing.priceBps, clearing.volume);
    });
    const found = await repo.find(this.#db, windowId);
    if (!found || found.window.status !== 'settling') return;
    const deal = (await dealsRepository.find(this.#db, found.window.dealId))!;
    for (;;) {
      const fills = await repo.unsettledFills(this.#db, found.window.id, FILL_PAGE);
      if (fills.length === 0) break;
      for (const fill of fills) await runStep(this.#db, this.#clock, (step) => this.#settleFill(step, deal.deal, fill.windowId, fill.seq));
    }
    await runStep(this.#db, this.#clock, (step) => this.#finish(step, found.window.id, deal.deal, deal.property.title));
  }

  /** Closes every window whose close is due, and resumes those a crash left settling (the start-up sweep). */
  async closeDue(): Promise<number> {
    const due = await repo.dueForClose(this.#db, this.#clock.now());
    for (const id of due) await this.close(id);
    return due.length;
  }

  /** One fill: face value seller → buyer and money buyer → seller (less the fee) together, once. */
  async #settleFill(step: Step, deal: DealRow, windowId: string, seq: number): Promise<void> {
    const { tx, now } = step;
    const fill = await repo.claimFill(tx, windowId, seq, now);
    if (!fill) return;
    const orders = await repo.lockOrders(tx, [fill.buyOrderId, fill.sellOrderId]);
    const buyOrder = orders.find((order) => order.id === fill.buyOrderId)!;
    const sellOrder = orders.find((order) => order.id === fill.sellOrderId)!;
    const buyerWallet = accountKeys.wallet(buyOrder.backerId, deal.currency);
    const sellerWallet = accountKeys.wallet(sellOrder.backerId, deal.currency);
    // Every account the fill touches, locked first and in id order (the hold's void included).
    await lockAccountsOf(tx, [buyerWallet, sellerWallet, accountKeys.platformFees(deal.currency), settlementAccount(deal)]);
    const reference = `${windowId}:${seq}`;
    await tradeUnits(tx, deal.id, { sellerId: sellOrder.backerId, buyerId: buyOrder.backerId, faceValue: fill.faceValue, reference }, now);
    // The buy order's hold covers all its fills (each fill's money is the cumulative difference): void it, pay, hold the rest again.
    const voided = buyOrder.holdTransferId ? await voidPending(tx, buyOrder.holdTransferId, now) : undefined;
    if (!voided) throw new Error(`Exit fill ${reference} has no hold to pay from.`);
    const rest = voided.amount - fill.amount;
    const moves = [
      ...(fill.amount > 0n
        ? [{ debit: buyerWallet, credit: sellerWallet, amount: fill.amount, kind: 'trade' as const, reference, pending: false, at: now }]
        : []),
      ...(fill.fee > 0n
        ? [
            {
              debit: sellerWallet,
              credit: accountKeys.platformFees(deal.currency),
              amount: fill.fee,
              kind: 'trade_fee' as const,
              reference,
              pending: false,
              at: now,
            },
          ]
        : []),
      ...(rest > 0n
        ? [{ debit: buyerWallet, credit: settlementAccount(deal), amount: rest, kind: 'trade_hold' as const, reference: buyOrder.id, pending: true, at: now }]
        : []),
    ];
    const written = await transferMany(tx, moves);
    if (fill.fee > 0n) await step.emit({ type: 'fee.posted', currency: deal.currency, amount: fill.fee });
    const rehold = rest > 0n ? written[written.length - 1] : undefined;
    await repo.addFilled(tx, buyOrder.id, fill.faceValue, rehold?.id ?? null);
    await repo.addFilled(tx, fill.sellOrderId, fill.faceValue, undefined);
  }

  /** The close's last stage: what stays open is released with its final status, the window settled, everyone told. */
  async #finish(step: Step, windowId: string, deal: DealRow, title: string): Promise<void> {
    const window = await repo.finishSettling(step.tx, windowId, step.now);
    if (!window) return;
    const open = await repo.lockOpenOrders(step.tx, window.id);
    // The accounts the remaining holds' voids touch, locked first and in id order.
    const holding = [...new Set(open.filter((order) => order.holdTransferId !== null).map((order) => order.backerId))];
    if (holding.length > 0) await lockAccountsOf(step.tx, [...holding.map((backerId) => accountKeys.wallet(backerId, deal.currency)), settlementAccount(deal)]);
    const byStatus = { filled: [] as ExitOrderRow[], partly_filled: [] as ExitOrderRow[], unfilled: [] as ExitOrderRow[] };
    for (const order of open) byStatus[finalStatus(order)].push(order);
    for (const [status, orders] of Object.entries(byStatus) as [keyof typeof byStatus, ExitOrderRow[]][])
      await releaseOrders(step.tx, orders, status, step.now);
    const notices: NotificationEntry[] = open.map((order) => ({
      userId: order.backerId,
      ...closeNotice(order, window, deal.currency, title),
      createdAt: step.now,
    }));
    if (notices.length > 0) await step.emit({ type: 'notices.due', notices });
  }

  /** Opens a window now on the deal (its row locked by the caller), unless one is open; schedules its close and tells the holders. */
  async #openIn(step: Step, deal: DealRow, title: string, openedBy: string | null): Promise<ExitWindowRow | undefined> {
    const reference = (await valuationsRepository.latestPrices(step.tx, [deal.id])).get(deal.id) ?? PAR_BPS;
    const window = await repo.insertWindow(step.tx, {
      dealId: deal.id,
      opensAt: step.now,
      closesAt: new Date(step.now.getTime() + this.#settings.windowDurationMs),
      referencePriceBps: reference,
      bandBps: this.#settings.priceBandBps,
      openedBy,
      createdAt: step.now,
    });
    if (!window) return undefined;
    await this.#jobs.schedule(CLOSE_JOB, window.id, window.closesAt, undefined, { db: step.tx });
    const holders = await holdersOf(step.tx, deal.id);
    for (const holder of holders) {
      await step.emit(
        noticeTo(step, holder.holderId, {
          title: msg('Exit window open'),
          message: msg('An exit window is open on {deal} until {closes}: you may place sell or buy orders.'),
          values: { deal: title, closes: window.closesAt.toISOString().slice(0, 10) },
        }),
      );
    }
    return window;
  }

  /** A backer does not trade with itself: one side per window. */
  async #refuseSelfTrade(tx: Db, windowId: string, backerId: string, side: 'buy' | 'sell'): Promise<void> {
    const open = await repo.openOrdersOf(tx, windowId, backerId);
    if (open.some((order) => order.side !== side)) {
      throw new DomainError('conflict', msg('You have an open order on the other side in this window: cancel it first.'));
    }
  }

  /** The latest scheduled slot at or before `now` (funding + LOCK_IN + k × EXIT_WINDOW_EVERY), or null within the lock-in. */
  #slotAtOrBefore(fundedAt: Date, now: Date): Date | null {
    const first = fundedAt.getTime() + this.#settings.lockInMs;
    if (now.getTime() < first) return null;
    const k = Math.floor((now.getTime() - first) / this.#settings.windowEveryMs);
    return new Date(first + k * this.#settings.windowEveryMs);
  }

  /** When the next scheduled window opens: null for Fix 'N' Flip, an exited deal, or while a vote is open. */
  async #nextOpening(deal: DealRow): Promise<Date | null> {
    if (deal.campaignType !== 'buy_n_hold' || deal.lifecycle !== 'funded' || !deal.closedAt) return null;
    if (await repo.voteOpen(this.#db, deal.id)) return null;
    const now = this.#clock.now();
    const due = this.#slotAtOrBefore(deal.closedAt, now);
    if (!due) return new Date(deal.closedAt.getTime() + this.#settings.lockInMs);
    const served = await repo.openedSince(this.#db, deal.id, due);
    const active = await repo.activeOf(this.#db, deal.id);
    return served || active ? new Date(due.getTime() + this.#settings.windowEveryMs) : due;
  }
}

function finalStatus(order: ExitOrderRow): 'filled' | 'partly_filled' | 'unfilled' {
  if (order.filledFaceValue === order.faceValue) return 'filled';
  return order.filledFaceValue > 0n ? 'partly_filled' : 'unfilled';
}

function closeNotice(order: ExitOrderRow, window: ExitWindowRow, currency: string, title: string): Omit<NotificationEntry, 'userId' | 'createdAt'> {
  const price = window.clearingPriceBps === null ? '' : per100(window.clearingPriceBps);
  const values = { deal: title, filled: money(order.filledFaceValue, currency), face: money(order.faceValue, currency), price };
  const status = finalStatus(order);
  if (status === 'filled') {
    return { title: msg('Order filled'), message: msg('Your order on {deal} was filled: {filled} of face value at {price} per 100.'), values };
  }
  if (status === 'partly_filled') {
    return {
      title: msg('Order partly filled'),
      message: msg('Your order on {deal} was partly filled: {filled} of {face} at {price} per 100; the rest was released.'),
      values,
    };
  }
  return { title: msg('Order not filled'), message: msg('Your order on {deal} was not filled at the close; what it held was released.'), values };
}

function toWindow({ window, currency, orders }: WindowWithCounts): ExitWindow {
  return {
    id: window.id,
    deal_id: window.dealId,
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
    // A window closing shows as open (its closes_at already past) until settled.
    status: window.status === 'settling' ? 'open' : window.status,
    reference_price_bps: window.referencePriceBps,
    band_bps: window.bandBps,
    clearing_price_bps: window.status === 'settled' ? window.clearingPriceBps : null,
    volume: window.status === 'settled' ? amountToJson(window.volume ?? 0n) : 0,
    orders,
    currency,
  };
}

function toOrder(order: ExitOrderRow, currency: string, clearingPriceBps: number | null): Order {
  return {
    id: order.id,
    window_id: order.windowId,
    deal_id: order.dealId,
    side: order.side,
    face_value: amountToJson(order.faceValue),
    limit_price_bps: order.limitPriceBps,
    status: order.status,
    filled_face_value: amountToJson(order.filledFaceValue),
    price_bps: order.filledFaceValue > 0n && order.status !== 'open' ? clearingPriceBps : null,
    currency,
    placed_at: order.placedAt.toISOString(),
  };
}
