import { describe, expect, it } from 'vitest';
import { amountFromJson, amountToJson, moneyFromJson, moneyToJson } from './money.ts';

describe('Money and JSON', () => {
  it('carries whole minor units both ways, exactly, up to 2^53 - 1', () => {
    expect(moneyToJson({ amount: 2_500_050n, currency: 'INR' })).toEqual({ amount: 2_500_050, currency: 'INR' });
    expect(moneyFromJson({ amount: 1999, currency: 'USD' })).toEqual({ amount: 1999n, currency: 'USD' });
    expect(amountFromJson(amountToJson(9_007_199_254_740_991n))).toBe(9_007_199_254_740_991n);
    expect(amountToJson(-150n)).toBe(-150);
    expect(amountToJson(-9_007_199_254_740_991n)).toBe(-9_007_199_254_740_991);
  });

  it('refuses what JSON would round, and fractions of a minor unit', () => {
    expect(() => amountToJson(9_007_199_254_740_992n)).toThrow(RangeError);
    expect(() => amountToJson(-9_007_199_254_740_992n)).toThrow(RangeError);
    expect(() => amountFromJson(2 ** 53)).toThrow(RangeError);
    expect(() => amountFromJson(10.5)).toThrow(RangeError);
    expect(() => amountFromJson(Number.NaN)).toThrow(RangeError);
  });
});
