import { describe, expect, it } from 'vitest';
import { form26qCsv, PAN_NOT_AVAILABLE, type Form26qRow } from './form-26q.ts';

const row = (overrides: Partial<Form26qRow> = {}): Form26qRow => ({
  pan: 'AAAPA1234A',
  name: 'Anjali Rao',
  section: '194A',
  section2025: '393(1) Sl.5(iii)',
  paidOn: '2026-12-31',
  gross: 18_000_00n,
  tds: 1_800_00n,
  rateBps: 1000,
  ...overrides,
});

const lines = (csv: string) => csv.trimEnd().split('\r\n').slice(1);

describe('the Form 26Q return as CSV', () => {
  it('writes amounts with a dot and two decimals, the rate as a percentage, and the challan on every row once deposited', () => {
    const csv = form26qCsv(
      {
        currency: 'INR',
        rows: [row(), row({ section2025: null, gross: 5_00n, tds: 0n, rateBps: 750 })],
        challan: { number: '0510002 07012027 00042', depositedOn: '2027-01-07' },
      },
      'en',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)).toEqual([
      'AAAPA1234A,Anjali Rao,194A,393(1) Sl.5(iii),2026-12-31,18000.00,1800.00,10.00,0510002 07012027 00042,2027-01-07',
      'AAAPA1234A,Anjali Rao,194A,,2026-12-31,5.00,0.00,7.50,0510002 07012027 00042,2027-01-07',
    ]);
  });

  it('leaves the challan empty before the deposit, and writes PANNOTAVBL for a deductee without a PAN', () => {
    expect(lines(form26qCsv({ currency: 'INR', rows: [row({ pan: PAN_NOT_AVAILABLE, name: 'Meera Iyer' })], challan: null }, 'en'))).toEqual([
      'PANNOTAVBL,Meera Iyer,194A,393(1) Sl.5(iii),2026-12-31,18000.00,1800.00,10.00,,',
    ]);
  });

  it('never lets a spreadsheet run a cell: a leading = + - @ is prefixed, quotes and commas are quoted', () => {
    const names = ['=HYPERLINK("http://evil")', '+91 cmd', '-2+3', '@SUM(A1)', 'Rao, "Anju"'];
    const csv = form26qCsv({ currency: 'INR', rows: names.map((name) => row({ name })), challan: null }, 'en');
    expect(lines(csv).map((line) => line.slice('AAAPA1234A,'.length, line.indexOf(',194A')))).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      "'+91 cmd",
      "'-2+3",
      "'@SUM(A1)",
      '"Rao, ""Anju"""',
    ]);
  });
});
