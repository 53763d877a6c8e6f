/*
 * The close of an exit window (after-funding.md §5): a call auction, as stock exchanges open and
 * close. A pure function of the window's open orders, in bigint face value (the deal's minor
 * units) and prices in basis points of face value (10,000 = par): it reads no clock and orders
 * everything it returns, so a repeated close computes the same fills. O(n log n): one sort per
 * side, one sweep of the candidate prices.
 */

export type OrderSide = 'buy' | 'sell';

export interface AuctionOrder {
  id: string;
  side: OrderSide;
  faceValue: bigint;
  /** A buy's highest price, a sell's lowest, per 10,000 of face value. */
  limitPriceBps: number;
  /** When it was placed: of two orders at one price, the earlier fills first. */
  placedAt: number;
}

/** Face value passing from one sell order to one buy order at the clearing price. */
export interface Fill {
  buyOrderId: string;
  sellOrderId: string;
  faceValue: bigint;
}

export interface Clearing {
  /** Null when no price trades anything (no orders, one side empty, or every bid below every offer). */
  priceBps: number | null;
  /** Face value traded. */
  volume: bigint;
  /** Face value filled per order id (0 for those left unfilled); every order of the input is here. */
  filled: Map<string, bigint>;
  /** In the order they settle: the buys by priority, each taking from the sells by priority. */
  fills: Fill[];
}

/** Higher limit first for buys, lower first for sells; then earlier; then the id, so the order is total. */
function byPriority(a: AuctionOrder, b: AuctionOrder): number {
  if (a.limitPriceBps !== b.limitPriceBps) return a.side === 'buy' ? b.limitPriceBps - a.limitPriceBps : a.limitPriceBps - b.limitPriceBps;
  if (a.placedAt !== b.placedAt) return a.placedAt - b.placedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * The clearing price is the orders' limit price that trades the most face value; among equals, the
 * one that leaves the least unmatched (|bid − offered| at that price), then the one nearest the
 * reference (the latest valuation), then the lower. Every buy at or above it and every sell at or
 * below it trade at it; the side with more is filled by price, then time, the last order partly.
 */
export function clearAuction(orders: readonly AuctionOrder[], referencePriceBps: number): Clearing {
  const buys = orders.filter((order) => order.side === 'buy').sort(byPriority);
  const sells = orders.filter((order) => order.side === 'sell').sort(byPriority);
  const filled = new Map<string, bigint>(orders.map((order) => [order.id, 0n]));

  // Sweep the candidate prices upwards: what is offered at p grows (sells with limit ≤ p), what is
  // bid at p shrinks (buys with limit ≥ p). `buys` runs from the highest limit, so it is read backwards.
  const prices = [...new Set(orders.map((order) => order.limitPriceBps))].sort((a, b) => a - b);
  let bidTotal = buys.reduce((sum, order) => sum + order.faceValue, 0n);
  let offered = 0n;
  let nextSell = 0;
  let nextBuy = buys.length - 1;
  let best: { price: number; volume: bigint; unmatched: bigint } | null = null;
  for (const price of prices) {
    while (nextSell < sells.length && sells[nextSell]!.limitPriceBps <= price) offered += sells[nextSell++]!.faceValue;
    while (nextBuy >= 0 && buys[nextBuy]!.limitPriceBps < price) bidTotal -= buys[nextBuy--]!.faceValue;
    const volume = bidTotal < offered ? bidTotal : offered;
    if (volume === 0n) continue;
    const unmatched = abs(bidTotal - offered);
    if (best === null || better({ price, volume, unmatched }, best, referencePriceBps)) best = { price, volume, unmatched };
  }
  if (best === null) return { priceBps: null, volume: 0n, filled, fills: [] };

  const price = best.price;
  const fills: Fill[] = [];
  let sellIndex = 0;
  let sellLeft = 0n;
  let buyLeftTotal = best.volume;
  for (const buy of buys) {
    if (buy.limitPriceBps < price || buyLeftTotal === 0n) break;
    let want = buy.faceValue < buyLeftTotal ? buy.faceValue : buyLeftTotal;
    buyLeftTotal -= want;
    filled.set(buy.id, want);
    while (want > 0n) {
      if (sellLeft === 0n) sellLeft = sells[sellIndex]!.faceValue;
      const sell = sells[sellIndex]!;
      const take = want < sellLeft ? want : sellLeft;
      fills.push({ buyOrderId: buy.id, sellOrderId: sell.id, faceValue: take });
      filled.set(sell.id, filled.get(sell.id)! + take);
      want -= take;
      sellLeft -= take;
      if (sellLeft === 0n) sellIndex++;
    }
  }
  return { priceBps: price, volume: best.volume, filled, fills };
}

function better(
  candidate: { price: number; volume: bigint; unmatched: bigint },
  best: { price: number; volume: bigint; unmatched: bigint },
  reference: number,
): boolean {
  if (candidate.volume !== best.volume) return candidate.volume > best.volume;
  if (candidate.unmatched !== best.unmatched) return candidate.unmatched < best.unmatched;
  const distance = Math.abs(candidate.price - reference);
  const bestDistance = Math.abs(best.price - reference);
  if (distance !== bestDistance) return distance < bestDistance;
  return candidate.price < best.price;
}
