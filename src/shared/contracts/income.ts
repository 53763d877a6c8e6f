/*
 * What a funded deal pays its holders (after-funding.md §2): each distribution's distributable
 * amount is split by income type, and each income type is taxed by its own rule.
 */

/** In the order a distribution's payouts are computed and listed. */
export const INCOME_TYPES = ['interest', 'dividend', 'rent', 'return_of_capital', 'capital_gain'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
