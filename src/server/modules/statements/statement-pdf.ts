import PDFDocument from 'pdfkit';
import { intlLocale, type DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { minorDigits, minorToDecimal } from '../../../shared/money-format.ts';
import { translate } from '../../lib/i18n.ts';
import { INCOME_TYPE_WORDS, type Statement } from './statement.ts';

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const MARGIN = 48;
interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: readonly Column[] = [
  { title: msg('Date'), width: 62, align: 'left' },
  { title: msg('Type'), width: 112, align: 'left' },
  { title: msg('Description'), width: 150, align: 'left' },
  { title: msg('Amount'), width: 60, align: 'right' },
  { title: msg('Held'), width: 56, align: 'right' },
  { title: msg('Balance'), width: 59, align: 'right' },
];

/** The income table: a payout a row, its section as both Acts name it. */
const INCOME_COLUMNS: readonly Column[] = [
  { title: msg('Date'), width: 60, align: 'left' },
  { title: msg('Deal'), width: 72, align: 'left' },
  { title: msg('Period'), width: 40, align: 'left' },
  { title: msg('Income type'), width: 70, align: 'left' },
  { title: msg('Gross'), width: 54, align: 'right' },
  { title: msg('Tax withheld'), width: 50, align: 'right' },
  { title: msg('Net'), width: 54, align: 'right' },
  // Wide enough for both Acts' labels on one line: `194A · 393(1) Sl.5(iii)`.
  { title: msg('Section'), width: 99, align: 'left' },
];

// The built-in fonts set WinAnsi only: anything else (a title in Devanagari) prints as "?",
// and the rupee sign is written as the currency code. French groups digits with a narrow
// no-break space, which WinAnsi lacks: it prints as the plain no-break space.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return [...text.replaceAll('\u202f', '\u00a0')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

/** Numbers, amounts and dates as `language` writes them (English keeps the Indian grouping of rupees). */
function formatsFor(language: DisplayLanguage, currency: string) {
  const locale = intlLocale(language, currency);
  const digits = minorDigits(currency);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' });
  return {
    /** A table cell: the amount without its currency, which the section names. */
    number: (minor: bigint) => printable(number.format(minorToDecimal(minor, currency))),
    money: (minor: bigint) => printable(money.format(minorToDecimal(minor, currency))),
  };
}

function dateFormat(language: DisplayLanguage, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone });
  return (at: Date) => printable(format.format(at));
}

/** A section as both Acts name it (`194A · 393(1) Sl.5(iii)`); a dash where no section withholds. */
const sectionText = (section: string | null, section2025: string | null) => [section, section2025].filter((label) => label !== null).join(' · ') || '—';

/**
 * The statement as a PDF (A4) in `language`: a heading, then per currency the opening balance,
 * every line, the totals and the closing balance, then the income paid in the period with the
 * tax withheld by section; dates (on the period's clock) and amounts as that language writes them.
 */
