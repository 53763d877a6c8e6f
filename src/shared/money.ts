import type { Currency } from './contracts/money.ts';

/**
 * An amount of money: whole minor units (paise, cents) as a bigint, and its currency. JSON carries
 * the amount as a whole number, which stays exact only below 2^53: the conversions below are the
 * one place an amount crosses that line, and they refuse what would not survive it.
 */
export interface Money {
  readonly amount: bigint;
  readonly currency: Currency;
}

const LARGEST_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** An amount as JSON's whole number of minor units; throws rather than send a rounded figure. */
export function amountToJson(amount: bigint): number {
  if (amount > LARGEST_EXACT || amount < -LARGEST_EXACT) throw new RangeError(`${amount} minor units cannot be sent exactly in JSON.`);
  return Number(amount);
}

/** JSON's whole number of minor units as an amount; throws on a fraction or a number past 2^53. */
export function amountFromJson(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a whole number of minor units JSON holds exactly.`);
  return BigInt(value);
}

/** Money as the API writes it: `{amount, currency}`. */
export function moneyToJson(money: Money): { amount: number; currency: Currency } {
  return { amount: amountToJson(money.amount), currency: money.currency };
}

/** `{amount, currency}` from the API as Money. */
export function moneyFromJson(json: { amount: number; currency: Currency }): Money {
  return { amount: amountFromJson(json.amount), currency: json.currency };
}
