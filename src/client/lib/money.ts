import { MAX_AMOUNT_MINOR, type Currency } from '../../shared/contracts/money.ts';
import { amountToJson } from '../../shared/money.ts';
import { minorDigits, minorToDecimal } from '../../shared/money-format.ts';
import { currentLocale, t } from './i18n.ts';

/*
 * Money on screen (platform.md §1): every amount is whole minor units (paise, cents) with its
 * currency. Shown with Intl (en-IN for rupees, en-US for dollars, the reader's own marks in Spanish
 * and French); typed amounts are read from their decimal text into minor units exactly, never
 * through a float, with the grouping and decimal marks of the interface's language.
 */

export { formatMoney } from './i18n.ts';

/** A typical amount in each currency, for the examples of hints and error sentences. */
const EXAMPLES: Record<Currency, { whole: number; decimal: number }> = {
  INR: { whole: 25_000, decimal: 25_000.5 },
  USD: { whole: 2_500, decimal: 2_500.75 },
};

/** The grouping and decimal marks of amounts in `currency` now (`,` and `.` in English, `.` and `,` in Spanish). */
function separators(currency: Currency): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(currentLocale(currency)).formatToParts(12_345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * What a person calls the major unit, for hints and error sentences, in the interface's language
 * when read (getters, so a table made once still follows a change of language): `plural` is
 * "rupees" or "dollars", `example` two amounts as they are typed ("25,000 or 25,000.50").
 */
export const MAJOR_UNIT: Record<Currency, { readonly plural: string; readonly symbol: string; readonly example: string }> = {
  INR: {
    get plural() {
      return t('rupees');
    },
    symbol: '₹',
    get example() {
      return amountExample('INR');
    },
  },
  USD: {
    get plural() {
      return t('dollars');
    },
    symbol: '$',
    get example() {
      return amountExample('USD');
    },
  },
};

/** "25,000 or 25,000.50" in English, "25.000 o 25.000,50" in Spanish. */
function amountExample(currency: Currency): string {
  const locale = currentLocale(currency);
  const digits = minorDigits(currency);
  const { whole, decimal } = EXAMPLES[currency];
  return t('{whole} or {decimal}', {
    whole: whole.toLocaleString(locale),
    decimal: decimal.toLocaleString(locale, { minimumFractionDigits: digits }),
  });
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: string };

type ReadAmount = { ok: true; minor: bigint } | { ok: false; error: string };

/**
 * Typed decimal text as exact minor units, before any range check: grouping marks, spaces and the
 * currency's own symbol are allowed, a leading minus sign only when `signed`, and at most as many
 * decimals as the currency has minor digits.
 */
function readAmount(text: string, currency: Currency, signed: boolean): ReadAmount {
  const unit = MAJOR_UNIT[currency];
  const digits = minorDigits(currency);
  const { group, decimal } = separators(currency);
  let spaced = text.trim().replace(unit.symbol, '').replace(/\s/g, '');
  if (spaced === '') return { ok: false, error: t('Enter an amount.') };
  // The hyphen people type, or the minus sign Intl writes.
  const negative = signed && /^[-\u2212]/.test(spaced);
  if (negative) spaced = spaced.slice(1);
  const wrongFormat = {
    ok: false,
    error: t('{currency, select, INR {Enter the amount in rupees, like {example}.} other {Enter the amount in dollars, like {example}.}}', {
      currency,
      example: unit.example,
    }),
  } as const;
  // Where the grouping mark is the English decimal point (Spanish), "25.5" is a mistake, not 255: it must group thousands.
  if (group === '.' && spaced.includes(group) && !/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(spaced)) return wrongFormat;
  const match = new RegExp(`^(\\d+)(?:\\${decimal}(\\d*))?$`).exec(spaced.split(group).join(''));
  if (!match) return wrongFormat;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return {
      ok: false,
      error: t('{currency, select, INR {Use at most {digits} decimal places (paise).} other {Use at most {digits} decimal places (cents).}}', {
        currency,
        digits,
      }),
    };
  }
  const magnitude = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return { ok: true, minor: negative ? -magnitude : magnitude };
}

const tooLarge = (): ParsedAmount => ({ ok: false, error: t('That is more than the platform accepts in one go.') });

/**
 * `"25,000.50"` rupees → `{ok: true, minor: 2500050}` (`"25.000,50"` in Spanish). Grouping marks,
 * spaces and the currency's own symbol are allowed; at most as many decimals as the currency has
 * minor digits; more than zero; at most what the API accepts. Anything else is a sentence saying
 * what to type.
 */
export function parseAmount(text: string, currency: Currency): ParsedAmount {
  const read = readAmount(text, currency, false);
  if (!read.ok) return read;
  if (read.minor === 0n) return { ok: false, error: t('Enter an amount more than zero.') };
  if (read.minor > BigInt(MAX_AMOUNT_MINOR)) return tooLarge();
  return { ok: true, minor: amountToJson(read.minor) };
}

/**
 * As parseAmount, for an amount that may be zero or negative (a deduction): `"-1,200.50"` rupees →
 * `{ok: true, minor: -120050}`; at most what the API accepts either way.
 */
export function parseSignedAmount(text: string, currency: Currency): ParsedAmount {
  const read = readAmount(text, currency, true);
  if (!read.ok) return read;
  const max = BigInt(MAX_AMOUNT_MINOR);
  if (read.minor > max || read.minor < -max) return tooLarge();
  return { ok: true, minor: amountToJson(read.minor) };
}

/** Minor units as a person would type them back in the interface's language: `-120050` → `"-1200.50"` (`"-1200,50"` in French), no grouping. */
export function amountInputText(minor: number, currency: Currency): string {
  return minorToDecimal(minor, currency).replace('.', separators(currency).decimal);
}
