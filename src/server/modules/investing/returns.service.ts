import type { Returns } from '../../../shared/contracts/holdings.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../policies.ts';
import { distributionsRepository } from '../distributions/index.ts';
import { tradeFlowsOf } from '../exits/index.ts';
import { type CashFlow, equityMultipleBps, faceValuesOf, valuationsRepository, xirrBps } from '../holdings/index.ts';
import { portfolioRepository } from './portfolio.repository.ts';

/** One holding's money in, money out and value, with the flows its rates are computed from. */
interface Ledgered {
  dealId?: string;
  dealName?: string;
  currency: Currency;
  invested: bigint;
  faceValue: bigint;
  value: bigint;
  gross: bigint;
  tds: bigint;
  net: bigint;
  /** Before tax: what was paid in (−), the gross payouts (+). */
  grossFlows: CashFlow[];
  /** After tax: what was paid in (−), what reached the wallet (+). */
  netFlows: CashFlow[];
  /** Sold and paid out (the deal exited): its figures are final, with no value left to count. */
  realised: boolean;
}

/**
 * A backer's returns (after-funding.md §3; interfaces.md "Returns"): per holding and per currency,
 * invested, face value, value at the latest valuation (par without one), income received gross,
 * tax withheld and net, the equity multiple, and the XIRR before and after tax with today's value
 * as the last flow ("not enough history", null, under 90 days). A holding of an exited deal stays,
 * realised: its units were redeemed (face value and value 0), what was paid for them still
 * invested, the sale's final distribution among the income, and its XIRR final (no value flow).
 */
export class ReturnsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /**
   * Five queries whatever the number of holdings, in two rounds (at once on PostgreSQL): face
   * values, money paid in and income received; then the held deals' prices and names.
   */
  async portfolio(actor: Actor): Promise<{ holdings: Returns[]; totals: Returns[] }> {
    const now = this.#clock.now();
    const [held, paidIn, income, trades] = await Promise.all([
      faceValuesOf(this.#db, actor.sub),
      portfolioRepository.fundedCommitments(this.#db, actor.sub),
      distributionsRepository.incomeFlowsOf(this.#db, actor.sub),
      tradeFlowsOf(this.#db, actor.sub),
    ]);
    // The deals held now, and those paid into: an exited deal's holding was redeemed but stays, realised.
    const dealIds = [...new Set([...held.keys(), ...paidIn.map((commitment) => commitment.dealId)])];
    const [prices, names] = await Promise.all([valuationsRepository.latestPrices(this.#db, dealIds), portfolioRepository.dealNames(this.#db, dealIds)]);
    const holdings = new Map<string, Ledgered>();
    for (const dealId of dealIds) {
      const { title, currency, exited } = names.get(dealId)!;
      const faceValue = held.get(dealId) ?? 0n;
      if (faceValue === 0n && !exited) continue;
      const value = (faceValue * BigInt(prices.get(dealId) ?? 10_000)) / 10_000n;
      holdings.set(dealId, {
        dealId,
        dealName: title,
        currency,
        invested: 0n,
        faceValue,
        value,
        gross: 0n,
        tds: 0n,
        net: 0n,
        grossFlows: [],
        netFlows: [],
        realised: exited,
      });
    }
    // Invested: what was paid for the face value held, in time order: commitments and buys add what
    // they cost; a sale takes out its share of the cost (the average cost of the face value sold).
    const moves = [
      ...paidIn.map((commitment) => ({
        dealId: commitment.dealId,
        at: commitment.at,
        side: 'buy' as const,
        faceValue: commitment.amount,
        amount: commitment.amount,
      })),
      ...trades,
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const heldSoFar = new Map<string, bigint>();
    for (const move of moves) {
      const holding = holdings.get(move.dealId);
      if (!holding) continue;
      const before = heldSoFar.get(move.dealId) ?? 0n;
      if (move.side === 'buy') {
        holding.invested += move.amount;
        heldSoFar.set(move.dealId, before + move.faceValue);
      } else {
        if (before > 0n) holding.invested -= (holding.invested * move.faceValue) / before;
        heldSoFar.set(move.dealId, before - move.faceValue);
      }
      // A buy's payment goes out, a sale's net receipt comes in, before tax and after alike.
      const flow = { at: move.at, amount: move.side === 'buy' ? -move.amount : move.amount };
      holding.grossFlows.push(flow);
      holding.netFlows.push(flow);
    }
    for (const flow of income) {
      const holding = holdings.get(flow.dealId);
      if (!holding) continue;
      holding.gross += flow.gross;
      holding.tds += flow.tds;
      holding.net += flow.net;
      holding.grossFlows.push({ at: flow.at, amount: flow.gross });
      holding.netFlows.push({ at: flow.at, amount: flow.net });
    }
    const totals = new Map<Currency, Ledgered>();
    for (const holding of holdings.values()) {
      const total = totals.get(holding.currency) ?? {
        currency: holding.currency,
        invested: 0n,
        faceValue: 0n,
        value: 0n,
        gross: 0n,
        tds: 0n,
        net: 0n,
        grossFlows: [],
        netFlows: [],
        realised: true,
      };
      total.realised &&= holding.realised;
      total.invested += holding.invested;
      total.faceValue += holding.faceValue;
      total.value += holding.value;
      total.gross += holding.gross;
      total.tds += holding.tds;
      total.net += holding.net;
      total.grossFlows.push(...holding.grossFlows);
      total.netFlows.push(...holding.netFlows);
      totals.set(holding.currency, total);
    }
    return {
      holdings: [...holdings.values()].map((holding) => toReturns(holding, now)),
      totals: [...totals.values()].map((total) => toReturns(total, now)),
    };
  }
}

function toReturns(holding: Ledgered, now: Date): Returns {
  // What is still held counts at today's value; a realised holding has none to count.
  const today = holding.realised ? [] : [{ at: now, amount: holding.value }];
  return {
    ...(holding.dealId === undefined ? {} : { deal_id: holding.dealId, deal_name: holding.dealName! }),
    currency: holding.currency,
    invested: amountToJson(holding.invested),
    face_value: amountToJson(holding.faceValue),
    value: amountToJson(holding.value),
    received_gross: amountToJson(holding.gross),
    received_tds: amountToJson(holding.tds),
    received_net: amountToJson(holding.net),
    equity_multiple_bps: equityMultipleBps(holding.invested, holding.net, holding.value),
    xirr_bps: xirrBps([...holding.grossFlows, ...today]),
    xirr_net_bps: xirrBps([...holding.netFlows, ...today]),
    realised: holding.realised,
  };
}