export function statementPdf(statement: Statement, language: DisplayLanguage): Promise<Buffer> {
  const say = (message: string, values?: Record<string, string>) => printable(translate(language, message, values));
  const { period } = statement;
  const year = period.label;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: say(msg('Sharestead statement {year}'), { year }), Author: 'Sharestead' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const day = dateFormat(language, period.timeZone, { day: 'numeric', month: 'short', year: 'numeric' });
  const longDay = dateFormat(language, period.timeZone, { day: 'numeric', month: 'long', year: 'numeric' });

  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor('#0f3d36')
    .text(say(msg('Sharestead annual statement {year}'), { year }));
  doc.moveDown(0.4).font(FONT.regular).fontSize(10).fillColor('#333333');
  doc.text(printable(`${statement.backer.name} <${statement.backer.email}>`));
  doc.text(
    period.kind === 'year'
      ? say(msg('Period: 1 January to 31 December {year} (UTC). Generated {date}.'), { year, date: longDay(statement.generatedAt) })
      : say(msg('Period: financial year {fy}, 1 April {startYear} to 31 March {endYear} (Indian time). Generated {date}.'), {
          fy: year,
          startYear: year.slice(0, 4),
          endYear: String(Number(year.slice(0, 4)) + 1),
          date: longDay(statement.generatedAt),
        }),
  );
  doc.text(say(msg('Amounts are in each currency\'s major unit; "Held" is money reserved by commitments and withdrawals.')));
  if (statement.sections.length === 0) doc.moveDown().text(say(msg('No wallet activity in this period.')));

  for (const section of statement.sections) {
    const { number, money } = formatsFor(language, section.currency);
    const balance = (message: string, amount: bigint, held: bigint) => say(message, { amount: money(amount), held: number(held) });
    doc
      .moveDown(1.2)
      .font(FONT.bold)
      .fontSize(13)
      .fillColor('#0f3d36')
      .text(say(msg('{currency} wallet'), { currency: section.currency }));
    doc.moveDown(0.3).font(FONT.regular).fontSize(10).fillColor('#333333');
    doc.text(balance(msg('Opening balance: {amount} (held {held})'), section.opening, section.openingHeld));
    doc.moveDown(0.5);
    tableRow(
      doc,
      COLUMNS,
      COLUMNS.map((column) => say(column.title)),
      true,
    );
    for (const line of section.lines) {
      tableRow(
        doc,
        COLUMNS,
        [day(line.at), say(line.type), printable(line.description(language)), number(line.amount), number(line.held), number(line.balance)],
        false,
      );
    }
    doc.moveDown(0.6);
    const totals = section.totals;
    for (const [label, value] of [
      [msg('Deposits'), totals.deposits],
      [msg('Withdrawals'), totals.withdrawals],
      [msg('Committed'), totals.committed],
      [msg('Funded'), totals.funded],
      [msg('Refunded'), totals.refunded],
      [msg('Cancelled'), totals.cancelled],
      [msg('Distributions received'), totals.distributions],
      [msg('Tax withheld (TDS)'), totals.taxWithheld],
    ] as const) {
      doc
        .font(FONT.regular)
        .fontSize(10)
        .text(say(msg('{label}: {amount}'), { label: say(label), amount: money(value) }), MARGIN);
    }
    doc
      .moveDown(0.3)
      .font(FONT.bold)
      .text(balance(msg('Closing balance: {amount} (held {held})'), section.closing, section.closingHeld), MARGIN);
  }

  if (statement.income.length === 0)
    doc
      .moveDown()
      .font(FONT.regular)
      .fontSize(10)
      .text(say(msg('No income was paid to you in {fy}.'), { fy: year }), MARGIN);
  for (const income of statement.income) {
    const { number } = formatsFor(language, income.currency);
    const figures = (sum: { gross: bigint; tds: bigint; net: bigint }) => [number(sum.gross), number(sum.tds), number(sum.net)];
    doc
      .moveDown(1.2)
      .font(FONT.bold)
      .fontSize(13)
      .fillColor('#0f3d36')
      .text(say(msg('Income and tax withheld in {currency}'), { currency: income.currency }), MARGIN);
    doc.moveDown(0.5);
    tableRow(
      doc,
      INCOME_COLUMNS,
      INCOME_COLUMNS.map((column) => say(column.title)),
      true,
    );
    for (const line of income.lines) {
      tableRow(
        doc,
        INCOME_COLUMNS,
        [
          day(line.paidAt),
          printable(line.dealTitle),
          line.period,
          say(INCOME_TYPE_WORDS[line.incomeType]),
          ...figures(line),
          printable(sectionText(line.section, line.section2025)),
        ],
        false,
      );
    }
    doc.moveDown(0.4);
    for (const bySection of income.bySection) {
      tableRow(
        doc,
        INCOME_COLUMNS,
        ['', say(msg('Total by section')), '', '', ...figures(bySection), printable(sectionText(bySection.section, bySection.section2025))],
        false,
      );
    }
    tableRow(doc, INCOME_COLUMNS, ['', say(msg('Total')), '', '', ...figures(income.total), ''], true);
  }
  doc.end();
  return done;
}

function tableRow(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: string[], header: boolean) {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  doc
    .font(header ? FONT.bold : FONT.regular)
    .fontSize(8.5)
    .fillColor(header ? '#0f3d36' : '#222222');
  let bottom = top;
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(cell, x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}
