import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOME_TYPES, type IncomeType } from '../../../shared/contracts/income.ts';
import { allocate, type AllocationInput, type HolderTime, type Payout, type TdsRule } from './allocate.ts';

/*
 * The allocation under random holdings, splits and rules (ADR 011): per income type the shares
 * add up to the amount exactly, each is within a minor unit of the exact proportional share, the
 * units left over go to the largest remainders with the stated ties, tax and net add up to the
 * gross, and the order of the holders given changes nothing.
 */

const RUNS = 300;

const bigWeight = fc.bigInt({ min: 0n, max: 10n ** 19n });
const anyDate = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true });
// Small weights and two dates make equal remainders, and so both tie rules, common.
const smallWeight = fc.bigInt({ min: 0n, max: 4n });
const twoDates = fc.constantFrom(new Date('2025-06-30T18:30:00Z'), new Date('2026-01-01T00:00:00Z'));

function holdersOf(unitSeconds: fc.Arbitrary<bigint>, heldSince: fc.Arbitrary<Date>): fc.Arbitrary<HolderTime[]> {
  const holder = fc.record({ userId: fc.string({ minLength: 1, maxLength: 6 }), unitSeconds, heldSince, hasPan: fc.boolean() });
  return fc.uniqueArray(holder, { minLength: 1, maxLength: 60, selector: (h) => h.userId }).filter((holders) => holders.some((h) => h.unitSeconds > 0n));
}
const holdersArb = fc.oneof(
  holdersOf(bigWeight, anyDate),
  holdersOf(smallWeight, twoDates),
  holdersOf(fc.oneof(bigWeight, smallWeight), fc.oneof(anyDate, twoDates)),
);

const amountArb = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 100n }));
const splitArb: fc.Arbitrary<AllocationInput['split']> = fc.record(
  Object.fromEntries(INCOME_TYPES.map((type) => [type, amountArb])) as Record<IncomeType, fc.Arbitrary<bigint>>,
  {
    requiredKeys: [],
  },
);

const rateArb = fc.oneof(fc.constantFrom(0, 1000, 2000), fc.integer({ min: 0, max: 10_000 }));
const ruleArb: fc.Arbitrary<TdsRule> = fc.record({
  // Few sections, so that income types often share one and meet its threshold together.
  section: fc.constantFrom(null, '194A', '194', '194LBA'),
  section2025: fc.constantFrom(null, '393(1) Sl.5(iii)', '393(1) Sl.4(ii)'),
  rateBps: rateArb,
  threshold: fc.option(fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.constant(1_000_000n))),
  noPanRateBps: rateArb,
});
const rulesArb: fc.Arbitrary<AllocationInput['rules']> = fc.record(
  Object.fromEntries(INCOME_TYPES.map((type) => [type, ruleArb])) as Record<IncomeType, fc.Arbitrary<TdsRule>>,
);

const inputArb = fc
  .record({
    split: splitArb,
    holders: holdersArb,
    rules: rulesArb,
    // A function of its arguments only: the same (user, section) always has the same year before.
    fyGrossBefore: fc.func(fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 2_000_000n }))),
  })
  .chain((input) =>
    fc.shuffledSubarray(input.holders, { minLength: input.holders.length, maxLength: input.holders.length }).map((shuffled) => ({ input, shuffled })),
  );

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether `a`'s claim to a leftover unit comes first: larger remainder, then held longer, then the lower id. */
function ranksBefore(a: { remainder: bigint; holder: HolderTime }, b: { remainder: bigint; holder: HolderTime }): boolean {
  if (a.remainder !== b.remainder) return a.remainder > b.remainder;
  const since = a.holder.heldSince.getTime() - b.holder.heldSince.getTime();
  return since !== 0 ? since < 0 : compareIds(a.holder.userId, b.holder.userId) < 0;
}

function checkShares(input: AllocationInput, total: bigint, payouts: Payout[]) {
  for (const type of INCOME_TYPES) {
    const amount = input.split[type] ?? 0n;
    const ofType = new Map(payouts.filter((payout) => payout.incomeType === type).map((payout) => [payout.userId, payout.gross]));
    expect([...ofType.values()].reduce((sum, gross) => sum + gross, 0n)).toBe(amount);

    const shares = input.holders.map((holder) => {
      const gross = ofType.get(holder.userId) ?? 0n;
      const exact = amount * holder.unitSeconds; // the exact share × total
      // Less than one minor unit from the exact proportional share.
      expect(gross * total - exact < total && exact - gross * total < total).toBe(true);
      return { holder, remainder: exact % total, extra: gross - exact / total };
    });
    // Each leftover unit went to a claim that ranks before every claim left without one.
    const extras = shares.filter((share) => share.extra === 1n);
    const without = shares.filter((share) => share.extra === 0n);
    expect(extras.length + without.length).toBe(shares.length);
    for (const given of extras) {
      expect(given.remainder > 0n).toBe(true);
      for (const other of without) expect(ranksBefore(given, other)).toBe(true);
    }
  }
}

function checkPayouts(input: AllocationInput, payouts: Payout[]) {
  const seenBySection = new Map<string, bigint>();
  payouts.forEach((payout, index) => {
    expect(payout.gross > 0n).toBe(true);
    expect(payout.tds + payout.net).toBe(payout.gross);
    expect(payout.tds >= 0n && payout.tds <= payout.gross).toBe(true);
    expect(payout.rule).toBe(input.rules[payout.incomeType]);
    // Ordered by income type, then user id.
    const previous = payouts[index - 1];
    if (previous !== undefined) {
      const byType = INCOME_TYPES.indexOf(previous.incomeType) - INCOME_TYPES.indexOf(payout.incomeType);
      expect(byType < 0 || (byType === 0 && compareIds(previous.userId, payout.userId) < 0)).toBe(true);
    }
    // The year before counts this allocation's earlier payouts under the same section.
    const section = payout.rule.section;
    if (section === null) {
      expect(payout.fyTotalBefore).toBe(0n);
    } else {
      const key = JSON.stringify([payout.userId, section]);
      const earlier = seenBySection.get(key) ?? 0n;
      expect(payout.fyTotalBefore).toBe(input.fyGrossBefore(payout.userId, section) + earlier);
      seenBySection.set(key, earlier + payout.gross);
    }
  });
}

describe('allocate (fast-check)', () => {
  it('shares every amount exactly and fairly, taxes within the gross, and ignores the holders’ order', () => {
    fc.assert(
      fc.property(inputArb, ({ input, shuffled }) => {
        const result = allocate(input);
        const total = input.holders.reduce((sum, holder) => sum + holder.unitSeconds, 0n);
        expect(result.totalUnitSeconds).toBe(total);
        checkShares(input, total, result.payouts);
        checkPayouts(input, result.payouts);
        expect(allocate({ ...input, holders: shuffled })).toEqual(result);
      }),
      { numRuns: RUNS },
    );
  });
});
