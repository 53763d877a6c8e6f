import type { Returns } from '../../../shared/contracts/holdings.ts';
import type { Currency } from '../../../shared/contracts/money.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../policies.ts';
import { commitmentsRepository } from '../commitments/index.ts';
import { dealsRepository } from '../deals/index.ts';
import { distributionsRepository } from '../distributions/index.ts';
import { type CashFlow, equityMultipleBps, faceValuesOf, valuationsRepository, xirrBps } from '../holdings/index.ts';

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
}

/**
 * A backer's returns (after-funding.md §3; interfaces.md "Returns"): per holding and per currency,
 * invested, face value, value at the latest valuation (par without one), income received gross,
 * tax withheld and net, the equity multiple, and the XIRR before and after tax with today's value
 * as the last flow ("not enough history", null, under 90 days).
 */
export class ReturnsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async portfolio(actor: Actor): Promise<{ holdings: Returns[]; totals: Returns[] }> {
    const now = this.#clock.now();
    const held = await faceValuesOf(this.#db, actor.sub);
    const dealIds = [...held.keys()];
    const prices = await valuationsRepository.latestPrices(this.#db, dealIds);
    const commitments = (await commitmentsRepository.ofBacker(this.#db, actor.sub)).filter((row) => row.status === 'funded' && held.has(row.dealId));
    const payouts = await distributionsRepository.payoutsOf(this.#db, actor.sub, {});
    const holdings: Ledgered[] = [];
    for (const dealId of dealIds) {
      const found = (await dealsRepository.find(this.#db, dealId))!;
      const faceValue = held.get(dealId)!;
      const mine = commitments.filter((row) => row.dealId === dealId);
      const paid = payouts.filter((row) => row.dealId === dealId);
      const paidIn = mine.map((row) => ({ at: row.createdAt, amount: -row.amount }));
      holdings.push({
        dealId,
        dealName: found.property.title,
        currency: found.deal.currency,
        invested: mine.reduce((sum, row) => sum + row.amount, 0n),
        faceValue,
        value: (faceValue * BigInt(prices.get(dealId) ?? 10_000)) / 10_000n,
        gross: paid.reduce((sum, row) => sum + row.gross, 0n),
        tds: paid.reduce((sum, row) => sum + row.tds, 0n),
        net: paid.reduce((sum, row) => sum + row.net, 0n),
        grossFlows: [...paidIn, ...paid.map((row) => ({ at: row.paidAt, amount: row.gross }))],
        netFlows: [...paidIn, ...paid.map((row) => ({ at: row.paidAt, amount: row.net }))],
      });
    }
    const totals = new Map<Currency, Ledgered>();
    for (const holding of holdings) {
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
      };
      totals.set(holding.currency, {
        ...total,
        invested: total.invested + holding.invested,
        faceValue: total.faceValue + holding.faceValue,
        value: total.value + holding.value,
        gross: total.gross + holding.gross,
        tds: total.tds + holding.tds,
        net: total.net + holding.net,
        grossFlows: [...total.grossFlows, ...holding.grossFlows],
        netFlows: [...total.netFlows, ...holding.netFlows],
      });
    }
    return { holdings: holdings.map((holding) => toReturns(holding, now)), totals: [...totals.values()].map((total) => toReturns(total, now)) };
  }
}

function toReturns(holding: Ledgered, now: Date): Returns {
  const today = { at: now, amount: holding.value };
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
    xirr_bps: xirrBps([...holding.grossFlows, today]),
    xirr_net_bps: xirrBps([...holding.netFlows, today]),
    realised: false,
  };
}
