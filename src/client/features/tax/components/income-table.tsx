import type { TaxRow } from '../../../../shared/contracts/tax.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { totalsByCurrency } from '../lib/figures.ts';
import { INCOME_TYPE_LABELS } from '../../../lib/income-labels.ts';
import { sectionLabel } from '../lib/labels.ts';

const HEADER = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5 last:pr-5';
const CELL = 'px-4 py-3 first:pl-5 last:pr-5';
const AMOUNT = `${CELL} text-right whitespace-nowrap tabular-nums`;

/**
 * A financial year's income per deal, income type and section (after-funding.md §3): gross, tax
 * withheld with both Acts' sections, and net, then the totals of each currency.
 */
export function IncomeTable({ rows, labelledBy }: { rows: TaxRow[]; labelledBy: string }) {
  const totals = totalsByCurrency(rows);
  const several = totals.length > 1;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it.
    <div className="overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
      <table className="w-full text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${HEADER} text-left`}>
              {t('Deal')}
            </th>
            <th scope="col" className={`${HEADER} text-left`}>
              {t('Income type')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Gross')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Tax withheld')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Net')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={`${row.deal_id} ${row.income_type} ${row.section ?? ''} ${row.section_2025 ?? ''}`} data-testid="income-row">
              <th scope="row" className={`${CELL} text-left font-medium text-slate-900`} translate="no">
                {row.deal_name}
              </th>
              <td className={`${CELL} text-slate-700`}>{t(INCOME_TYPE_LABELS[row.income_type])}</td>
              <td className={`${AMOUNT} text-slate-900`}>{formatMoney(row.gross, row.currency)}</td>
              <td className={`${AMOUNT} text-slate-900`}>
                {formatMoney(row.tds, row.currency)}
                <span className="block text-xs text-slate-600">{sectionLabel(row.section, row.section_2025)}</span>
              </td>
              <td className={`${AMOUNT} font-semibold text-slate-900`}>{formatMoney(row.net, row.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50">
          {totals.map((total) => (
            <tr key={total.currency} data-testid="income-total">
              <th scope="row" colSpan={2} className={`${CELL} text-left font-semibold text-slate-900`}>
                {several ? t('Total in {currency}', { currency: total.currency }) : t('Total')}
              </th>
              <td className={`${AMOUNT} font-semibold text-slate-900`}>{formatMoney(total.gross, total.currency)}</td>
              <td className={`${AMOUNT} font-semibold text-slate-900`}>{formatMoney(total.tds, total.currency)}</td>
              <td className={`${AMOUNT} font-semibold text-slate-900`}>{formatMoney(total.net, total.currency)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
