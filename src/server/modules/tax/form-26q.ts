import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { minorToDecimal } from '../../../shared/money-format.ts';
import { translate } from '../../lib/i18n.ts';
import { csvLine } from '../../lib/csv.ts';

/*
 * A deal's quarterly TDS return in the shape of Form 26Q's deductee rows (Annexure I): one row per
 * payout taxed or paid under a section, with the deductee's PAN and name, both Acts' sections, the
 * payment's date and gross, the tax, the rate and the quarter's challan once deposited.
 */

/** What Form 26Q writes for a deductee who gave no PAN. */
export const PAN_NOT_AVAILABLE = 'PANNOTAVBL';

export interface Form26qRow {
  pan: string;
  name: string;
  section: string | null;
  section2025: string | null;
  /** An Indian date, YYYY-MM-DD. */
  paidOn: string;
  gross: bigint;
  tds: bigint;
  rateBps: number;
}

export interface Form26q {
  currency: string;
  rows: Form26qRow[];
  /** The quarter's deposit, once recorded. */
  challan: { number: string; depositedOn: string } | null;
}

const HEADINGS = [
  msg('Deductee PAN'),
  msg('Deductee name'),
  msg('Section (Income-tax Act, 1961)'),
  msg('Section (Income-tax Act, 2025)'),
  msg('Date of payment'),
  msg('Amount paid'),
  msg('Tax deducted'),
  msg('Rate (%)'),
  msg('Challan number'),
  msg('Date of deposit'),
];

/** 1000 basis points → "10.00". */
const percent = (bps: number) => (bps / 100).toFixed(2);

/** The return as CSV: headings in `language`; dates (ISO) and amounts (a dot, no grouping) machine-readable in every language. */
export function form26qCsv(form: Form26q, language: DisplayLanguage): string {
  const lines = [csvLine(HEADINGS.map((heading) => translate(language, heading)))];
  for (const row of form.rows) {
    lines.push(
      csvLine([
        row.pan,
        row.name,
        row.section ?? '',
        row.section2025 ?? '',
        row.paidOn,
        minorToDecimal(row.gross, form.currency),
        minorToDecimal(row.tds, form.currency),
        percent(row.rateBps),
        form.challan?.number ?? '',
        form.challan?.depositedOn ?? '',
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
