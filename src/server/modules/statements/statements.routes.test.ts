import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../shared/contracts/settings.ts';
import { financialYearOf, financialYearRange, indianDate } from '../../../shared/periods.ts';
import { properties } from '../../db/schema/index.ts';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments, UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal, payTestDistribution } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let proposer: TestUser;
let backer: TestUser;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 100_000_00n);
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 500_000_00n });
  const commit = (amount: number) =>
    t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/commitments`, headers: { authorization: `Bearer ${backer.token}` }, payload: { amount } });
  await commit(20_000_00);
  const second = (await commit(30_000_00)).json();
  await t.app.inject({ method: 'DELETE', url: `/api/commitments/${second.id}`, headers: { authorization: `Bearer ${backer.token}` } });
});
afterAll(async () => {
  await t.close();
});

const statement = (query: string, user: TestUser | null = backer, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/portfolio/statement?${query}`,
    headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...(language ? { 'accept-language': language } : {}) },
  });
const csvRows = (body: string) =>
  body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
const saveLanguage = async (user: TestUser, language: string) => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { ...DEFAULT_SETTINGS.backer, language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};

/**
 * The text a PDF shows, one string per text operation (a cell, a line of a paragraph): its content
 * streams inflated, and the strings pdfkit writes as hex in WinAnsi joined across kerning.
 */
// WinAnsi is Latin-1 but for 0x80–0x9F (Node's TextDecoder reads them as Latin-1 controls).
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte))).join('');

