import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { formatMultiple, formatRate } from './returns.ts';

afterEach(async () => {
  await activateLanguage('en');
});

describe('returns as the Portfolio writes them', () => {
  it('writes an equity multiple to two decimals', () => {
    expect(formatMultiple(11_300)).toBe('1.13x');
    expect(formatMultiple(10_000)).toBe('1.00x');
    expect(formatMultiple(9_950)).toBe('1.00x');
    expect(formatMultiple(9_949)).toBe('0.99x');
    expect(formatMultiple(25_000)).toBe('2.50x');
  });

  it('writes a rate to one decimal, halves away from zero, without a negative zero', () => {
    expect(formatRate(1234)).toBe('12.3%');
    expect(formatRate(1235)).toBe('12.4%');
    expect(formatRate(1200)).toBe('12.0%');
    expect(formatRate(-55)).toBe('-0.6%');
    expect(formatRate(-4)).toBe('0.0%');
    expect(formatRate(0)).toBe('0.0%');
  });

  it('writes them in French figures', async () => {
    await activateLanguage('fr');
    expect(formatMultiple(11_300)).toBe('1,13x');
    expect(formatRate(1234)).toBe('12,3\u00a0%');
  });
});
