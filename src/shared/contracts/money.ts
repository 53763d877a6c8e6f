import * as z from 'zod/mini';

/** The currencies deals are raised in (platform.md §1): Indian properties in INR, the dashboard samples in USD. */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const currencySchema = z.enum(CURRENCIES, { error: 'Currency must be INR or USD.' });

/** An amount the API answers with: whole minor units (paise, cents), never a float. */
export const minorUnitsSchema = z.number().check(z.int());

/**
 * An amount a person sends: whole minor units, positive, and small enough to stay exact in
 * JSON (at most 10^15 minor units: ₹10 lakh crore).
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000;
export function amountInput(label = 'Amount') {
  return z
    .number({ error: `${label} must be a number of minor units (paise or cents).` })
    .check(
      z.int({ error: `${label} must be a whole number of minor units (paise or cents).` }),
      z.positive({ error: `${label} must be more than zero.` }),
      z.lte(MAX_AMOUNT_MINOR, { error: `${label} is larger than the platform accepts.` }),
    );
}
