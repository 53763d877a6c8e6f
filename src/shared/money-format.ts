import { intlLocale, type DisplayLanguage } from './i18n/languages.ts';

/*
 * Money as people read it (platform.md §1): rupees with Indian grouping (en-IN: ₹12,34,567.00),
 * dollars as the spec writes them (en-US: $12,345.67). Amounts arrive in whole minor units and are
 * handed to Intl as an exact decimal string, never through a float. Spanish and French readers get
 * their own grouping and decimal marks, and the amount keeps its currency (`25.000,00 ₹`).
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** The currency's formatter: with its minor digits, or (`whole`) with none, for amounts that have none. */
function formatterFor(currency: string, whole = false, language: DisplayLanguage = 'en'): Intl.NumberFormat {
  const locale = intlLocale(language, currency);
  const key = `${locale} ${currency}${whole ? ' whole' : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
    // ₹ in every language (es-ES would write "INR"); the dollar keeps each locale's own sign (US$, $US).
    const display = currency === 'INR' ? 'narrowSymbol' : 'symbol';
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display, ...digits });
    formatters.set(key, formatter);
  }
  return formatter;
}

const digitsOf = new Map<string, number>();

/** How many minor units make one major unit: 2 digits (100 paise, 100 cents) for INR and USD. */
export function minorDigits(currency: string): number {
  // Kept: resolvedOptions() builds a new object each call, and a distribution formats two amounts per holder.
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** `12345` minor units as the exact decimal text of the major unit: `"123.45"`, `"-0.05"`. */
export function minorToDecimal(minor: number | bigint, currency: string): `${number}` {
  const value = BigInt(minor);
  const digits = minorDigits(currency);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  const whole = (magnitude / scale).toString();
  const fraction = digits > 0 ? `.${(magnitude % scale).toString().padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}` as `${number}`;
}

/** `formatMoney(2500000, 'INR')` → `₹25,000.00`; `formatMoney(1234567, 'USD')` → `$12,345.67`. */
export function formatMoney(minor: number | bigint, currency: string, language: DisplayLanguage = 'en'): string {
  return formatterFor(currency, false, language).format(minorToDecimal(minor, currency));
}

/**
 * Shorter money for sentences, tables and panels: whole rupees or dollars when there are no paise
 * or cents (`formatMoneyWhole(25_00_000_00, 'INR')` → `₹25,00,000`, `$712,500` as the spec's Live
 * Deals write '$raised / $target'), the exact amount otherwise (`₹25,000.50`).
 */
export function formatMoneyWhole(minor: number | bigint, currency: string, language: DisplayLanguage = 'en'): string {
  const value = BigInt(minor);
  const scale = 10n ** BigInt(minorDigits(currency));
  return value % scale === 0n ? formatterFor(currency, true, language).format(value / scale) : formatMoney(value, currency, language);
}
