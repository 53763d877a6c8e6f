import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';

/** The currencies deals are raised in (platform.md §1): Indian properties in INR, the dashboard samples in USD. */
export const CURRENCIES = ['INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const currencySchema = z.enum(CURRENCIES, { error: msg('Currency must be INR or USD.') });

/** An amount the API answers with: whole minor units (paise, cents), never a float. */
export const minorUnitsSchema = z.number().check(z.int());

/**
 * An amount a person sends: whole minor units, positive, and small enough to stay exact in
 * JSON (at most 10^15 minor units: ₹10 lakh crore).
 */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000;
export interface AmountSentences {
  notNumber: string;
  notWhole: string;
  notPositive: string;
  tooLarge: string;
}

/** The sentences of an amount the body calls `amount`. */
export const AMOUNT_SENTENCES: AmountSentences = {
  notNumber: msg('Amount must be a number of minor units (paise or cents).'),
  notWhole: msg('Amount must be a whole number of minor units (paise or cents).'),
  notPositive: msg('Amount must be more than zero.'),
  tooLarge: msg('Amount is larger than the platform accepts.'),
};

export function amountInput(sentences: AmountSentences = AMOUNT_SENTENCES) {
  return z
    .number({ error: sentences.notNumber })
    .check(z.int({ error: sentences.notWhole }), z.positive({ error: sentences.notPositive }), z.lte(MAX_AMOUNT_MINOR, { error: sentences.tooLarge }));
}
