import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from './contracts/money.ts';
import { formatMoney, formatMoneyWhole } from './money-format.ts';

describe('formatMoneyWhole', () => {
  it('writes whole rupees with Indian grouping, and dollars as the spec does', () => {
    expect(formatMoneyWhole(25_00_000_00, 'INR')).toBe('₹25,00,000');
    expect(formatMoneyWhole(1_00_00_000_00, 'INR')).toBe('₹1,00,00,000');
    expect(formatMoneyWhole(712_500_00, 'USD')).toBe('$712,500');
    expect(formatMoneyWhole(0, 'USD')).toBe('$0');
  });

  it('keeps paise and cents when there are some', () => {
    expect(formatMoneyWhole(2_500_050, 'INR')).toBe('₹25,000.50');
    expect(formatMoneyWhole(1, 'USD')).toBe('$0.01');
  });

  it('stays exact for the largest amounts', () => {
    expect(formatMoneyWhole(MAX_AMOUNT_MINOR, 'INR')).toBe('₹1,00,00,00,00,00,000');
    expect(formatMoneyWhole(999_999_999_999_900, 'USD')).toBe('$9,999,999,999,999');
  });

  it('takes the bigint minor units the server holds, for its sentences', () => {
    expect(`Only ${formatMoneyWhole(99_998_823_269_188n, 'INR')} is left to raise in this deal.`).toBe(
      'Only ₹9,99,98,82,32,691.88 is left to raise in this deal.',
    );
    expect(formatMoneyWhole(25_000_00n, 'INR')).toBe('₹25,000');
    expect(formatMoneyWhole(1_250_50n, 'USD')).toBe('$1,250.50');
    expect(formatMoneyWhole(0n, 'INR')).toBe('₹0');
  });
});

describe('formatMoneyWhole and formatMoney', () => {
  it('agree on every amount with paise or cents', () => {
    for (const minor of [1, 99, 101, 2_500_050, 1_23_45_678_91, -250]) {
      expect(formatMoneyWhole(minor, 'INR')).toBe(formatMoney(minor, 'INR'));
      expect(formatMoneyWhole(minor, 'USD')).toBe(formatMoney(minor, 'USD'));
    }
  });

  it('write negative whole amounts as Intl does', () => {
    expect(formatMoneyWhole(-250_00, 'USD')).toBe('-$250');
  });
});
