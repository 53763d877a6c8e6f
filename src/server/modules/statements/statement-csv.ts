import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { translate } from '../../lib/i18n.ts';
import { dayIn, decimal, INCOME_TYPE_WORDS, periodDays, type Statement } from './statement.ts';
import { csvLine } from '../../lib/csv.ts';

const HEADINGS = [msg('Date'), msg('Type'), msg('Description'), msg('Currency'), msg('Amount'), msg('Held'), msg('Balance')];
const INCOME_HEADINGS = [
  msg('Date'),
  msg('Deal'),
  msg('Period'),
  msg('Income type'),
  msg('Currency'),
  msg('Gross'),
  msg('Tax withheld'),
  msg('Net'),
  msg('Section (Income-tax Act, 1961)'),
  msg('Section (Income-tax Act, 2025)'),
];

/**
 * The statement as CSV: one row per movement, with opening, closing and totals rows per currency;
 * then, when the period paid income, a second table after an empty line: one row per payout, and
 * per currency the totals of each section and of all. Headings and row types are in `language`;
 * dates (ISO, on the period's clock) and amounts (a dot, no grouping) stay machine-readable in
 * every language.
 */
export function statementCsv(statement: Statement, language: DisplayLanguage): string {
  const say = (message: string, values?: Record<string, string>) => translate(language, message, values);
  const lines = [csvLine(HEADINGS.map((heading) => say(heading)))];
  const dayOf = (at: Date) => dayIn(statement.period, at);
  const { first: yearStart, last: yearEnd } = periodDays(statement.period);
  for (const section of statement.sections) {
    const held = (minor: bigint) => say(msg('Held {amount}'), { amount: decimal(minor) });
    lines.push(csvLine([yearStart, say(msg('Opening balance')), held(section.openingHeld), section.currency, '', '', decimal(section.opening)]));
    for (const line of section.lines) {
      lines.push(
        csvLine([dayOf(line.at), say(line.type), line.description(language), line.currency, decimal(line.amount), decimal(line.held), decimal(line.balance)]),
      );
    }
    const totals = section.totals;
    for (const [label, value] of [
      [msg('Total deposits'), totals.deposits],
      [msg('Total withdrawals'), totals.withdrawals],
      [msg('Total committed'), totals.committed],
      [msg('Total funded'), totals.funded],
      [msg('Total refunded'), totals.refunded],
      [msg('Total cancelled'), totals.cancelled],
      [msg('Distributions received'), totals.distributions],
      [msg('Tax withheld (TDS)'), totals.taxWithheld],
    ] as const) {
      lines.push(csvLine([yearEnd, say(label), '', section.currency, decimal(value), '', '']));
    }
    lines.push(csvLine([yearEnd, say(msg('Closing balance')), held(section.closingHeld), section.currency, '', '', decimal(section.closing)]));
  }
  if (statement.income.length > 0) lines.push('', csvLine(INCOME_HEADINGS.map((heading) => say(heading))));
  for (const income of statement.income) {
    const figures = (sum: { gross: bigint; tds: bigint; net: bigint }) => [decimal(sum.gross), decimal(sum.tds), decimal(sum.net)];
    for (const line of income.lines) {
      lines.push(
        csvLine([
          dayOf(line.paidAt),
          line.dealTitle,
          line.period,
          say(INCOME_TYPE_WORDS[line.incomeType]),
          income.currency,
          ...figures(line),
          line.section ?? '',
          line.section2025 ?? '',
        ]),
      );
    }
    for (const bySection of income.bySection) {
      lines.push(
        csvLine([yearEnd, say(msg('Total by section')), '', '', income.currency, ...figures(bySection), bySection.section ?? '', bySection.section2025 ?? '']),
      );
    }
    lines.push(csvLine([yearEnd, say(msg('Total')), '', '', income.currency, ...figures(income.total), '', '']));
  }
  return `${lines.join('\r\n')}\r\n`;
}
