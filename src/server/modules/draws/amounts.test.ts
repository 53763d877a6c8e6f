import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawAmounts } from './amounts.ts';

/*
 * Each draw's amount of the escrowed total (after-funding.md §4): floor(share × total) for every
 * milestone but the last, which takes the remainder; the draws sum to the total, to the paisa.
 */

describe('drawAmounts', () => {
  it('gives one milestone the whole total', () => {
    expect(drawAmounts(98_500_000n, [10_000])).toEqual([98_500_000n]);
  });

  it('floors every share but the last, which takes the remainder', () => {
    expect(drawAmounts(98_500_000n, [3333, 3333, 3334])).toEqual([32_830_050n, 32_830_050n, 32_839_900n]);
    // ₹1.01 in three: 33 paise, 33 paise, and 35 for the last.
    expect(drawAmounts(101n, [3333, 3333, 3334])).toEqual([33n, 33n, 35n]);
    expect(drawAmounts(1n, [5000, 5000])).toEqual([0n, 1n]);
    expect(drawAmounts(0n, [2500, 7500])).toEqual([0n, 0n]);
  });

  it('stays exact beyond 2^53 minor units', () => {
    const total = 2n ** 60n + 7n;
    const amounts = drawAmounts(total, [1, 9999]);
    expect(amounts[0]).toBe((total * 1n) / 10_000n);
    expect(amounts[0]! + amounts[1]!).toBe(total);
  });

  it('refuses an empty schedule and a negative total', () => {
    expect(() => drawAmounts(100n, [])).toThrow(RangeError);
    expect(() => drawAmounts(-1n, [10_000])).toThrow(RangeError);
  });

  it('always sums to the escrowed total, each draw but the last within a paisa of its exact share and never negative (fast-check)', () => {
    const schedules = fc
      .array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 })
      .map((weights) => {
        // Shares of 10000 in whole basis points, each at least 1: the rule the deal terms enforce.
        const shares = weights.map((weight) => Math.max(1, Math.floor((weight * 10_000) / weights.reduce((a, b) => a + b, 0))));
        shares[shares.length - 1]! += 10_000 - shares.reduce((a, b) => a + b, 0);
        return shares;
      })
      .filter((shares) => shares.every((share) => share >= 1));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), schedules, (total, shares) => {
        const amounts = drawAmounts(total, shares);
        expect(amounts).toHaveLength(shares.length);
        expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(total);
        for (const [index, amount] of amounts.entries()) {
          expect(amount >= 0n).toBe(true);
          if (index < amounts.length - 1) {
            // floor: at most the exact share, and less than a paisa below it.
            expect(amount * 10_000n <= total * BigInt(shares[index]!)).toBe(true);
            expect((amount + 1n) * 10_000n > total * BigInt(shares[index]!)).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
