import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { WHITEPAPER, type Block, type Section, type Whitepaper } from './content.ts';

/**
 * Renders the whitepaper to public/whitepaper.pdf with pdfkit's built-in Helvetica, so the
 * build needs no font files or network. The dates are fixed and pdfkit derives the file ID
 * from the metadata, so an unchanged text rebuilds to an identical file.
 *
 * Run: npx tsx scripts/whitepaper/build.ts
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const OUTPUT = join(ROOT, 'public', 'whitepaper.pdf');
const PUBLISHED = new Date('2025-06-01T00:00:00Z');

const COLOR = {
  brand: '#19625b',
  brandDark: '#15413d',
  brandDeep: '#072624',
  brandMid: '#2b978b',
  brandTint: '#effaf8',
  brandLine: '#b0e4db',
  accent: '#e59e1c',
  body: '#1f2937',
  muted: '#6b7280',
  rule: '#d9e2e0',
  rowAlt: '#f4f8f7',
};

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const PAGE = { margin: 64, top: 84, bottom: 72 };
const BODY_SIZE = 10.5;
const LINE_GAP = 3.2;

type Doc = PDFKit.PDFDocument;

// Characters outside WinAnsi (the built-in fonts' encoding) would print as garbage, so the
// build refuses them instead of shipping a broken page.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function assertPrintable(text: string): void {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) continue;
    throw new Error(`Character ${JSON.stringify(char)} (U+${code.toString(16).toUpperCase()}) cannot be set in Helvetica: "${text.slice(0, 60)}…"`);
  }
}

function checkContent(paper: Whitepaper): void {
  const texts: string[] = [paper.title, paper.subtitle, paper.edition];
  for (const section of paper.sections) {
    texts.push(section.title);
    for (const block of section.blocks) texts.push(...blockTexts(block));
  }
  texts.forEach(assertPrintable);
}

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'bullets':
      return [...block.items];
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text]);
    case 'table':
      return [...block.columns, ...block.rows.flat()];
    case 'callout':
      return [block.title, block.text];
    case 'definitions':
      return block.items.flatMap((item) => [item.term, item.definition]);
  }
}

// --- Layout helpers -----------------------------------------------------------------------

const contentWidth = (doc: Doc): number => doc.page.width - PAGE.margin * 2;
const bottomLimit = (doc: Doc): number => doc.page.height - PAGE.bottom;

/** Starts a new page when `height` points would not fit above the footer. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function bodyFont(doc: Doc): Doc {
  return doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(COLOR.body);
}

function paragraph(doc: Doc, text: string): void {
  bodyFont(doc);
  const height = doc.heightOfString(text, { width: contentWidth(doc), lineGap: LINE_GAP });
  // Let long paragraphs flow across pages, but never strand a single line at the bottom.
  ensureSpace(doc, Math.min(height, 3 * (BODY_SIZE + LINE_GAP)));
  doc.text(text, PAGE.margin, doc.y, { width: contentWidth(doc), lineGap: LINE_GAP });
  doc.moveDown(0.8);
}

function subheading(doc: Doc, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.3);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOR.brandDark)
    .text(text, PAGE.margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.45);
}

function bullets(doc: Doc, items: readonly string[]): void {
  const indent = 16;
  for (const item of items) {
    bodyFont(doc);
    const height = doc.heightOfString(item, { width: contentWidth(doc) - indent, lineGap: LINE_GAP });
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc
      .save()
      .rect(PAGE.margin + 2, y + 4, 5, 5)
      .fill(COLOR.brandMid)
      .restore();
    bodyFont(doc).text(item, PAGE.margin + indent, y, { width: contentWidth(doc) - indent, lineGap: LINE_GAP });
    doc.moveDown(0.35);
  }
  doc.moveDown(0.5);
}

function steps(doc: Doc, items: readonly { title: string; text: string }[]): void {
  const indent = 34;
  items.forEach((item, index) => {
    const width = contentWidth(doc) - indent;
    doc.font(FONT.bold).fontSize(BODY_SIZE + 0.5);
    const titleHeight = doc.heightOfString(item.title, { width });
    bodyFont(doc);
    const textHeight = doc.heightOfString(item.text, { width, lineGap: LINE_GAP });
    ensureSpace(doc, titleHeight + textHeight + 10);
    const y = doc.y;
    doc
      .save()
      .circle(PAGE.margin + 11, y + 8, 11)
      .fill(COLOR.brand)
      .restore();
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor('#ffffff')
      .text(String(index + 1), PAGE.margin, y + 3, { width: 22, align: 'center' });
    if (index < items.length - 1) {
      doc
        .save()
        .moveTo(PAGE.margin + 11, y + 21)
        .lineTo(PAGE.margin + 11, y + titleHeight + textHeight + 12)
        .lineWidth(1.2)
        .strokeColor(COLOR.brandLine)
        .stroke()
        .restore();
    }
    doc
      .font(FONT.bold)
      .fontSize(BODY_SIZE + 0.5)
      .fillColor(COLOR.brandDark)
      .text(item.title, PAGE.margin + indent, y + 1, { width });
    bodyFont(doc).text(item.text, PAGE.margin + indent, doc.y + 1, { width, lineGap: LINE_GAP });
    doc.moveDown(0.7);
  });
  doc.moveDown(0.3);
}

function table(doc: Doc, block: Extract<Block, { kind: 'table' }>): void {
  const total = contentWidth(doc);
  const fractions = block.widths ?? block.columns.map(() => 1 / block.columns.length);
  const widths = fractions.map((fraction) => fraction * total);
  const padX = 8;
  const padY = 6;
  const size = BODY_SIZE - 0.5;

  // Measured in the same font each cell is drawn in: bold for the header and first column.
  const rowHeight = (cells: readonly string[], font: string): number =>
    Math.max(
      ...cells.map((cell, index) => {
        doc.font(index === 0 ? FONT.bold : font).fontSize(size);
        return doc.heightOfString(cell || ' ', { width: (widths[index] ?? 0) - padX * 2, lineGap: 2 });
      }),
    ) +
    padY * 2;

  const drawRow = (cells: readonly string[], y: number, height: number, header: boolean, shaded: boolean): void => {
    if (header) doc.save().rect(PAGE.margin, y, total, height).fill(COLOR.brand).restore();
    else if (shaded) doc.save().rect(PAGE.margin, y, total, height).fill(COLOR.rowAlt).restore();
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      // The first column of a body row labels the row, so it is set in bold.
      const font = header || index === 0 ? FONT.bold : FONT.regular;
      doc
        .font(font)
        .fontSize(size)
        .fillColor(header ? '#ffffff' : index === 0 ? COLOR.brandDark : COLOR.body);
      doc.text(cell, x + padX, y + padY, { width: width - padX * 2, lineGap: 2 });
      x += width;
    });
    doc
      .save()
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + total, y + height)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
  };

  const headerHeight = rowHeight(block.columns, FONT.bold);
  ensureSpace(doc, headerHeight + rowHeight(block.rows[0] ?? [], FONT.regular));
  let y = doc.y;
  drawRow(block.columns, y, headerHeight, true, false);
  y += headerHeight;
  block.rows.forEach((row, index) => {
    const height = rowHeight(row, FONT.regular);
    if (y + height > bottomLimit(doc)) {
      doc.addPage();
      y = doc.y;
      // Repeat the header so a continued table is still readable on its own.
      drawRow(block.columns, y, headerHeight, true, false);
      y += headerHeight;
    }
    drawRow(row, y, height, false, index % 2 === 1);
    y += height;
  });
  doc.x = PAGE.margin;
  doc.y = y + 14;
}

function callout(doc: Doc, title: string, text: string): void {
  const padding = 14;
  const width = contentWidth(doc) - padding * 2 - 4;
  doc.font(FONT.bold).fontSize(BODY_SIZE + 0.5);
  const titleHeight = doc.heightOfString(title, { width });
  bodyFont(doc);
  const textHeight = doc.heightOfString(text, { width, lineGap: LINE_GAP });
  const height = titleHeight + textHeight + padding * 2 + 6;
  ensureSpace(doc, height + 8);
  const y = doc.y + 4;
  doc.save().roundedRect(PAGE.margin, y, contentWidth(doc), height, 6).fill(COLOR.brandTint).restore();
  doc.save().rect(PAGE.margin, y, 4, height).fill(COLOR.accent).restore();
  doc
    .font(FONT.bold)
    .fontSize(BODY_SIZE + 0.5)
    .fillColor(COLOR.brandDark)
    .text(title, PAGE.margin + padding + 4, y + padding, { width });
  bodyFont(doc).text(text, PAGE.margin + padding + 4, doc.y + 6, { width, lineGap: LINE_GAP });
  doc.x = PAGE.margin;
  doc.y = y + height + 16;
}

function definitions(doc: Doc, items: readonly { term: string; definition: string }[]): void {
  const termWidth = contentWidth(doc) * 0.27;
  const gap = 14;
  const definitionWidth = contentWidth(doc) - termWidth - gap;
  for (const item of items) {
    doc.font(FONT.bold).fontSize(BODY_SIZE);
    const termHeight = doc.heightOfString(item.term, { width: termWidth });
    bodyFont(doc);
    const definitionHeight = doc.heightOfString(item.definition, { width: definitionWidth, lineGap: LINE_GAP });
    const height = Math.max(termHeight, definitionHeight);
    ensureSpace(doc, height + 12);
    const y = doc.y;
    doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(COLOR.brand).text(item.term, PAGE.margin, y, { width: termWidth });
    bodyFont(doc).text(item.definition, PAGE.margin + termWidth + gap, y, { width: definitionWidth, lineGap: LINE_GAP });
    doc.y = y + height + 6;
    doc
      .save()
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.margin + contentWidth(doc), doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    doc.y += 7;
  }
  doc.x = PAGE.margin;
  doc.moveDown(0.4);
}

function renderBlock(doc: Doc, block: Block): void {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(doc, block.text);
    case 'subheading':
      return subheading(doc, block.text);
    case 'bullets':
      return bullets(doc, block.items);
    case 'steps':
      return steps(doc, block.items);
    case 'table':
      return table(doc, block);
    case 'callout':
      return callout(doc, block.title, block.text);
    case 'definitions':
      return definitions(doc, block.items);
  }
}

// --- Pages ----------------------------------------------------------------------------------

/** The Sharestead mark: a house with its lower-right quarter, a share, in the accent colour. */
function drawMark(doc: Doc, x: number, y: number, size: number, tile: string): void {
  const s = size / 64;
  doc.save().translate(x, y).scale(s);
  doc.roundedRect(0, 0, 64, 64, 14).fill(tile);
  doc.path('M32 11 L54 29 L49 29 L49 52 L15 52 L15 29 L10 29 Z').fill('#ffffff');
  doc.rect(32, 36, 17, 16).fill(COLOR.accent);
  doc.rect(21, 38, 7, 14).fill(COLOR.brandDark);
  doc.restore();
}

