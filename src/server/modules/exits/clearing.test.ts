import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOf } from '../../../shared/exit-rules.ts';
import { clearAuction, type AuctionOrder } from './clearing.ts';

const buy = (id: string, faceValue: number, limitPriceBps: number, placedAt = 0): AuctionOrder => ({
  id,
  side: 'buy',
  faceValue: BigInt(faceValue),
  limitPriceBps,
  placedAt,
});
const sell = (id: string, faceValue: number, limitPriceBps: number, placedAt = 0): AuctionOrder => ({
  id,
  side: 'sell',
  faceValue: BigInt(faceValue),
  limitPriceBps,
  placedAt,
});

/** Face value bid and offered at `price`, and what trades there. */
function bookAt(orders: readonly AuctionOrder[], price: number) {
  const bid = orders.filter((o) => o.side === 'buy' && o.limitPriceBps >= price).reduce((s, o) => s + o.faceValue, 0n);
  const offered = orders.filter((o) => o.side === 'sell' && o.limitPriceBps <= price).reduce((s, o) => s + o.faceValue, 0n);
  return { bid, offered, volume: bid < offered ? bid : offered };
}

/** The spec's rule read literally, over every candidate price: the reference the sweep must agree with. */
function naivePrice(orders: readonly AuctionOrder[], reference: number): number | null {
  const candidates = [...new Set(orders.map((o) => o.limitPriceBps))].map((price) => {
    const { bid, offered, volume } = bookAt(orders, price);
    return { price, volume, unmatched: bid > offered ? bid - offered : offered - bid, distance: Math.abs(price - reference) };
  });
  const trading = candidates.filter((c) => c.volume > 0n);
  trading.sort((a, b) =>
    a.volume !== b.volume
      ? a.volume > b.volume
        ? -1
        : 1
      : a.unmatched !== b.unmatched
        ? a.unmatched < b.unmatched
          ? -1
          : 1
        : a.distance !== b.distance
          ? a.distance - b.distance
          : a.price - b.price,
  );
  return trading[0]?.price ?? null;
}

