import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOf } from '../../../shared/exit-rules.ts';
import { clearAuction, type AuctionOrder } from './clearing.ts';
import { priceFills, tradeFee } from './settlement.ts';

/*
 * The money of a close's fills, over random books: each buy order pays exactly the price of what
 * it got (so never more than its hold at its limit), every fill's fee is the half-up share of its
 * money, and the numbering follows the clearing's order.
 */

const order = fc.record({
  side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
  faceValue: fc.bigInt({ min: 1n, max: 10_000_000n }),
  limitPriceBps: fc.integer({ min: 9_000, max: 11_000 }),
  placedAt: fc.integer({ min: 0, max: 50 }),
});
const book = fc.array(order, { maxLength: 40 }).map((orders): AuctionOrder[] => orders.map((o, index) => ({ ...o, id: `o${String(index).padStart(3, '0')}` })));

describe('priceFills', () => {
  it('charges each buy order exactly priceOf(filled, P), within its hold, with half-up fees and no negative amounts', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 9_000, max: 11_000 }), fc.integer({ min: 0, max: 10_000 }), (orders, reference, feeBps) => {
        const clearing = clearAuction(orders, reference);
        if (clearing.priceBps === null) return;
        const priced = priceFills(clearing.fills, clearing.priceBps, feeBps);
        expect(priced.map((fill) => fill.seq)).toEqual(priced.map((_, index) => index));
        const paid = new Map<string, bigint>();
        for (const fill of priced) {
          expect(fill.amount).toBeGreaterThanOrEqual(0n);
          expect(fill.fee).toBe(tradeFee(fill.amount, feeBps));
          expect(fill.fee).toBeLessThanOrEqual(fill.amount);
          paid.set(fill.buyOrderId, (paid.get(fill.buyOrderId) ?? 0n) + fill.amount);
        }
        for (const buy of orders.filter((o) => o.side === 'buy')) {
          const filled = clearing.filled.get(buy.id)!;
          expect(paid.get(buy.id) ?? 0n).toBe(priceOf(filled, clearing.priceBps));
          expect(paid.get(buy.id) ?? 0n).toBeLessThanOrEqual(priceOf(buy.faceValue, buy.limitPriceBps));
        }
      }),
    );
  });

  it('rounds the fee half up', () => {
    expect(tradeFee(50n, 100)).toBe(1n);
    expect(tradeFee(49n, 100)).toBe(0n);
    expect(tradeFee(150n, 100)).toBe(2n);
    expect(tradeFee(12_345n, 0)).toBe(0n);
  });

  it('splits a buy order’s money over its fills by the cumulative price, so the parts add up', () => {
    const fills = [
      { buyOrderId: 'b', sellOrderId: 's1', faceValue: 1n },
      { buyOrderId: 'b', sellOrderId: 's2', faceValue: 1n },
      { buyOrderId: 'b', sellOrderId: 's3', faceValue: 1n },
    ];
    // 1 at 15,000 bps is 1.5, half up 2; 2 is 3; 3 is 4.5 → 5: the parts 2, 1, 2 add up to 5.
    expect(priceFills(fills, 15_000, 0).map((fill) => fill.amount)).toEqual([2n, 1n, 2n]);
  });
});