function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  // Each stream by its dictionary's /Length: compressed bytes may themselves end in \r or hold "endstream".
  return [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].flatMap((match) => {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    return [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((operation) =>
      fromWinAnsi(Buffer.from([...operation[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => hex[1]).join(''), 'hex')),
    );
  });
}

describe('GET /api/portfolio/statement', () => {
  it('as CSV: every movement of the year with the running balance, the totals and the closing balance', async () => {
    const response = await statement(`year=${year}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sharestead-statement-${year}.csv"`);
    const rows = response.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Currency', 'Amount', 'Held', 'Balance']);
    const byType = (type: string) => rows.filter((row) => row[1] === type);
    expect(byType('Opening balance')[0]!.slice(3)).toEqual(['INR', '', '', '0.00']);
    expect(byType('Deposit')[0]!.slice(3)).toEqual(['INR', '100000.00', '0.00', '100000.00']);
    expect(byType('Commitment').map((row) => row[5])).toEqual(['20000.00', '30000.00']);
    expect(byType('Commitment cancelled')[0]!.slice(4)).toEqual(['0.00', '-30000.00', '100000.00']);
    expect(byType('Total committed')[0]![4]).toBe('50000.00');
    expect(byType('Total cancelled')[0]![4]).toBe('30000.00');
    expect(byType('Tax withheld (TDS)')[0]![4]).toBe('0.00');
    expect(byType('Closing balance')[0]!.slice(2)).toEqual(['Held 20000.00', 'INR', '', '', '100000.00']);
  });

  it('as PDF: a real PDF document', async () => {
    const response = await statement(`year=${year}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1500);
  });

  it('as PDF: the words, dates and amounts in English', async () => {
    const text = pdfText((await statement(`year=${year}&format=pdf`)).rawPayload);
    expect(text).toContain(`Sharestead annual statement ${year}`);
    expect(text).toContain('INR wallet');
    expect(text).toEqual(expect.arrayContaining(['Date', 'Type', 'Description', 'Amount', 'Held', 'Balance', 'Deposit', 'Commitment cancelled']));
    expect(text).toContain('Opening balance: INR\u00a00.00 (held 0.00)');
    expect(text).toContain('Closing balance: INR\u00a01,00,000.00 (held 20,000.00)');
    expect(text).toContain('Committed: INR\u00a050,000.00');
    expect(text.filter((cell) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(cell)).length).toBeGreaterThanOrEqual(4);
  });

  it("in the backer's saved Settings language, whatever the browser asks for: French CSV and PDF", async () => {
    await saveLanguage(backer, 'fr');
    try {
      const csv = await statement(`year=${year}&format=csv`, backer, 'en-US,en;q=0.9');
      expect(csv.statusCode).toBe(200);
      const rows = csvRows(csv.body);
      expect(rows[0]).toEqual(['Date', 'Type', 'Description', 'Devise', 'Montant', 'Bloqué', 'Solde']);
      const byType = (type: string) => rows.filter((row) => row[1] === type);
      // Dates stay ISO and amounts plain decimals with a dot: the file stays machine-readable.
      expect(byType('Solde d’ouverture')[0]).toEqual([`${year}-01-01`, 'Solde d’ouverture', 'Bloqué 0.00', 'INR', '', '', '0.00']);
      expect(byType('Dépôt')[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(byType('Dépôt')[0]![2]).toMatch(/^Virement bancaire /);
      expect(byType('Dépôt')[0]!.slice(3)).toEqual(['INR', '100000.00', '0.00', '100000.00']);
      expect(byType('Engagement').map((row) => row[5])).toEqual(['20000.00', '30000.00']);
      expect(byType('Engagement annulé')[0]!.slice(4)).toEqual(['0.00', '-30000.00', '100000.00']);
      expect(byType('Total engagé')[0]![4]).toBe('50000.00');
      expect(byType('Impôt retenu à la source (TDS)')[0]![4]).toBe('0.00');
      expect(byType('Solde de clôture')[0]!.slice(2)).toEqual(['Bloqué 20000.00', 'INR', '', '', '100000.00']);
      expect(csv.body).not.toMatch(/Opening balance|Deposit|Commitment|Total deposits|Held/);

      const text = pdfText((await statement(`year=${year}&format=pdf`, backer, 'en')).rawPayload);
      expect(text).toContain(`Relevé annuel Sharestead ${year}`);
      expect(text).toContain('Porte-monnaie en INR');
      expect(text).toEqual(expect.arrayContaining(['Date', 'Type', 'Description', 'Montant', 'Bloqué', 'Solde', 'Dépôt', 'Engagement annulé']));
      // French groups with a (narrow) no-break space and writes the currency code after the amount.
      expect(text).toContain('Solde d’ouverture : 0,00\u00a0INR (bloqué 0,00)');
      expect(text).toContain('Solde de clôture : 100\u00a0000,00\u00a0INR (bloqué 20\u00a0000,00)');
      expect(text).toContain('Engagé : 50\u00a0000,00\u00a0INR');
      expect(text).toContain('-30\u00a0000,00');
      const months = 'janv\\.|févr\\.|mars|avr\\.|mai|juin|juil\\.|août|sept\\.|oct\\.|nov\\.|déc\\.';
      expect(text.filter((cell) => new RegExp(`^\\d{1,2} (${months}) ${year}$`).test(cell)).length).toBeGreaterThanOrEqual(4);
      expect(text.join('\n')).not.toMatch(/Opening balance|Deposit|Held/);
    } finally {
      await saveLanguage(backer, 'en');
    }
    // A saved English beats a browser asking for French.
    expect(csvRows((await statement(`year=${year}&format=csv`, backer, 'fr')).body)[0]![3]).toBe('Currency');
  });

  it("in the request's language when the backer never saved one", async () => {
    const fresh = await registerTestUser(t.app, 'backer');
    const csv = await statement(`year=${year}&format=csv`, fresh, 'fr-CA,fr;q=0.9,en;q=0.8');
    expect(csvRows(csv.body)).toEqual([['Date', 'Type', 'Description', 'Devise', 'Montant', 'Bloqué', 'Solde']]);
    expect(pdfText((await statement(`year=${year}&format=pdf`, fresh, 'es')).rawPayload)).toContain('No hubo movimientos en la billetera en este periodo.');
  });

  it('an earlier year opens and closes empty; a future year, a bad format or year is 422; only a backer', async () => {
    const before = await statement(`year=${year - 1}&format=csv`);
    expect(before.body.trim().split('\r\n')).toHaveLength(1);
    for (const query of [`year=${year + 1}&format=csv`, `year=${year}&format=xls`, 'year=abc&format=csv', `format=csv`, `year=${year}`]) {
      expect((await statement(query)).statusCode, query).toBe(422);
    }
    expect((await statement(`year=${year}&format=csv`, null)).statusCode).toBe(401);
    const proposer = await registerTestUser(t.app, 'proposer');
    expect((await statement(`year=${year}&format=csv`, proposer)).statusCode).toBe(403);
  });
});

describe('GET /api/portfolio/statement?fy=', () => {
  const RUPEES = 100;
  let fy: string;
  let holder: TestUser;
  let other: TestUser;
  let title: string;

  // A ₹10,00,000 deal held 60:40 by the holder and another backer pays two distributions this quarter, so the
  // holder's interest (₹18,000, then ₹6,000) is over 194A's ₹10,000 a year and 10% of each is withheld; its
  // dividend (₹3,000) stays under 194's threshold; a return of capital is never taxed.
  beforeAll(async () => {
    const { deal, backers } = await fundedTestDeal(t, proposer);
    [holder, other] = [backers[0]!, backers[1]!];
    // A proposer may write anything in a title: the CSV must never let a spreadsheet run it.
    title = '=HYPERLINK("https://evil.example","Villa")';
    await t.database.db.update(properties).set({ title }).where(eq(properties.id, deal.propertyId));
    t.clock.advance(2 * 3_600_000);
    await payTestDistribution(
      t,
      proposer,
      deal.id,
      { interest: 30_000 * RUPEES, dividend: 5_000 * RUPEES, return_of_capital: 5_000 * RUPEES },
      { managementFee: 2_000 * RUPEES },
    );
    await payTestDistribution(t, proposer, deal.id, { interest: 10_000 * RUPEES });
    fy = financialYearOf(t.clock.now());
  });

  /** The title as the CSV writes it: its leading = defused, the field quoted and its quotes doubled. */
  const safeTitle = () => `"'${title.replaceAll('"', '""')}"`;
  /** The CSV's two tables (the wallet, the income), the title's field read as TITLE (it holds commas). */
  const tablesOf = (body: string) => body.replaceAll(safeTitle(), 'TITLE').trim().split('\r\n\r\n').map(csvRows);
  const incomeRows = (body: string) => tablesOf(body)[1] ?? [];

  it('as CSV: the wallet in Indian time, then every payout by income type with gross, tax, net and both sections, and the tax per section', async () => {
    const response = await statement(`fy=${fy}&format=csv`, holder);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sharestead-statement-${fy}.csv"`);
    expect(response.body).toContain(safeTitle());
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);
    const [wallet, income] = tablesOf(response.body) as [string[][], string[][]];
    const { start, end } = financialYearRange(fy);
    const [first, last] = [indianDate(start), indianDate(new Date(end.getTime() - 1))];
    const byType = (type: string) => wallet.filter((row) => row[1] === type);
    expect(byType('Opening balance')[0]).toEqual([first, 'Opening balance', 'Held 0.00', 'INR', '', '', '0.00']);
    expect(byType('Investment funded')[0]!.slice(4)).toEqual(['-600000.00', '-600000.00', '0.00']);
    // The net of each payout reached the wallet the day it was paid.
    const today = indianDate(t.clock.now());
    expect(byType('Income paid').map((row) => [row[0], row[2], row[4]])).toEqual(
      expect.arrayContaining([
        [today, 'TITLE', '16200.00'],
        [today, 'TITLE', '3000.00'],
        [today, 'TITLE', '5400.00'],
      ]),
    );
    expect(byType('Income paid')).toHaveLength(4);
    expect(byType('Distributions received')[0]!.slice(3, 5)).toEqual(['INR', '27600.00']);
    expect(byType('Tax withheld (TDS)')[0]!.slice(3, 5)).toEqual(['INR', '2400.00']);
    expect(byType('Closing balance')[0]).toEqual([last, 'Closing balance', 'Held 0.00', 'INR', '', '', '27600.00']);

    // The section headings hold a comma: quoted.
    expect(response.body).toContain(
      '\r\n\r\nDate,Deal,Period,Income type,Currency,Gross,Tax withheld,Net,"Section (Income-tax Act, 1961)","Section (Income-tax Act, 2025)"\r\n',
    );
    const quarter = income[1]![2]!;
    expect(quarter).toMatch(/^\d{4}-Q[1-4]$/);
    expect(income.slice(1)).toEqual([
      [today, 'TITLE', quarter, 'Interest', 'INR', '18000.00', '1800.00', '16200.00', '194A', '393(1) Sl.5(iii)'],
      [today, 'TITLE', quarter, 'Dividend', 'INR', '3000.00', '0.00', '3000.00', '194', '393(1)'],
      [today, 'TITLE', quarter, 'Return of capital', 'INR', '3000.00', '0.00', '3000.00', '', ''],
      [today, 'TITLE', quarter, 'Interest', 'INR', '6000.00', '600.00', '5400.00', '194A', '393(1) Sl.5(iii)'],
      [last, 'Total by section', '', '', 'INR', '3000.00', '0.00', '3000.00', '194', '393(1)'],
      [last, 'Total by section', '', '', 'INR', '24000.00', '2400.00', '21600.00', '194A', '393(1) Sl.5(iii)'],
      [last, 'Total by section', '', '', 'INR', '3000.00', '0.00', '3000.00', '', ''],
      [last, 'Total', '', '', 'INR', '30000.00', '2400.00', '27600.00', '', ''],
    ]);
  });

  it("never includes another backer's payouts; the calendar year's statement lists the same income", async () => {
    const ofOther = incomeRows((await statement(`fy=${fy}&format=csv`, other)).body);
    // The other backer's 40%: ₹12,000 and ₹4,000 of interest, ₹2,000 of dividend, ₹2,000 returned.
    expect(ofOther.slice(1).map((row) => [row[3] || row[1], row[5], row[6]])).toEqual([
      ['Interest', '12000.00', '1200.00'],
      ['Dividend', '2000.00', '0.00'],
      ['Return of capital', '2000.00', '0.00'],
      ['Interest', '4000.00', '400.00'],
      ['Total by section', '2000.00', '0.00'],
      ['Total by section', '16000.00', '1600.00'],
      ['Total by section', '2000.00', '0.00'],
      ['Total', '20000.00', '1600.00'],
    ]);
    // The first backer of the file holds no funded deal: no income in either period.
    expect(incomeRows((await statement(`fy=${fy}&format=csv`)).body)).toEqual([]);
    const calendar = await statement(`year=${t.clock.now().getUTCFullYear()}&format=csv`, holder);
    expect(incomeRows(calendar.body).at(-1)).toEqual([
      `${t.clock.now().getUTCFullYear()}-12-31`,
      'Total',
      '',
      '',
      'INR',
      '30000.00',
      '2400.00',
      '27600.00',
      '',
      '',
    ]);
  });

  it('as PDF: the financial year, the income table with both sections, and the totals by section', async () => {
    const response = await statement(`fy=${fy}&format=pdf`, holder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sharestead-statement-${fy}.pdf"`);
    const text = pdfText(response.rawPayload);
    const startYear = Number(fy.slice(0, 4));
    expect(text).toContain(`Sharestead annual statement ${fy}`);
    expect(text.find((line) => line.startsWith('Period: '))).toMatch(
      new RegExp(`^Period: financial year ${fy}, 1 April ${startYear} to 31 March ${startYear + 1} \\(Indian time\\)\\. Generated `),
    );
    expect(text).toContain('Income and tax withheld in INR');
    expect(text).toEqual(expect.arrayContaining(['Deal', 'Period', 'Income type', 'Gross', 'Net', 'Section', 'Interest', 'Dividend', 'Return of capital']));
    expect(text).toEqual(expect.arrayContaining(['18,000.00', '1,800.00', '16,200.00', '194A · 393(1) Sl.5(iii)', '194 · 393(1)', '—']));
    expect(text).toEqual(expect.arrayContaining(['Total by section', '24,000.00', '2,400.00', '21,600.00', 'Total', '30,000.00', '27,600.00']));
    expect(text).toContain('Distributions received: INR\u00a027,600.00');
    expect(text).toContain('Tax withheld (TDS): INR\u00a02,400.00');
    // A year with no income says so.
    const earlier = `${startYear - 1}-${String(startYear % 100).padStart(2, '0')}`;
    expect(pdfText((await statement(`fy=${earlier}&format=pdf`, holder)).rawPayload)).toContain(`No income was paid to you in ${earlier}.`);
  });

  it('takes exactly one period, a financial year written like 2026-27 that has begun; only a backer', async () => {
    const refused = async (query: string, message: string) => {
      const answer = await statement(query, holder);
      expect([answer.statusCode, answer.json().code, answer.json().message], query).toEqual([422, 'invalid_request', message]);
    };
    const onePeriod = 'Ask for one period: a calendar year (year=2026) or a financial year (fy=2026-27), not both.';
    await refused(`fy=${fy}&year=${year}&format=csv`, onePeriod);
    await refused('format=pdf', onePeriod);
    await refused('fy=2026-28&format=csv', 'The financial year must be written like 2026-27.');
    await refused('fy=26-27&format=csv', 'The financial year must be written like 2026-27.');
    await refused(`fy=${fy}&format=xls`, 'Format must be csv or pdf.');
    const next = Number(fy.slice(0, 4)) + 1;
    await refused(`fy=${next}-${String((next + 1) % 100).padStart(2, '0')}&format=csv`, 'There is no statement for a financial year that has not begun.');
    expect((await statement(`fy=${fy}&format=csv`, null)).statusCode).toBe(401);
    expect((await statement(`fy=${fy}&format=csv`, proposer)).statusCode).toBe(403);
  });
});

describe('hostile query strings', () => {
  it('500 generated queries: never a 5xx, always a sentence and a code, a file only for one valid period and format', async () => {
    const fy = financialYearOf(new Date());
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'csv', 'pdf', 'CSV', String(year), '2019', '2101', '1e3', '-1', '[]', 'null', ' 2026'),
      fc.constantFrom(fy, '2019-20', '2999-00', '2099-00', '2026-28', '2026-27-Q1', '26-27', `${fy} `),
      fc.string({ maxLength: 20 }),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom('year', 'fy', 'format', 'page', '__proto__', 'x'), part), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await statement(search);
        if (response.statusCode === 200) {
          expect(['text/csv; charset=utf-8', 'application/pdf']).toContain(response.headers['content-type']);
          const params = new URLSearchParams(search);
          expect(params.has('year') !== params.has('fy'), search).toBe(true);
        } else {
          expectSafeAnswer(response, `statement ?${search}`);
          expect([400, 422]).toContain(response.statusCode);
        }
      }),
      { numRuns: 500 },
    );
  });
});