function cover(doc: Doc, paper: Whitepaper): void {
  const { width, height } = doc.page;
  doc.save().rect(0, 0, width, height).fill(COLOR.brandDark).restore();
  // Large soft circles and a skyline give the cover depth without any images.
  doc
    .save()
    .fillOpacity(0.35)
    .circle(width * 0.92, height * 0.18, 190)
    .fill(COLOR.brand)
    .restore();
  doc
    .save()
    .fillOpacity(0.25)
    .circle(width * 0.05, height * 0.62, 140)
    .fill(COLOR.brand)
    .restore();
  doc.save().fillOpacity(0.5);
  let x = 0;
  const base = height - 120;
  const heights = [60, 110, 80, 150, 95, 190, 70, 130, 170, 85, 120, 60, 140, 100, 75];
  let index = 0;
  while (x < width) {
    const w = 28 + ((index * 17) % 26);
    const h = heights[index % heights.length] ?? 80;
    doc.rect(x, base - h, w, h + 120).fill(COLOR.brandDeep);
    x += w + 4;
    index += 1;
  }
  doc.restore();
  doc
    .save()
    .rect(0, height - 120, width, 120)
    .fill(COLOR.brandDeep)
    .restore();

  drawMark(doc, PAGE.margin, 96, 64, COLOR.brand);
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor('#ffffff')
    .text('Sharestead', PAGE.margin + 78, 118);
  doc.save().rect(PAGE.margin, 250, 56, 4).fill(COLOR.accent).restore();
  doc
    .font(FONT.bold)
    .fontSize(40)
    .fillColor('#ffffff')
    .text(paper.title, PAGE.margin, 274, { width: width - PAGE.margin * 2, lineGap: 4 });
  doc
    .font(FONT.regular)
    .fontSize(15)
    .fillColor(COLOR.brandLine)
    .text(paper.subtitle, PAGE.margin, doc.y + 14, { width: width * 0.68, lineGap: 5 });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text('Minimum investment INR 10,000  ·  Target returns 8–20% a year  ·  30-day campaigns', PAGE.margin, doc.y + 34, { width: width - PAGE.margin * 2 });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.brandLine)
    .text(paper.edition, PAGE.margin, height - 70, { width: width - PAGE.margin * 2 });
}

