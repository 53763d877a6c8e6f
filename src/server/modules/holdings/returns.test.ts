import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equityMultipleBps, rateToBps, xirr, xirrBps, xirrByBisection, xirrByNewton, type CashFlow } from './returns.ts';

const DAY = 86_400_000;
const flow = (date: string, amount: bigint): CashFlow => ({ at: new Date(`${date}T00:00:00Z`), amount });
const after = (start: CashFlow, ms: number, amount: bigint): CashFlow => ({ at: new Date(start.at.getTime() + ms), amount });

/** Σ amount × (1 + rate)^(−days / 365), computed here apart from the module, to check a root is one. */
function presentValue(flows: readonly CashFlow[], rate: number): number {
  const first = Math.min(...flows.map((f) => f.at.getTime()));
  return flows.reduce((sum, f) => sum + Number(f.amount) * (1 + rate) ** (-(f.at.getTime() - first) / DAY / 365), 0);
}

// Excel's XIRR example (support.microsoft.com, "XIRR function").
const EXCEL = [flow('2008-01-01', -10_000n), flow('2008-03-01', 2_750n), flow('2008-10-30', 4_250n), flow('2009-02-15', 3_250n), flow('2009-04-01', 2_750n)];

describe('XIRR', () => {
  it("matches Excel's published example, to Excel's own tolerance", () => {
    const rate = xirr(EXCEL)!;
    // Excel stops iterating within 0.000001% (1e-8): its 0.373362535 is that close, not exact.
    expect(Math.abs(rate - 0.373362535)).toBeLessThan(1e-8);
    // Ours is the root itself: the flows' present value at it is nil to a millionth of a unit.
    expect(Math.abs(presentValue(EXCEL, rate))).toBeLessThan(1e-6);
    expect(xirrBps(EXCEL)).toBe(3734);
  });

  it('finds the same root by Newton and by bisection', () => {
    const newton = xirrByNewton(EXCEL)!;
    const bisection = xirrByBisection(EXCEL)!;
    expect(Math.abs(newton - bisection)).toBeLessThan(1e-12);
  });

  it('gives 10% for 1,000 that became 1,100 in a year of 365 days', () => {
    const flows = [flow('2025-01-01', -1_000_00n), flow('2026-01-01', 1_100_00n)];
    expect(xirr(flows)).toBeCloseTo(0.1, 12);
    expect(xirrBps(flows)).toBe(1000);
  });

  it('counts a leap year as 366 days of a 365-day year, as Excel does', () => {
    // 2028 has 29 February: 366 days is 366/365 of a year, so the rate is below 10%.
    const rate = xirr([flow('2028-01-01', -1_000n), flow('2029-01-01', 1_100n)])!;
    expect(rate).toBeCloseTo(1.1 ** (365 / 366) - 1, 12);
    expect(rate).toBeLessThan(0.1);
  });

  it('gives a negative rate for a loss', () => {
    const flows = [flow('2025-01-01', -1_000_00n), flow('2025-07-01', 5_00n), flow('2026-01-01', 750_00n)];
    const rate = xirr(flows)!;
    expect(rate).toBeLessThan(0);
    expect(Math.abs(presentValue(flows, rate))).toBeLessThan(1e-6);
    expect(xirr([flow('2025-01-01', -1_000n), flow('2026-01-01', 800n)])).toBeCloseTo(-0.2, 12);
    expect(xirrBps([flow('2025-01-01', -1_000n), flow('2026-01-01', 800n)])).toBe(-2000);
  });

  it('takes the flows in any order, discounting from the earliest', () => {
    expect(xirr([...EXCEL].reverse())).toBe(xirr(EXCEL));
  });

  it('falls back to bisection where Newton leaves the domain: a large early loss', () => {
    // From 10%, Newton's first step goes to about −120 (below −100%), so Newton alone finds nothing.
    const flows = [flow('2025-01-01', -10_000_00n), flow('2026-01-01', 100_00n)];
    expect(xirrByNewton(flows)).toBeNull();
    expect(xirrByBisection(flows)).toBeCloseTo(-0.99, 12);
    expect(xirr(flows)).toBeCloseTo(-0.99, 12);
    expect(xirrBps(flows)).toBe(-9900);
  });

  it('calls a loss too near −100% for a double to tell apart −100%, not "no figure"', () => {
    // ₹10,000 that came back as 1 paisa after 90 days: (1e-6)^(365/90) − 1 rounds to −1.
    const start = flow('2025-01-01', -10_000_00n);
    const flows = [start, after(start, 90 * DAY, 1n)];
    expect(xirrByNewton(flows)).toBeNull();
    expect(xirr(flows)).toBe(-1);
    expect(xirrBps(flows)).toBe(-10_000);
  });

  it('reports no figure under 90 days of history, and one from exactly 90 days', () => {
    const start = flow('2025-01-01', -1_000_00n);
    expect(xirr([start, after(start, 90 * DAY, 1_020_00n)])).toBeCloseTo(1.02 ** (365 / 90) - 1, 12);
    expect(xirr([start, after(start, 90 * DAY - 1, 1_020_00n)])).toBeNull();
    expect(xirr([start, after(start, 89 * DAY, 1_020_00n)])).toBeNull();
    expect(xirrBps([start, after(start, 89 * DAY, 1_020_00n)])).toBeNull();
    // What counts is the span of all flows, wherever the first and last lie in the list.
    expect(xirr([after(start, 45 * DAY, 10_00n), start, after(start, 90 * DAY, 1_000_00n)])).not.toBeNull();
  });

  it('reports no figure without money both ways', () => {
    const start = flow('2025-01-01', 1_000n);
    expect(xirr([start, flow('2026-01-01', 1_100n)])).toBeNull();
    expect(xirr([flow('2025-01-01', -1_000n), flow('2026-01-01', -1_100n)])).toBeNull();
    // A total loss: the value, 0, is no flow back.
    expect(xirr([flow('2025-01-01', -1_000n), flow('2026-01-01', 0n)])).toBeNull();
    expect(xirr([])).toBeNull();
    expect(xirrByNewton([])).toBeNull();
    expect(xirrByBisection([])).toBeNull();
  });

  it('reports no figure where no rate solves the flows', () => {
    // Money both ways, but every rate leaves 1,000 of present value: the payment in is too small.
    const flows = [flow('2025-01-01', 1_000n), flow('2025-06-01', -1n), flow('2026-01-01', 1_000n)];
    expect(xirr(flows)).toBeNull();
  });

  it('finds the root nearest the guess where flows have two', () => {
    // −1000, +2300, −1320 a year apart: (1 + r) is 1.1 or 1.2.
    const flows = [flow('2001-01-01', -1_000n), flow('2002-01-01', 2_300n), flow('2003-01-01', -1_320n)];
    expect(xirr(flows)).toBeCloseTo(0.1, 12);
    expect(xirr(flows, { guess: 0.25 })).toBeCloseTo(0.2, 12);
    expect(xirrByBisection(flows, 0.05)).toBeCloseTo(0.1, 12);
    expect(xirrByBisection(flows, 0.3)).toBeCloseTo(0.2, 12);
    expect(() => xirr(flows, { guess: -1 })).toThrow(RangeError);
  });

  it('refuses a flow without a date', () => {
    expect(() => xirr([flow('2025-01-01', -1_000n), { at: new Date(Number.NaN), amount: 1_100n }])).toThrow(RangeError);
  });

  it('nets the flows of one instant in bigint, before any conversion', () => {
    // 2^60 + 1,100 paid and 2^60 taken at the same instant: +1,100 net. Doubles 256 apart there would net 1,024.
    const large = 2n ** 60n;
    const flows = [flow('2025-01-01', -1_000n), flow('2026-01-01', large + 1_100n), flow('2026-01-01', -large)];
    expect(xirr(flows)).toBeCloseTo(0.1, 12);
  });

  it('recovers the rate the flows were built from', () => {
    /*
     * A backer pays in A at t = 0 and receives up to 8 payouts P_i ≤ 1e12 and a final value
     * V ≥ 1e12 at T (90 days to 10 years); A is the present value of the rest at the chosen rate r,
     * rounded to a whole paisa. One sign change, so one root.
     *
     * Tolerance, in x = ln(1 + r) (the rate's natural scale: 1e-6 there is 1e-6 × (1 + r) in r):
     * rounding moves A by at most 0.5, and A's slope in x, Σ t_i P_i e^(−x t_i), is at least
     * T V e^(−x T) ≥ (90/365) × 1e12 × 3^−10 ≈ 4.2e6 (r < 2, T ≤ 10 years), so x moves by at most
     * 1.2e-7. Computing A in doubles adds at most ~1e-15 × A / 4.2e6 relative, with
     * A ≤ (1 + 8 × 3^10) × V e^(−x T): about 2e-9. Both solvers stop within 1e-12. Hence 1e-6.
     */
    const cases = fc.record({
      rate: fc.double({ min: -0.9, max: 2, noNaN: true, minExcluded: true, maxExcluded: true }),
      start: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
      span: fc.integer({ min: 90 * DAY, max: 3650 * DAY }),
      value: fc.bigInt({ min: 10n ** 12n, max: 10n ** 14n }),
      payouts: fc.array(fc.record({ when: fc.double({ min: 0, max: 1, noNaN: true }), amount: fc.bigInt({ min: 1n, max: 10n ** 12n }) }), { maxLength: 8 }),
    });
    fc.assert(
      fc.property(cases, ({ rate, start, span, value, payouts }) => {
        const back = [...payouts.map((p) => ({ ms: Math.round(p.when * span), amount: p.amount })), { ms: span, amount: value }];
        const invested = back.reduce((sum, p) => sum + Number(p.amount) * (1 + rate) ** (-p.ms / DAY / 365), 0);
        const flows: CashFlow[] = [
          { at: new Date(start), amount: -BigInt(Math.round(invested)) },
          ...back.map((p) => ({ at: new Date(start + p.ms), amount: p.amount })),
        ];
        const expected = Math.log1p(rate);
        expect(Math.abs(Math.log1p(xirr(flows)!) - expected)).toBeLessThan(1e-6);
        expect(Math.abs(Math.log1p(xirrByBisection(flows)!) - expected)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('rates in basis points', () => {
  it('rounds half away from zero, both ways', () => {
    // 1/32 is exact in binary: 312.5 basis points.
    expect(rateToBps(0.03125)).toBe(313);
    expect(rateToBps(-0.03125)).toBe(-313);
    expect(rateToBps(0.373362535)).toBe(3734);
    expect(rateToBps(-0.12344)).toBe(-1234);
    expect(rateToBps(-0.00001)).toBe(0);
    expect(Object.is(rateToBps(-0.00001), 0)).toBe(true);
  });
});

describe('equity multiple', () => {
  it('is (received net + value) / invested in basis points', () => {
    expect(equityMultipleBps(1_000_00n, 0n, 1_000_00n)).toBe(10_000);
    expect(equityMultipleBps(1_000_00n, 250_00n, 1_250_00n)).toBe(15_000);
    expect(equityMultipleBps(1_000_00n, 0n, 0n)).toBe(0);
    // Beyond 2^53 paise, still exact: 1.2345x.
    expect(equityMultipleBps(10n ** 18n, 2345n * 10n ** 14n, 10n ** 18n)).toBe(12_345);
  });

  it('rounds half up', () => {
    expect(equityMultipleBps(3n, 0n, 1n)).toBe(3333);
    expect(equityMultipleBps(3n, 1n, 1n)).toBe(6667);
    // 1/20000 is half a basis point, 3/20000 one and a half: both go up.
    expect(equityMultipleBps(20_000n, 0n, 1n)).toBe(1);
    expect(equityMultipleBps(20_000n, 1n, 2n)).toBe(2);
    // And up means towards +∞ below zero too, though no holding gets there.
    expect(equityMultipleBps(20_000n, -1n, 0n)).toBe(0);
    expect(equityMultipleBps(20_000n, -3n, 0n)).toBe(-1);
    expect(equityMultipleBps(20_000n, -4n, 0n)).toBe(-2);
  });

  it('has no figure before anything was invested, and refuses a negative investment', () => {
    expect(equityMultipleBps(0n, 500n, 0n)).toBeNull();
    expect(() => equityMultipleBps(-1n, 0n, 0n)).toThrow(RangeError);
  });
});
