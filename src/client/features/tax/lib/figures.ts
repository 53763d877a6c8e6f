import type { Currency } from '../../../../shared/contracts/money.ts';

const SHARE_DECIMALS = 4n;

/**
 * `part` of `total` as hundredths of a percent to 4 decimals, rounded half up, in exact integers:
 * unit-seconds (face value × seconds held) pass 2^53, so they arrive as decimal strings and are
 * divided as BigInts. `("6", "10")` → 600000n (60.0000%); null when the total is zero.
 */
export function sharePercentScaled(part: string, total: string): bigint | null {
  const whole = BigInt(total);
  if (whole === 0n) return null;
  const scaled = BigInt(part) * 100n * 10n ** SHARE_DECIMALS;
  return (scaled * 2n + whole) / (2n * whole);
}

/** The scaled share above as a number of percent (600000n → 60): exact to its 4 decimals, as a share is at most 100%. */
export function percentOf(scaled: bigint): number {
  return Number(scaled) / 10 ** Number(SHARE_DECIMALS);
}

export interface CurrencyTotals {
  currency: Currency;
  gross: bigint;
  tds: bigint;
  net: bigint;
}

/** The rows' gross, tax and net summed per currency, in the order the currencies first appear. */
export function totalsByCurrency(rows: readonly { currency: Currency; gross: number; tds: number; net: number }[]): CurrencyTotals[] {
  const totals = new Map<Currency, CurrencyTotals>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, gross: 0n, tds: 0n, net: 0n };
    total.gross += BigInt(row.gross);
    total.tds += BigInt(row.tds);
    total.net += BigInt(row.net);
    totals.set(row.currency, total);
  }
  return [...totals.values()];
}
