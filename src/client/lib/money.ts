import { MAX_AMOUNT_MINOR, type Currency } from '../../shared/contracts/money.ts';
import { minorDigits } from '../../shared/money-format.ts';

/*
 * Money on screen (platform.md §1): every amount is whole minor units (paise, cents) with its
 * currency. Shown with Intl (en-IN for rupees, en-US for dollars); typed amounts are read from
 * their decimal text into minor units exactly, never through a float.
 */

export { formatMoney } from '../../shared/money-format.ts';

/** What a person calls the major unit, for hints and error sentences. */
export const MAJOR_UNIT: Record<Currency, { plural: string; symbol: string; example: string }> = {
  INR: { plural: 'rupees', symbol: '₹', example: '25,000 or 25,000.50' },
  USD: { plural: 'dollars', symbol: '$', example: '2,500 or 2,500.75' },
};

export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: string };

/**
 * `"25,000.50"` rupees → `{ok: true, minor: 2500050}`. Grouping commas, spaces and the currency's
 * own symbol are allowed; at most as many decimals as the currency has minor digits; more than
 * zero; at most what the API accepts. Anything else is a sentence saying what to type.
 */
export function parseAmount(text: string, currency: Currency): ParsedAmount {
  const unit = MAJOR_UNIT[currency];
  const digits = minorDigits(currency);
  const cleaned = text.trim().replace(unit.symbol, '').replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, error: 'Enter an amount.' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, error: `Enter the amount in ${unit.plural}, like ${unit.example}.` };
  const fraction = match[2] ?? '';
  if (fraction.length > digits) {
    return { ok: false, error: `Use at most ${digits} decimal places (${currency === 'INR' ? 'paise' : 'cents'}).` };
  }
  const minor = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor === 0n) return { ok: false, error: 'Enter an amount more than zero.' };
  if (minor > BigInt(MAX_AMOUNT_MINOR)) return { ok: false, error: 'That is more than the platform accepts in one go.' };
  return { ok: true, minor: Number(minor) };
}
