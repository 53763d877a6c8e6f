import { describe, expect, it } from 'vitest';
import { allocate, type AllocationInput, type HolderTime, type Payout, type TdsRule } from './allocate.ts';

/* The allocation and the tax of after-funding.md §2, case by case; allocate.property.test.ts checks the sums at random. */

const EARLY = new Date('2026-01-05T10:00:00Z');
const LATER = new Date('2026-02-10T10:00:00Z');

function holder(userId: string, unitSeconds: bigint, options: { heldSince?: Date; hasPan?: boolean } = {}): HolderTime {
  return { userId, unitSeconds, heldSince: options.heldSince ?? EARLY, hasPan: options.hasPan ?? true };
}

/** A private SPV's debenture interest: 10%, ₹10,000 a financial year (in paise), 20% without a PAN. */
const SECTION_194A: TdsRule = { section: '194A', section2025: '393(1) Sl.5(iii)', rateBps: 1000, threshold: 1_000_000n, noPanRateBps: 2000 };
/** An SM REIT's income: 10%, no threshold. */
const SECTION_194LBA: TdsRule = { section: '194LBA', section2025: '393(1) Sl.4(ii)', rateBps: 1000, threshold: null, noPanRateBps: 2000 };
const UNTAXED: TdsRule = { section: null, section2025: null, rateBps: 0, threshold: null, noPanRateBps: 0 };

function run(input: Partial<AllocationInput> & Pick<AllocationInput, 'split' | 'holders'>) {
  return allocate({
    rules: { interest: SECTION_194A, dividend: SECTION_194A, rent: SECTION_194LBA, return_of_capital: UNTAXED, capital_gain: UNTAXED },
    fyGrossBefore: () => 0n,
    ...input,
  });
}

/** The payouts as [user, income type, gross] rows. */
function grosses(payouts: Payout[]) {
  return payouts.map((payout) => [payout.userId, payout.incomeType, payout.gross]);
}

/** One holder's single interest payout of `gross`, with `before` paid earlier in the year under its section. */
function interestPayout(gross: bigint, before: bigint, options: { rule?: TdsRule; hasPan?: boolean } = {}): Payout {
  const { payouts } = run({
    split: { interest: gross },
    holders: [holder('a', 1n, { hasPan: options.hasPan ?? true })],
    rules: { interest: options.rule ?? SECTION_194A },
    fyGrossBefore: () => before,
  });
  expect(payouts).toHaveLength(1);
  return payouts[0]!;
}

