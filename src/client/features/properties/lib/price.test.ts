import { describe, expect, it } from 'vitest';
import { formatRupees, parsePriceText } from './price.ts';

describe('parsePriceText', () => {
  it.each([
    ['75 L', 7_500_000],
    ['85L', 8_500_000],
    ['48 l', 4_800_000],
    ['1.5 Cr', 15_000_000],
    ['1.2Cr', 12_000_000],
    ['4.5 cr', 45_000_000],
    ['1.15 Cr', 11_500_000],
    ['8.75 Cr', 87_500_000],
    ['85 Lakh', 8_500_000],
    ['85 lakhs', 8_500_000],
    ['12 Lac', 1_200_000],
    ['2 Crore', 20_000_000],
    ['3.25 crores', 32_500_000],
    ['₹1.5 Cr', 15_000_000],
    ['₹ 75 L', 7_500_000],
    ['Rs. 90 L', 9_000_000],
    ['INR 2 Cr', 20_000_000],
    ['1.5 Cr.', 15_000_000],
    ['  72 L  ', 7_200_000],
    ['4,50,00,000', 45_000_000],
    ['2,500,000', 2_500_000],
    ['₹4,800,000', 4_800_000],
    ['750000', 750_000],
    ['0.5 Cr', 5_000_000],
    ['.5 Cr', 5_000_000],
    ['850 K', 850_000],
  ])('reads %j as %d rupees', (text, rupees) => {
    expect(parsePriceText(text)).toBe(rupees);
  });

  it.each(['', 'Price on request', '1.5 million', 'Cr 1.5', '1.5.2 Cr', '--', 'L'])(
    'returns NaN for %j',
    (text) => {
      expect(parsePriceText(text)).toBeNaN();
    },
  );
});

describe('formatRupees', () => {
  it('uses Indian grouping and whole rupees', () => {
    expect(formatRupees(15_000_000)).toBe('₹1,50,00,000');
    expect(formatRupees(750_000)).toBe('₹7,50,000');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('rounds away paise', () => {
    expect(formatRupees(1234.56)).toBe('₹1,235');
  });

  it('round-trips a parsed price', () => {
    expect(formatRupees(parsePriceText('4.5 Cr'))).toBe('₹4,50,00,000');
  });
});
