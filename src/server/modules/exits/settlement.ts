import { priceOf } from '../../../shared/exit-rules.ts';
import type { Fill } from './clearing.ts';

/*
 * What each fill of a close moves in money (after-funding.md §5), pure: the buyer pays along its
 * order, each fill the difference of the cumulative price (priceOf(filled after) − priceOf(filled
 * before)), so a buy order pays exactly priceOf(all it got, P), which its hold at its limit
 * (priceOf(face value, limit) with P ≤ limit) always covers, and rounding never adds up over fills.
 * The seller pays TRADE_FEE_BPS of each fill's money, half up.
 */

export interface PricedFill extends Fill {
  /** Its place in the settlement order, from 0. */
  seq: number;
  /** What the buyer pays the seller for it, in minor units. */
  amount: bigint;
  /** The seller's trading fee on it, in minor units (at most `amount`). */
  fee: bigint;
}

/** The trading fee on `amount` at `feeBps` (100 = 1%), half up. */
export function tradeFee(amount: bigint, feeBps: number): bigint {
  return (amount * BigInt(feeBps) * 2n + 10_000n) / 20_000n;
}

/** The clearing's fills with their money at `priceBps`, in the order given (the settlement's). */
export function priceFills(fills: readonly Fill[], priceBps: number, feeBps: number): PricedFill[] {
  const boughtSoFar = new Map<string, bigint>();
  return fills.map((fill, seq) => {
    const before = boughtSoFar.get(fill.buyOrderId) ?? 0n;
    const after = before + fill.faceValue;
    boughtSoFar.set(fill.buyOrderId, after);
    const amount = priceOf(after, priceBps) - priceOf(before, priceBps);
    return { ...fill, seq, amount, fee: tradeFee(amount, feeBps) };
  });
}