describe('allocate: shares', () => {
  it('shares each income type pro rata to unit-seconds, and returns the total', () => {
    const { totalUnitSeconds, payouts } = run({
      split: { rent: 600_00n, return_of_capital: 60n },
      holders: [holder('c', 3_000n), holder('a', 1_000n), holder('b', 2_000n)],
    });
    expect(totalUnitSeconds).toBe(6_000n);
    expect(grosses(payouts)).toEqual([
      ['a', 'rent', 100_00n],
      ['b', 'rent', 200_00n],
      ['c', 'rent', 300_00n],
      ['a', 'return_of_capital', 10n],
      ['b', 'return_of_capital', 20n],
      ['c', 'return_of_capital', 30n],
    ]);
    expect(payouts.map((payout) => payout.unitSeconds)).toEqual([1_000n, 2_000n, 3_000n, 1_000n, 2_000n, 3_000n]);
  });

  it('gives the paisa left over to the largest remainder, even over a holding held longer', () => {
    // Exactly 33.33, 33.33 and 33.34 paise: remainders 3300, 3300 and 3400 of 10,000.
    const { payouts } = run({
      split: { return_of_capital: 100n },
      holders: [holder('a', 3_333n), holder('b', 3_333n), holder('c', 3_334n, { heldSince: LATER })],
    });
    expect(grosses(payouts)).toEqual([
      ['a', 'return_of_capital', 33n],
      ['b', 'return_of_capital', 33n],
      ['c', 'return_of_capital', 34n],
    ]);
  });

  it('gives equal remainders to the holding held longest', () => {
    const { payouts } = run({
      split: { return_of_capital: 100n },
      holders: [holder('a', 1n, { heldSince: LATER }), holder('b', 1n, { heldSince: LATER }), holder('c', 1n, { heldSince: EARLY })],
    });
    expect(grosses(payouts)).toEqual([
      ['a', 'return_of_capital', 33n],
      ['b', 'return_of_capital', 33n],
      ['c', 'return_of_capital', 34n],
    ]);
  });

  it('gives equal remainders held equally long to the lower user id, whatever the order given', () => {
    const holders = [holder('c', 1n), holder('b', 1n), holder('a', 1n)];
    for (const order of [holders, [...holders].reverse()]) {
      const { payouts } = run({ split: { return_of_capital: 200n }, holders: order });
      // 66.67 each: two paise left, to a then b.
      expect(grosses(payouts)).toEqual([
        ['a', 'return_of_capital', 67n],
        ['b', 'return_of_capital', 67n],
        ['c', 'return_of_capital', 66n],
      ]);
    }
  });

  it('compares user ids by code unit, not by locale', () => {
    // localeCompare would put 'a' first; code units put 'B' (66) before 'a' (97).
    const { payouts } = run({ split: { return_of_capital: 1n }, holders: [holder('a', 1n), holder('B', 1n)] });
    expect(grosses(payouts)).toEqual([['B', 'return_of_capital', 1n]]);
  });

  it('pays nothing to a holder with no unit-seconds, and omits payouts of 0', () => {
    const { totalUnitSeconds, payouts } = run({
      split: { interest: 0n, rent: 7n },
      holders: [holder('sold-before', 0n, { heldSince: new Date('2020-01-01T00:00:00Z') }), holder('a', 1n), holder('b', 1n)],
    });
    expect(totalUnitSeconds).toBe(2n);
    expect(grosses(payouts)).toEqual([
      ['a', 'rent', 4n],
      ['b', 'rent', 3n],
    ]);
  });

  it('handles no amount and no holding at all', () => {
    expect(run({ split: {}, holders: [] })).toEqual({ totalUnitSeconds: 0n, payouts: [] });
  });

  it('refuses an amount no one held units for', () => {
    expect(() => run({ split: { rent: 1n }, holders: [holder('a', 0n)] })).toThrow(/No holder held any units/);
  });

  it('refuses an income type with an amount and no rule, but not one with nothing to pay', () => {
    expect(() => run({ split: { dividend: 1n }, holders: [holder('a', 1n)], rules: {} })).toThrow(/No TDS rule for dividend/);
    expect(run({ split: { dividend: 0n, rent: 1n }, holders: [holder('a', 1n)], rules: { rent: SECTION_194LBA } }).payouts).toHaveLength(1);
  });

  it('refuses input that would pay the wrong amounts', () => {
    const holders = [holder('a', 1n)];
    expect(() => run({ split: { rent: -1n }, holders })).toThrow(/rent amount is negative/);
    expect(() => run({ split: { royalty: 1n } as AllocationInput['split'], holders })).toThrow(/royalty is not an income type/);
    expect(() => run({ split: { rent: 1n }, holders: [holder('a', -1n), holder('b', 2n)] })).toThrow(/negative unit-seconds/);
    expect(() => run({ split: { rent: 1n }, holders: [holder('a', 1n), holder('a', 2n)] })).toThrow(/listed twice/);
    expect(() => run({ split: { rent: 1n }, holders: [holder('a', 1n, { heldSince: new Date(Number.NaN) })] })).toThrow(/valid heldSince/);
    expect(() => run({ split: { rent: 1n }, holders, rules: { rent: { ...SECTION_194LBA, rateBps: 10.5 } } })).toThrow(/rate 10.5/);
    expect(() => run({ split: { rent: 1n }, holders, rules: { rent: { ...SECTION_194LBA, noPanRateBps: 10_001 } } })).toThrow(/rate 10001/);
    expect(() => run({ split: { interest: 1n }, holders, rules: { interest: { ...SECTION_194A, threshold: -1n } } })).toThrow(/threshold is negative/);
    expect(() => run({ split: { interest: 1n }, holders, fyGrossBefore: () => -1n })).toThrow(/gross before .* is negative/);
  });
});

