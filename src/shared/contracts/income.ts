/**
 * The income types a distribution's split names (after-funding.md §2; `capital_gain` only at
 * exit). The order is the order payouts are computed and listed in, so it is part of the
 * computation: two types under one TDS section meet its threshold in this order.
 */
export const INCOME_TYPES = ['interest', 'dividend', 'rent', 'return_of_capital', 'capital_gain'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
