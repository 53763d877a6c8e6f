import { decimal, type Statement } from './statement.ts';

/** A field as RFC 4180 wants it; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (values: string[]) => values.map(field).join(',');

/** The statement as CSV: one row per movement, with opening, closing and totals rows per currency. */
export function statementCsv(statement: Statement): string {
  const lines = [row(['Date', 'Type', 'Description', 'Currency', 'Amount', 'Held', 'Balance'])];
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const yearStart = `${statement.year}-01-01`;
  const yearEnd = `${statement.year}-12-31`;
  for (const section of statement.sections) {
    lines.push(row([yearStart, 'Opening balance', `Held ${decimal(section.openingHeld)}`, section.currency, '', '', decimal(section.opening)]));
    for (const line of section.lines) {
      lines.push(row([dayOf(line.at), line.type, line.description, line.currency, decimal(line.amount), decimal(line.held), decimal(line.balance)]));
    }
    const totals = section.totals;
    for (const [label, value] of [
      ['Total deposits', totals.deposits],
      ['Total withdrawals', totals.withdrawals],
      ['Total committed', totals.committed],
      ['Total funded', totals.funded],
      ['Total refunded', totals.refunded],
      ['Total cancelled', totals.cancelled],
      ['Distributions received', totals.distributions],
      ['Tax withheld (TDS)', totals.taxWithheld],
    ] as const) {
      lines.push(row([yearEnd, label, '', section.currency, decimal(value), '', '']));
    }
    lines.push(row([yearEnd, 'Closing balance', `Held ${decimal(section.closingHeld)}`, section.currency, '', '', decimal(section.closing)]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
