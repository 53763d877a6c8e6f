import { inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/contracts/settings.ts';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { encodeLikeABrowser, expectSafeAnswer, scriptFragments, sqlFragments, UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let backer: TestUser;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  const proposer = await registerTestUser(t.app, 'proposer');
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

describe('hostile query strings', () => {
  it('500 generated queries: never a 5xx, always a sentence and a code, a file only for a valid year and format', async () => {
    const part = fc.oneof(
      fc.constantFrom(...sqlFragments, ...scriptFragments),
      fc.constantFrom('', 'csv', 'pdf', 'CSV', String(year), '2019', '2101', '1e3', '-1', '[]', 'null', ' 2026'),
      fc.string({ maxLength: 20 }),
    );
    const query = fc
      .array(fc.tuple(fc.constantFrom('year', 'format', 'page', '__proto__', 'x'), part), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeLikeABrowser(key)}=${encodeLikeABrowser(value)}`).join('&'));
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await statement(search);
        if (response.statusCode === 200) expect(['text/csv; charset=utf-8', 'application/pdf']).toContain(response.headers['content-type']);
        else {
          expectSafeAnswer(response, `statement ?${search}`);
          expect([400, 422]).toContain(response.statusCode);
        }
      }),
      { numRuns: 500 },
    );
  });
});