interface PageInfo {
  section?: string;
}

/**
 * Builds the document into a buffer. Pages: cover, contents, then the sections in order.
 * Headers, footers and the contents page are drawn last, once every page number is known.
 */
export async function buildWhitepaper(paper: Whitepaper = WHITEPAPER): Promise<{ bytes: Buffer; pages: number }> {
  checkContent(paper);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: 'Sharestead Whitepaper',
      Author: 'Sharestead',
      Subject: 'How fractional property investing works on Sharestead',
      Keywords: 'Sharestead, fractional real estate, property investment, India, due diligence, SPV',
      Creator: 'Sharestead whitepaper build (scripts/whitepaper/build.ts)',
      CreationDate: PUBLISHED,
      ModDate: PUBLISHED,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  const pages: PageInfo[] = [];
  let currentSection: string | undefined;
  doc.on('pageAdded', () => {
    pages.push(currentSection === undefined ? {} : { section: currentSection });
  });

  doc.addPage({ size: 'A4', margin: 0 });
  cover(doc, paper);
  doc.addPage();
  const contentsPage = pages.length - 1;

  const sectionPages = new Map<string, number>();
  paper.sections.forEach((section, index) => {
    currentSection = section.title;
    // A section opens a fresh page unless the previous one left more than half a page free,
    // which avoids pages holding only a line or two.
    if (index === 0 || doc.y > doc.page.height * 0.5) doc.addPage();
    else doc.y += 28;
    sectionPages.set(section.id, pages.length);
    renderSection(doc, section);
  });

  const total = pages.length;
  drawContents(doc, paper.sections, contentsPage, sectionPages);
  // Header and footer on every page but the cover.
  for (let index = 1; index < total; index += 1) {
    doc.switchToPage(index);
    drawChrome(doc, index + 1, total, pages[index]?.section);
  }
  doc.end();
  await finished;
  return { bytes: Buffer.concat(chunks), pages: total };
}

