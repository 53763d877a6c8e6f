import PDFDocument from 'pdfkit';
import { decimal, type Statement } from './statement.ts';

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const MARGIN = 48;
const COLUMNS = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Type', width: 112, align: 'left' },
  { title: 'Description', width: 150, align: 'left' },
  { title: 'Amount', width: 60, align: 'right' },
  { title: 'Held', width: 56, align: 'right' },
  { title: 'Balance', width: 59, align: 'right' },
] as const;

// The built-in fonts set WinAnsi only: anything else (a title in Devanagari) prints as "?",
// and the rupee sign is written as the currency code.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

const grouped = (minor: bigint) => {
  const [whole, cents] = decimal(minor).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

/** The statement as a PDF (A4): a heading, then per currency the opening balance, every line, the totals and the closing balance. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Sharestead statement ${statement.year}`, Author: 'Sharestead' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT.bold).fontSize(18).fillColor('#0f3d36').text(`Sharestead annual statement ${statement.year}`);
  doc.moveDown(0.4).font(FONT.regular).fontSize(10).fillColor('#333333');
  doc.text(printable(`${statement.backer.name} <${statement.backer.email}>`));
  doc.text(`Period: 1 January to 31 December ${statement.year} (UTC). Generated ${statement.generatedAt.toISOString().slice(0, 10)}.`);
  doc.text('Amounts are in each currency\'s major unit; "Held" is money reserved by commitments and withdrawals.');
  if (statement.sections.length === 0) doc.moveDown().text('No wallet activity in this period.');

  for (const section of statement.sections) {
    doc.moveDown(1.2).font(FONT.bold).fontSize(13).fillColor('#0f3d36').text(`${section.currency} wallet`);
    doc.moveDown(0.3).font(FONT.regular).fontSize(10).fillColor('#333333');
    doc.text(`Opening balance: ${section.currency} ${grouped(section.opening)} (held ${grouped(section.openingHeld)})`);
    doc.moveDown(0.5);
    tableRow(doc, COLUMNS.map((column) => column.title), true);
    for (const line of section.lines) {
      tableRow(doc, [line.at.toISOString().slice(0, 10), line.type, printable(line.description), grouped(line.amount), grouped(line.held), grouped(line.balance)], false);
    }
    doc.moveDown(0.6);
    const totals = section.totals;
    for (const [label, value] of [
      ['Deposits', totals.deposits],
      ['Withdrawals', totals.withdrawals],
      ['Committed', totals.committed],
      ['Funded', totals.funded],
      ['Refunded', totals.refunded],
      ['Cancelled', totals.cancelled],
      ['Distributions received', totals.distributions],
      ['Tax withheld (TDS)', totals.taxWithheld],
    ] as const) {
      doc.font(FONT.regular).fontSize(10).text(`${label}: ${section.currency} ${grouped(value)}`, MARGIN);
    }
    doc.moveDown(0.3).font(FONT.bold).text(`Closing balance: ${section.currency} ${grouped(section.closing)} (held ${grouped(section.closingHeld)})`, MARGIN);
  }
  doc.end();
  return done;
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], header: boolean) {
  if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  doc.font(header ? FONT.bold : FONT.regular).fontSize(8.5).fillColor(header ? '#0f3d36' : '#222222');
  let bottom = top;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.text(cell, x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 3;
  doc.x = MARGIN;
}
