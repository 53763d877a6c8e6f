import { describe, expect, it } from 'vitest';
import { percentOf, sharePercentScaled, totalsByCurrency } from './figures.ts';

describe('sharePercentScaled', () => {
  it('gives a share to 4 decimals of a percent, rounded half up', () => {
    expect(sharePercentScaled('6', '10')).toBe(60_0000n);
    expect(sharePercentScaled('2', '3')).toBe(66_6667n);
    expect(sharePercentScaled('1', '3')).toBe(33_3333n);
    // 1/16000 = 0.00625%: a half in the fifth decimal rounds up; 1/160000 = 0.000625% rounds down.
    expect(sharePercentScaled('1', '16000')).toBe(63n);
    expect(sharePercentScaled('1', '160000')).toBe(6n);
    expect(sharePercentScaled('10', '10')).toBe(100_0000n);
    expect(percentOf(66_6667n)).toBe(66.6667);
  });

  it('divides unit-seconds past 2^53 exactly, where floats would not', () => {
    // 2^53 + 1 is a third of the total, which no float can hold.
    expect(sharePercentScaled('9007199254740993', '27021597764222979')).toBe(33_3333n);
    expect(sharePercentScaled('43200000000000000000000', '72000000000000000000000')).toBe(60_0000n);
  });

  it('has no share of a total of zero', () => {
    expect(sharePercentScaled('0', '0')).toBeNull();
  });
});

describe('totalsByCurrency', () => {
  it('sums gross, tax and net per currency, in the order the currencies appear', () => {
    expect(
      totalsByCurrency([
        { currency: 'INR', gross: 100, tds: 10, net: 90 },
        { currency: 'USD', gross: 50, tds: 0, net: 50 },
        { currency: 'INR', gross: Number.MAX_SAFE_INTEGER, tds: 0, net: Number.MAX_SAFE_INTEGER },
      ]),
    ).toEqual([
      { currency: 'INR', gross: 9007199254741091n, tds: 10n, net: 9007199254741081n },
      { currency: 'USD', gross: 50n, tds: 0n, net: 50n },
    ]);
  });
});
