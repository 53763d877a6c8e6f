import type { IncomeType, WaterfallLineKind } from '../../shared/contracts/income.ts';
import { msg } from './i18n.ts';

/*
 * The words of a distribution's income types and waterfall lines (after-funding.md §2), English
 * ids shown with `t(...)`: the proposer's form, the admin's queue and the backer's Tax page and
 * Rupee Trail all name them alike.
 */

export const INCOME_TYPE_LABELS: Record<IncomeType, string> = {
  interest: msg('Interest'),
  dividend: msg('Dividend'),
  rent: msg('Rent'),
  return_of_capital: msg('Return of capital'),
  capital_gain: msg('Capital gain'),
  compensation: msg('Compensation'),
};

export const LINE_KIND_LABELS: Record<WaterfallLineKind, string> = {
  gross_rent: msg('Gross rent'),
  tenant_tds: msg("Tenant's TDS"),
  other_income: msg('Other income'),
  expense: msg('Expense'),
  management_fee: msg('Management fee'),
  reserve: msg('Reserve'),
};
