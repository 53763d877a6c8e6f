import { afterEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../../shared/contracts/money.ts';
import { activateLanguage } from './i18n.ts';
import { amountInputText, formatMoney, MAJOR_UNIT, parseAmount, parseSignedAmount } from './money.ts';

describe('formatMoney', () => {
  it('writes rupees with Indian grouping and paise', () => {
    expect(formatMoney(2_500_000, 'INR')).toBe('₹25,000.00');
    expect(formatMoney(1_50_00_000_00, 'INR')).toBe('₹1,50,00,000.00');
    expect(formatMoney(5, 'INR')).toBe('₹0.05');
    expect(formatMoney(0, 'INR')).toBe('₹0.00');
  });

  it('writes dollars as the spec does', () => {
    expect(formatMoney(1_234_567, 'USD')).toBe('$12,345.67');
    expect(formatMoney(-250, 'USD')).toBe('-$2.50');
  });

  it('stays exact where a float would not: the largest amounts and bigints', () => {
    expect(formatMoney(MAX_AMOUNT_MINOR, 'INR')).toBe('₹1,00,00,00,00,00,000.00');
    expect(formatMoney(999_999_999_999_999, 'USD')).toBe('$9,999,999,999,999.99');
    expect(formatMoney(9_007_199_254_740_993n, 'USD')).toBe('$90,071,992,547,409.93');
  });
});

describe('parseAmount', () => {
  it.each([
    ['25000', 2_500_000],
    ['25,000', 2_500_000],
    ['25,000.5', 2_500_050],
    ['25,000.50', 2_500_050],
    [' ₹ 1,00,000 ', 10_000_000],
    ['0.01', 1],
    ['0.1', 10],
    ['.5', undefined],
    ['10.', 1_000],
    ['0.29', 29],
    ['1.13', 113],
    ['10000000000000', MAX_AMOUNT_MINOR],
  ])('reads "%s" rupees as %s paise, exactly', (text, minor) => {
    const parsed = parseAmount(text, 'INR');
    if (minor === undefined) expect(parsed.ok).toBe(false);
    else expect(parsed).toEqual({ ok: true, minor });
  });

  it('reads dollars with their own symbol', () => {
    expect(parseAmount('$2,500.75', 'USD')).toEqual({ ok: true, minor: 250_075 });
  });

  it.each([
    ['', 'Enter an amount.'],
    ['   ', 'Enter an amount.'],
    ['0', 'Enter an amount more than zero.'],
    ['0.00', 'Enter an amount more than zero.'],
    ['-5', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['1e5', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['abc', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['1.2.3', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['$10', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['10.005', 'Use at most 2 decimal places (paise).'],
    ['10000000000000.01', 'That is more than the platform accepts in one go.'],
    ['99999999999999999999999', 'That is more than the platform accepts in one go.'],
  ])('refuses "%s" rupees: %s', (text, error) => {
    expect(parseAmount(text, 'INR')).toEqual({ ok: false, error });
  });

  it('names cents for dollars', () => {
    expect(parseAmount('1.999', 'USD')).toEqual({ ok: false, error: 'Use at most 2 decimal places (cents).' });
  });
});

describe('parseSignedAmount', () => {
  it.each([
    ['1234.56', 123_456],
    ['-1234.56', -123_456],
    ['−12,000', -1_200_000],
    ['- ₹ 0.05', -5],
    ['0', 0],
    ['-0', 0],
    ['-10000000000000', -MAX_AMOUNT_MINOR],
  ])('reads "%s" rupees as %s paise, exactly', (text, minor) => {
    expect(parseSignedAmount(text, 'INR')).toEqual({ ok: true, minor });
  });

  it.each([
    ['', 'Enter an amount.'],
    ['--5', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['5-', 'Enter the amount in rupees, like 25,000 or 25,000.50.'],
    ['-1.001', 'Use at most 2 decimal places (paise).'],
    ['-10000000000000.01', 'That is more than the platform accepts in one go.'],
  ])('refuses "%s" rupees: %s', (text, error) => {
    expect(parseSignedAmount(text, 'INR')).toEqual({ ok: false, error });
  });
});

describe('amountInputText', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('writes minor units as they are typed, in the language, and they read back the same', async () => {
    expect(amountInputText(-123_456, 'INR')).toBe('-1234.56');
    expect(amountInputText(5, 'USD')).toBe('0.05');
    await activateLanguage('es');
    expect(amountInputText(123_456_789, 'INR')).toBe('1234567,89');
    expect(parseSignedAmount(amountInputText(-123_456_789, 'INR'), 'INR')).toEqual({ ok: true, minor: -123_456_789 });
  });
});

describe('amounts typed in Spanish and French', () => {
  // ICU groups French thousands with a narrow no-break space.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  afterEach(async () => {
    await activateLanguage('en');
  });

  it('reads the language’s grouping and decimal marks', async () => {
    await activateLanguage('fr');
    expect(parseAmount('25 000,50', 'INR')).toEqual({ ok: true, minor: 2_500_050 });
    expect(parseAmount('₹ 25\u202f000', 'INR')).toEqual({ ok: true, minor: 2_500_000 });
    await activateLanguage('es');
    expect(parseAmount('25.000,50', 'INR')).toEqual({ ok: true, minor: 2_500_050 });
    expect(parseAmount('2.500,75 $', 'USD')).toEqual({ ok: true, minor: 250_075 });
  });

  it('refuses an English decimal point rather than read it as grouping, saying what to type', async () => {
    await activateLanguage('es');
    expect(parseAmount('25.5', 'INR')).toEqual({ ok: false, error: 'Introduce el importe en rupias, por ejemplo 25.000 o 25.000,50.' });
    expect(parseAmount('10,005', 'USD')).toEqual({ ok: false, error: 'Usa como máximo 2 decimales (centavos).' });
    await activateLanguage('fr');
    const refused = parseAmount('25.50', 'INR');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && plain(refused.error)).toBe('Saisissez le montant en roupies, par exemple 25 000 ou 25 000,50.');
    expect(parseAmount('0', 'INR')).toEqual({ ok: false, error: 'Saisissez un montant supérieur à zéro.' });
  });

  it('names the unit and its example in the language', async () => {
    expect(MAJOR_UNIT.INR.example).toBe('25,000 or 25,000.50');
    await activateLanguage('fr');
    expect(MAJOR_UNIT.INR.plural).toBe('roupies');
    expect(plain(MAJOR_UNIT.USD.example)).toBe('2 500 ou 2 500,75');
  });
});
