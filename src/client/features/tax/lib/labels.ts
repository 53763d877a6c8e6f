import type { IncomeType, WaterfallLineKind } from '../../../../shared/contracts/income.ts';
import { msg, t } from '../../../lib/i18n.ts';

/** Each income type as the backer reads it. */
export const INCOME_TYPE_LABELS: Record<IncomeType, string> = {
  interest: msg('Interest'),
  dividend: msg('Dividend'),
  rent: msg('Rent'),
  return_of_capital: msg('Return of capital'),
  capital_gain: msg('Capital gain'),
};

/** Each waterfall line's kind, beside the proposer's own label. */
export const LINE_KIND_LABELS: Record<WaterfallLineKind, string> = {
  gross_rent: msg('Gross rent'),
  tenant_tds: msg("Tenant's TDS"),
  other_income: msg('Other income'),
  expense: msg('Expense'),
  management_fee: msg('Management fee'),
  reserve: msg('Reserve'),
};

/** The ledger transfers a payout makes; any other kind shows as the ledger names it. */
const TRANSFER_KIND_LABELS: Record<string, string> = {
  distribution: msg('Net to your wallet'),
  tax_withheld: msg("Tax to the deal's TDS account"),
};

export function transferKindLabel(kind: string): string {
  const label = TRANSFER_KIND_LABELS[kind];
  return label ? t(label) : kind;
}

/** "194A · 393(1) Sl.5(iii)": the 1961 Act's section, then the 2025 Act's where the payment has one; "—" when nothing is withheld by rule. */
export function sectionLabel(section: string | null, section2025: string | null): string {
  return [section, section2025].filter((label): label is string => label !== null).join(' · ') || '—';
}