function renderSection(doc: Doc, section: Section): void {
  // PDF destinations use bottom-left coordinates, unlike pdfkit's drawing calls.
  doc.addNamedDestination(section.id, 'XYZ', null as unknown as number, doc.page.height - doc.y + 12, null as unknown as number);
  doc.outline.addItem(section.title.replace(/^\d+\.\s*/, ''));
  doc.save().rect(PAGE.margin, doc.y, 40, 4).fill(COLOR.accent).restore();
  doc.y += 14;
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.brand)
    .text(section.title, PAGE.margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.8);
  for (const block of section.blocks) renderBlock(doc, block);
}

function drawContents(doc: Doc, sections: readonly Section[], pageIndex: number, sectionPages: Map<string, number>): void {
  doc.switchToPage(pageIndex);
  const width = contentWidth(doc);
  doc.x = PAGE.margin;
  doc.y = PAGE.top;
  doc.save().rect(PAGE.margin, doc.y, 40, 4).fill(COLOR.accent).restore();
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.brand)
    .text('Contents', PAGE.margin, doc.y + 14, { width });
  doc.moveDown(1.2);
  for (const section of sections) {
    const page = String(sectionPages.get(section.id) ?? '');
    const y = doc.y;
    doc.font(FONT.bold).fontSize(12).fillColor(COLOR.brandDark);
    const titleWidth = doc.widthOfString(section.title);
    doc.text(section.title, PAGE.margin, y, { lineBreak: false });
    doc.font(FONT.regular).fontSize(12).fillColor(COLOR.muted);
    const pageWidth = doc.widthOfString(page);
    doc.text(page, PAGE.margin + width - pageWidth, y, { lineBreak: false });
    // Dotted leader between the title and its page number.
    const leaderStart = PAGE.margin + titleWidth + 8;
    const leaderEnd = PAGE.margin + width - pageWidth - 8;
    if (leaderEnd > leaderStart) {
      doc
        .save()
        .moveTo(leaderStart, y + 10)
        .lineTo(leaderEnd, y + 10)
        .lineWidth(1)
        .dash(1, { space: 3 })
        .strokeColor(COLOR.brandLine)
        .stroke()
        .undash()
        .restore();
    }
    doc.goTo(PAGE.margin, y - 4, width, 22, section.id);
    doc.y = y + 30;
  }
  doc.moveDown(1);
  doc
    .font(FONT.italic)
    .fontSize(10)
    .fillColor(COLOR.muted)
    .text('Select a heading to go to its page. Amounts are in Indian rupees (INR); 1 lakh = 1,00,000 and 1 crore = 1,00,00,000.', PAGE.margin, doc.y, {
      width,
    });
}

