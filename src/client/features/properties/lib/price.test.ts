import { describe, expect, it } from 'vitest';
import { formatArea, formatPriceShort, formatRupees, paiseToRupees } from './price.ts';

describe('formatPriceShort', () => {
  it.each([
    [4_50_00_000_00, '4.5 Cr'],
    [6_80_00_000_00, '6.8 Cr'],
    [1_35_00_000_00, '1.35 Cr'],
    [1_00_00_000_00, '1 Cr'],
    [95_00_000_00, '95 L'],
    [48_00_000_00, '48 L'],
    [1_00_000_00, '1 L'],
    [85_000_00, '85,000'],
    [0, '0'],
  ])('%d paise reads %s', (paise, text) => {
    expect(formatPriceShort(paise)).toBe(text);
  });

  it('rounds down, so a price never reads higher than it is', () => {
    expect(formatPriceShort(1_99_99_999_00)).toBe('1.99 Cr');
    expect(formatPriceShort(99_99_999_00)).toBe('99.99 L');
  });
});

describe('formatRupees and paiseToRupees', () => {
  it('groups in the Indian way', () => {
    expect(formatRupees(paiseToRupees(4_50_00_000_00))).toBe('₹4,50,00,000');
    expect(formatRupees(75_00_000)).toBe('₹75,00,000');
  });
});

describe('formatArea', () => {
  it('writes square feet with grouping', () => {
    expect(formatArea(4200)).toBe('4,200 sq ft');
    expect(formatArea(620)).toBe('620 sq ft');
  });
});