describe('allocate: tax withheld', () => {
  it('withholds nothing while the year stays below the ₹10,000 threshold', () => {
    expect(interestPayout(600_000n, 0n)).toMatchObject({ gross: 600_000n, tds: 0n, net: 600_000n, fyTotalBefore: 0n, taxBase: 0n, rateBps: 1000 });
  });

  it('withholds nothing when the year reaches the threshold exactly', () => {
    expect(interestPayout(600_000n, 400_000n)).toMatchObject({ tds: 0n, net: 600_000n, fyTotalBefore: 400_000n, taxBase: 0n });
  });

  it('taxes the whole year so far on the payment that crosses the threshold', () => {
    // ₹9,000 paid tax-free, then ₹2,000: 10% of ₹11,000.
    expect(interestPayout(200_000n, 900_000n)).toMatchObject({ gross: 200_000n, tds: 110_000n, net: 90_000n, fyTotalBefore: 900_000n, taxBase: 1_100_000n });
  });

  it('counts a payment made when the year stands exactly at the threshold as the crossing one', () => {
    expect(interestPayout(500_000n, 1_000_000n)).toMatchObject({ tds: 150_000n, taxBase: 1_500_000n });
  });

  it('taxes only its own gross once the year is over the threshold', () => {
    expect(interestPayout(200_000n, 1_100_000n)).toMatchObject({ tds: 20_000n, net: 180_000n, fyTotalBefore: 1_100_000n, taxBase: 200_000n });
  });

  it('withholds at most the gross of a small crossing payment', () => {
    // 10% of ₹10,000.01 is ₹1,000 of tax on a payment of 2 paise: all of it, and no more.
    expect(interestPayout(2n, 999_999n)).toMatchObject({ gross: 2n, tds: 2n, net: 0n, taxBase: 1_000_001n });
  });

  it('withholds 20% without a PAN, and the rule rate where the no-PAN rate is lower', () => {
    expect(interestPayout(100_000n, 1_100_000n, { hasPan: false })).toMatchObject({ tds: 20_000n, net: 80_000n, rateBps: 2000 });
    expect(interestPayout(100_000n, 1_100_000n, { hasPan: false, rule: { ...SECTION_194A, noPanRateBps: 500 } })).toMatchObject({
      tds: 10_000n,
      rateBps: 1000,
    });
    // Below the threshold nothing is deductible, PAN or not.
    expect(interestPayout(100_000n, 0n, { hasPan: false })).toMatchObject({ tds: 0n });
  });

  it('taxes every payment under a section with no threshold, whatever the year paid before', () => {
    for (const before of [0n, 50_000_000n]) {
      const { payouts } = run({ split: { rent: 12_345n }, holders: [holder('a', 1n)], fyGrossBefore: () => before });
      expect(payouts[0]).toMatchObject({ gross: 12_345n, tds: 1_235n, net: 11_110n, fyTotalBefore: before, taxBase: 12_345n, rule: SECTION_194LBA });
    }
  });

  it('withholds nothing from a return of capital, and asks for no year total', () => {
    const { payouts } = run({
      split: { return_of_capital: 1_000_000_000n },
      holders: [holder('a', 1n, { hasPan: false })],
      fyGrossBefore: () => {
        throw new Error('a payout with no section has no year total');
      },
    });
    expect(payouts[0]).toMatchObject({ gross: 1_000_000_000n, tds: 0n, net: 1_000_000_000n, fyTotalBefore: 0n, taxBase: 0n, rule: UNTAXED });
  });

  it('withholds nothing under a 0% rule, even without a PAN', () => {
    const exemptDividend: TdsRule = { ...SECTION_194LBA, rateBps: 0 };
    expect(interestPayout(100_000n, 0n, { rule: exemptDividend, hasPan: false })).toMatchObject({ tds: 0n, net: 100_000n });
  });

  it('rounds the tax half up to the paisa', () => {
    const cases: Array<[bigint, bigint]> = [
      [5n, 1n], // 0.5
      [4n, 0n], // 0.4
      [15n, 2n], // 1.5
      [14n, 1n], // 1.4
      [16n, 2n], // 1.6
    ];
    for (const [gross, tds] of cases) {
      const { payouts } = run({ split: { rent: gross }, holders: [holder('a', 1n)] });
      expect([gross, payouts[0]!.tds]).toEqual([gross, tds]);
    }
  });

  it('counts two income types under one section together, in income-type order, per holder', () => {
    // Interest and dividend both under 194A: a's interest of ₹6,000 stays within the threshold;
    // the dividend of ₹6,000 then crosses it and is taxed on ₹2,000 before + ₹12,000.
    const { payouts } = run({
      split: { dividend: 1_200_000n, interest: 1_200_000n },
      holders: [holder('a', 1n), holder('b', 1n)],
      fyGrossBefore: (userId) => (userId === 'a' ? 200_000n : 0n),
    });
    expect(payouts.map(({ userId, incomeType, gross, tds, fyTotalBefore, taxBase }) => ({ userId, incomeType, gross, tds, fyTotalBefore, taxBase }))).toEqual([
      { userId: 'a', incomeType: 'interest', gross: 600_000n, tds: 0n, fyTotalBefore: 200_000n, taxBase: 0n },
      { userId: 'b', incomeType: 'interest', gross: 600_000n, tds: 0n, fyTotalBefore: 0n, taxBase: 0n },
      { userId: 'a', incomeType: 'dividend', gross: 600_000n, tds: 140_000n, fyTotalBefore: 800_000n, taxBase: 1_400_000n },
      // b's year: ₹6,000 of interest before, ₹12,000 with this: the crossing payment too.
      { userId: 'b', incomeType: 'dividend', gross: 600_000n, tds: 120_000n, fyTotalBefore: 600_000n, taxBase: 1_200_000n },
    ]);
  });

  it('keeps sections apart: another section’s gross does not count towards a threshold', () => {
    const { payouts } = run({
      split: { interest: 900_000n, rent: 900_000n },
      holders: [holder('a', 1n)],
      rules: { interest: SECTION_194A, rent: { ...SECTION_194A, section: '194-I', section2025: null } },
    });
    expect(payouts.map((payout) => [payout.incomeType, payout.tds, payout.fyTotalBefore])).toEqual([
      ['interest', 0n, 0n],
      ['rent', 0n, 0n],
    ]);
  });

  it('gives the same payouts for the same input', () => {
    const input: AllocationInput = {
      split: { interest: 987_654_321n, rent: 123_456_789n },
      holders: [holder('x', 7n), holder('y', 11n, { hasPan: false }), holder('z', 13n, { heldSince: LATER })],
      rules: { interest: SECTION_194A, rent: SECTION_194LBA },
      fyGrossBefore: (userId, section) => BigInt(userId.charCodeAt(0) * section.length),
    };
    expect(allocate(input)).toEqual(allocate({ ...input, holders: [...input.holders].reverse() }));
  });
});
