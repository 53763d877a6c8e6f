import type { DisplayLanguage } from '../../shared/i18n/languages.ts';
import { formatMoney, formatMoneyWhole } from '../../shared/money-format.ts';
import { translate } from './i18n.ts';

/*
 * What a server sentence fills in (an error's `{amount}`, a notification's `{deadline}`) is written
 * when the reader's language is known: the request's for an error, the recipient's for a
 * notification. A plain value reads the same in every language; an amount, a date or a duration
 * is a function of the language.
 */

export type Localized = (language: DisplayLanguage) => string;
export type MessageValues = Record<string, string | number | Localized>;

/** The values with every language-dependent one written in `language`. */
export function valuesIn(language: DisplayLanguage, values: MessageValues | undefined): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? value(language) : value]));
}

/** `message` (an English ICU message) in `language`, its values written in that language too. */
export function translateMessage(language: DisplayLanguage, message: string, values?: MessageValues): string {
  return translate(language, message, valuesIn(language, values));
}

/** An amount in minor units, with its minor digits (`₹25,000.00`). */
export const money =
  (minor: number | bigint, currency: string): Localized =>
  (language) =>
    formatMoney(minor, currency, language);

/** An amount in whole rupees or dollars when it has no paise or cents (`₹25,00,000`). */
export const moneyWhole =
  (minor: number | bigint, currency: string): Localized =>
  (language) =>
    formatMoneyWhole(minor, currency, language);