function drawChrome(doc: Doc, pageNumber: number, total: number, section: string | undefined): void {
  const width = contentWidth(doc);
  // Drawing inside the margins would otherwise make pdfkit start a new page.
  const { top, bottom } = doc.page.margins;
  doc.page.margins.top = 0;
  doc.page.margins.bottom = 0;
  drawMark(doc, PAGE.margin, 36, 16, COLOR.brand);
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLOR.brandDark)
    .text('Sharestead Whitepaper', PAGE.margin + 22, 40, { lineBreak: false });
  if (section) doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(section, PAGE.margin, 40, { width, align: 'right', lineBreak: false });
  doc
    .save()
    .moveTo(PAGE.margin, 60)
    .lineTo(PAGE.margin + width, 60)
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore();
  const footerY = doc.page.height - 44;
  doc
    .save()
    .moveTo(PAGE.margin, footerY - 10)
    .lineTo(PAGE.margin + width, footerY - 10)
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore();
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(WHITEPAPER.edition, PAGE.margin, footerY, { lineBreak: false });
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLOR.brand)
    .text(`Page ${pageNumber} of ${total}`, PAGE.margin, footerY, { width, align: 'right', lineBreak: false });
  doc.page.margins.top = top;
  doc.page.margins.bottom = bottom;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { bytes, pages } = await buildWhitepaper();
  await mkdir(dirname(OUTPUT), { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(OUTPUT);
    stream.on('finish', () => resolve());
    stream.on('error', reject);
    stream.end(bytes);
  });
  console.log(`${OUTPUT}: ${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB`);
}
