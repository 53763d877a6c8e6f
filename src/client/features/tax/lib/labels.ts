import { msg, t } from '../../../lib/i18n.ts';

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
