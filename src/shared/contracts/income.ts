/*
 * What a funded deal pays its holders (after-funding.md §2): each distribution's distributable
 * amount is split by income type, and each income type is taxed by its own rule.
 */

/**
 * In the order a distribution's payouts are computed and listed. `compensation` is what holders
 * receive of a non-reporting sponsor's held management fees (after-funding.md §4): untaxed here,
 * so it has no TDS rule.
 */
export const INCOME_TYPES = ['interest', 'dividend', 'rent', 'return_of_capital', 'capital_gain', 'compensation'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

/** The income types a TDS rule is written for: every one but `compensation`, which is never taxed here. */
export const TAXED_INCOME_TYPES = ['interest', 'dividend', 'rent', 'return_of_capital', 'capital_gain'] as const satisfies readonly IncomeType[];
export type TaxedIncomeType = (typeof TAXED_INCOME_TYPES)[number];

/**
 * The lines of a distribution's waterfall (after-funding.md §2), with the sign each must have:
 * income is never negative, deductions never positive, a reserve top-up (−) or release (+) either.
 */
export const WATERFALL_LINE_KINDS = ['gross_rent', 'tenant_tds', 'other_income', 'expense', 'management_fee', 'reserve'] as const;
export type WaterfallLineKind = (typeof WATERFALL_LINE_KINDS)[number];
export const LINE_SIGNS: Record<WaterfallLineKind, 'positive' | 'negative' | 'either'> = {
  gross_rent: 'positive',
  other_income: 'positive',
  tenant_tds: 'negative',
  expense: 'negative',
  management_fee: 'negative',
  reserve: 'either',
};