describe('clearAuction', () => {
  it('trades at the price of the most volume, filling the larger side by price then time, the last order partly', () => {
    const orders = [
      sell('s1', 40_000, 9_800, 1),
      sell('s2', 30_000, 10_000, 2),
      sell('s3', 50_000, 10_400, 3),
      buy('b1', 20_000, 10_500, 4),
      buy('b2', 30_000, 10_000, 5),
      buy('b3', 40_000, 10_000, 6),
      buy('b4', 10_000, 9_500, 7),
    ];
    // At 100.00: bid 90,000 (b1, b2, b3), offered 70,000 (s1, s2): 70,000 trades, the most of any price.
    const result = clearAuction(orders, 10_000);
    expect(result.priceBps).toBe(10_000);
    expect(result.volume).toBe(70_000n);
    expect(Object.fromEntries(result.filled)).toEqual({ s1: 40_000n, s2: 30_000n, s3: 0n, b1: 20_000n, b2: 30_000n, b3: 20_000n, b4: 0n });
    expect(result.fills).toEqual([
      { buyOrderId: 'b1', sellOrderId: 's1', faceValue: 20_000n },
      { buyOrderId: 'b2', sellOrderId: 's1', faceValue: 20_000n },
      { buyOrderId: 'b2', sellOrderId: 's2', faceValue: 10_000n },
      { buyOrderId: 'b3', sellOrderId: 's2', faceValue: 20_000n },
    ]);
  });

  it('breaks ties by the least left unmatched, then the price nearest the valuation, then the lower', () => {
    // 10,000 trades at 99 and at 101; at 99 bid 10,000 and offered 10,000 (none unmatched), at 101 bid 10,000, offered 30,000.
    expect(clearAuction([buy('b', 10_000, 10_100), sell('s1', 10_000, 9_900), sell('s2', 20_000, 10_100)], 10_100).priceBps).toBe(9_900);
    // One buy at 102 and one sell at 98 of the same size: both prices trade it equally; the nearer to 101 wins.
    expect(clearAuction([buy('b', 10_000, 10_200), sell('s', 10_000, 9_800)], 10_100).priceBps).toBe(10_200);
    // Equally near 100 (98 and 102): the lower.
    expect(clearAuction([buy('b', 10_000, 10_200), sell('s', 10_000, 9_800)], 10_000).priceBps).toBe(9_800);
  });

  it('trades nothing when every bid is below every offer, or a side is empty', () => {
    for (const orders of [[], [buy('b', 10_000, 10_000)], [sell('s', 10_000, 10_000)], [buy('b', 10_000, 9_900), sell('s', 10_000, 10_000)]]) {
      const result = clearAuction(orders, 10_000);
      expect(result).toMatchObject({ priceBps: null, volume: 0n, fills: [] });
      expect([...result.filled.values()].every((value) => value === 0n)).toBe(true);
    }
  });

  it('fills orders at one price by time, then by id', () => {
    const result = clearAuction([sell('s', 15_000, 10_000), buy('late', 10_000, 10_000, 2), buy('b', 10_000, 10_000, 1), buy('a', 10_000, 10_000, 1)], 10_000);
    expect(Object.fromEntries(result.filled)).toMatchObject({ a: 10_000n, b: 5_000n, late: 0n });
  });

  const orders = fc
    .array(
      fc.record({
        side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        faceValue: fc.bigInt({ min: 1n, max: 5_000_000n }),
        limitPriceBps: fc.integer({ min: 9_000, max: 11_000 }),
        placedAt: fc.integer({ min: 0, max: 50 }),
      }),
      { maxLength: 60 },
    )
    .map((list) => list.map((order, index) => ({ ...order, id: `o${String(index).padStart(3, '0')}` })));

  it('fast-check: no fill outside a limit, no more face value than offered or bid, both sides equal to the volume, no price trading more', () => {
    fc.assert(
      fc.property(orders, fc.integer({ min: 9_000, max: 11_000 }), (book, reference) => {
        const result = clearAuction(book, reference);
        expect(result.priceBps).toBe(naivePrice(book, reference));
        const byId = new Map(book.map((order) => [order.id, order]));
        let bought = 0n;
        let sold = 0n;
        for (const [id, amount] of result.filled) {
          const order = byId.get(id)!;
          expect(amount >= 0n && amount <= order.faceValue).toBe(true);
          if (amount === 0n) continue;
          if (order.side === 'buy') {
            expect(order.limitPriceBps).toBeGreaterThanOrEqual(result.priceBps!);
            bought += amount;
          } else {
            expect(order.limitPriceBps).toBeLessThanOrEqual(result.priceBps!);
            sold += amount;
          }
        }
        expect([bought, sold]).toEqual([result.volume, result.volume]);
        // The fills add up to each order's filled face value, each between a buy and a sell.
        const fromFills = new Map<string, bigint>();
        for (const fill of result.fills) {
          expect(fill.faceValue > 0n).toBe(true);
          expect([byId.get(fill.buyOrderId)!.side, byId.get(fill.sellOrderId)!.side]).toEqual(['buy', 'sell']);
          for (const id of [fill.buyOrderId, fill.sellOrderId]) fromFills.set(id, (fromFills.get(id) ?? 0n) + fill.faceValue);
        }
        for (const [id, amount] of result.filled) expect(fromFills.get(id) ?? 0n).toBe(amount);
        // No other limit price trades more.
        for (const order of book) expect(bookAt(book, order.limitPriceBps).volume <= result.volume).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('fast-check: on the larger side, orders fill by priority: all of the better ones, at most one partly', () => {
    fc.assert(
      fc.property(orders, fc.integer({ min: 9_000, max: 11_000 }), (book, reference) => {
        const result = clearAuction(book, reference);
        if (result.priceBps === null) return;
        for (const side of ['buy', 'sell'] as const) {
          const eligible = book
            .filter((o) => o.side === side && (side === 'buy' ? o.limitPriceBps >= result.priceBps! : o.limitPriceBps <= result.priceBps!))
            .sort((a, b) =>
              a.limitPriceBps !== b.limitPriceBps
                ? side === 'buy'
                  ? b.limitPriceBps - a.limitPriceBps
                  : a.limitPriceBps - b.limitPriceBps
                : a.placedAt - b.placedAt || (a.id < b.id ? -1 : 1),
            );
          const states = eligible.map((o) => (result.filled.get(o.id) === o.faceValue ? 'full' : result.filled.get(o.id) === 0n ? 'none' : 'part'));
          // full…full, then at most one part, then none…none.
          expect(states.join(' ')).toMatch(/^(full ?)*(part ?)?(none ?)*$/);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('priceOf', () => {
  it('is the face value at the price in whole minor units, half up', () => {
    expect(priceOf(100_000n, 10_000)).toBe(100_000n);
    expect(priceOf(100_000n, 10_450)).toBe(104_500n);
    expect(priceOf(1n, 15_000)).toBe(2n); // 1.5 → 2
    expect(priceOf(1n, 14_999)).toBe(1n);
    expect(priceOf(3n, 9_999)).toBe(3n); // 2.9997 → 3
  });

  it('fast-check: never more at a lower price or for less face value (a buy hold at its limit covers every fill)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (face, less, limit, lower) => {
          const smaller = face - (less % face);
          const price = Math.min(lower, limit);
          expect(priceOf(smaller, price) <= priceOf(face, limit)).toBe(true);
        },
      ),
    );
  });
});
