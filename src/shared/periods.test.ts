import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareQuarters,
  financialYearOf,
  financialYearRange,
  indianDate,
  nextQuarter,
  parseFinancialYear,
  parseQuarter,
  parseTaxQuarter,
  previousQuarter,
  quarterOf,
  quarterRange,
  quartersBetween,
  startOfIndianDay,
  taxQuarterFromParts,
  taxQuarterOf,
  taxQuarterRange,
} from './periods.ts';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;
// The last instant of 31 March 2027 in India, and the first of 1 April.
const LAST_OF_MARCH = at('2027-03-31T18:29:59.999Z');
const FIRST_OF_APRIL = at('2027-03-31T18:30:00.000Z');

describe('calendar quarters', () => {
  it('places an instant in the quarter of its Indian date, to the millisecond', () => {
    expect(quarterOf(LAST_OF_MARCH)).toBe('2027-Q1');
    expect(quarterOf(FIRST_OF_APRIL)).toBe('2027-Q2');
    // 1 January starts at 18:30 UTC on 31 December.
    expect(quarterOf(at('2026-12-31T18:29:59.999Z'))).toBe('2026-Q4');
    expect(quarterOf(at('2026-12-31T18:30:00Z'))).toBe('2027-Q1');
    expect(quarterOf(at('2027-08-15T12:00:00Z'))).toBe('2027-Q3');
  });

  it('gives a quarter its Indian midnights, the end being the next quarter start', () => {
    expect(quarterRange('2027-Q1')).toEqual({ start: at('2026-12-31T18:30:00Z'), end: FIRST_OF_APRIL });
    expect(quarterRange('2027-Q4')).toEqual({ start: at('2027-09-30T18:30:00Z'), end: at('2027-12-31T18:30:00Z') });
    expect(quarterRange('2027-Q2').start).toEqual(quarterRange('2027-Q1').end);
  });

  it('counts 29 February in a leap year quarter, and only then', () => {
    const days = (quarter: string) => {
      const { start, end } = quarterRange(quarter);
      return (end.getTime() - start.getTime()) / DAY;
    };
    expect(days('2027-Q1')).toBe(90);
    expect(days('2028-Q1')).toBe(91);
    expect(days('2000-Q1')).toBe(91);
    expect(days('2100-Q1')).toBe(90);
    expect(quarterOf(at('2028-02-29T12:00:00Z'))).toBe('2028-Q1');
  });

  it('parses YYYY-Qn in the years 2000-2999 and nothing else', () => {
    expect(parseQuarter('2027-Q1')).toBe('2027-Q1');
    expect(parseQuarter('2000-Q1')).toBe('2000-Q1');
    expect(parseQuarter('2999-Q4')).toBe('2999-Q4');
    for (const bad of [
      '1999-Q4',
      '3000-Q1',
      '2027-Q0',
      '2027-Q5',
      '2027-q1',
      '2027Q1',
      '27-Q1',
      ' 2027-Q1',
      '2027-Q1 ',
      '2027-Q1\n',
      '02027-Q1',
      '',
      '2026-27-Q1',
    ]) {
      expect(parseQuarter(bad), bad).toBeNull();
    }
  });

  it('steps across years', () => {
    expect(nextQuarter('2026-Q4')).toBe('2027-Q1');
    expect(nextQuarter('2027-Q1')).toBe('2027-Q2');
    expect(previousQuarter('2027-Q1')).toBe('2026-Q4');
    expect(previousQuarter('2027-Q3')).toBe('2027-Q2');
  });

  it('refuses to step out of the years, or from text that is no quarter', () => {
    expect(() => nextQuarter('2999-Q4')).toThrow(RangeError);
    expect(() => previousQuarter('2000-Q1')).toThrow(RangeError);
    expect(() => nextQuarter('2027-Q5')).toThrow(RangeError);
    expect(() => quarterRange('2027')).toThrow(RangeError);
    expect(() => quarterOf(at('1999-12-31T18:29:59.999Z'))).toThrow(RangeError);
    expect(quarterOf(at('1999-12-31T18:30:00Z'))).toBe('2000-Q1');
    expect(() => quarterOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('compares quarters by their distance, as their strings compare', () => {
    expect(compareQuarters('2027-Q1', '2026-Q4')).toBe(1);
    expect(compareQuarters('2026-Q4', '2028-Q1')).toBe(-5);
    expect(compareQuarters('2027-Q2', '2027-Q2')).toBe(0);
    const shuffled = ['2027-Q3', '2026-Q4', '2100-Q1', '2027-Q1', '2099-Q4'];
    expect([...shuffled].sort(compareQuarters)).toEqual([...shuffled].sort());
    expect(() => compareQuarters('2027-Q1', 'soon')).toThrow(RangeError);
  });

  it('lists the quarters between two, both included', () => {
    expect(quartersBetween('2026-Q3', '2027-Q2')).toEqual(['2026-Q3', '2026-Q4', '2027-Q1', '2027-Q2']);
    expect(quartersBetween('2027-Q2', '2027-Q2')).toEqual(['2027-Q2']);
    expect(quartersBetween('2027-Q3', '2027-Q2')).toEqual([]);
    expect(quartersBetween('2000-Q1', '2999-Q4')).toHaveLength(4000);
  });
});

describe('financial years', () => {
  it('runs from 1 April to 31 March in Indian time, to the millisecond', () => {
    expect(financialYearOf(LAST_OF_MARCH)).toBe('2026-27');
    expect(financialYearOf(FIRST_OF_APRIL)).toBe('2027-28');
    expect(financialYearOf(at('2027-01-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYearRange('2026-27')).toEqual({ start: at('2026-03-31T18:30:00Z'), end: FIRST_OF_APRIL });
    expect(financialYearRange('2027-28').start).toEqual(financialYearRange('2026-27').end);
  });

  it('holds 366 days when its February has 29', () => {
    const days = (fy: string) => {
      const { start, end } = financialYearRange(fy);
      return (end.getTime() - start.getTime()) / DAY;
    };
    expect(days('2026-27')).toBe(365);
    expect(days('2027-28')).toBe(366);
    // 2100 is a century year not divisible by 400: no 29 February.
    expect(days('2099-00')).toBe(365);
    expect(days('2103-04')).toBe(366);
    expect(financialYearOf(at('2028-02-29T12:00:00Z'))).toBe('2027-28');
  });

  it('writes and reads the century turn as 2099-00', () => {
    expect(financialYearOf(at('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYearOf(at('2000-06-01T00:00:00Z'))).toBe('2000-01');
    expect(financialYearOf(at('2009-06-01T00:00:00Z'))).toBe('2009-10');
    expect(financialYearRange('2099-00')).toEqual({ start: at('2099-03-31T18:30:00Z'), end: at('2100-03-31T18:30:00Z') });
  });

  it('parses YYYY-YY only when the second year follows the first', () => {
    for (const good of ['2026-27', '2099-00', '2000-01', '2999-00', '2009-10']) expect(parseFinancialYear(good), good).toBe(good);
    for (const bad of ['2026-28', '2026-26', '2026-2027', '2026-7', '1999-00', '3000-01', '2026/27', '2026-27-Q1', '', '2026-27 ']) {
      expect(parseFinancialYear(bad), bad).toBeNull();
    }
    expect(() => financialYearRange('2026-28')).toThrow(RangeError);
  });

  it('has no financial year before April 2000', () => {
    expect(() => financialYearOf(at('2000-03-31T18:29:59.999Z'))).toThrow(RangeError);
    expect(financialYearOf(at('2000-03-31T18:30:00Z'))).toBe('2000-01');
  });
});

describe('tax quarters', () => {
  it('numbers the financial year from April: Q3 is October to December', () => {
    expect(taxQuarterRange('2026-27-Q3')).toEqual({ start: at('2026-09-30T18:30:00Z'), end: at('2026-12-31T18:30:00Z') });
    expect(taxQuarterRange('2026-27-Q1')).toEqual({ start: at('2026-03-31T18:30:00Z'), end: at('2026-06-30T18:30:00Z') });
    // Q4 is the next calendar year's January to March, and ends with the financial year.
    expect(taxQuarterRange('2026-27-Q4')).toEqual({ start: at('2026-12-31T18:30:00Z'), end: FIRST_OF_APRIL });
    expect(taxQuarterRange('2099-00-Q4')).toEqual({ start: at('2099-12-31T18:30:00Z'), end: at('2100-03-31T18:30:00Z') });
  });

  it('places an instant in the tax quarter of its Indian date', () => {
    expect(taxQuarterOf(LAST_OF_MARCH)).toBe('2026-27-Q4');
    expect(taxQuarterOf(FIRST_OF_APRIL)).toBe('2027-28-Q1');
    expect(taxQuarterOf(at('2026-06-30T18:29:59.999Z'))).toBe('2026-27-Q1');
    expect(taxQuarterOf(at('2026-06-30T18:30:00Z'))).toBe('2026-27-Q2');
    expect(taxQuarterOf(at('2026-11-15T00:00:00Z'))).toBe('2026-27-Q3');
    expect(taxQuarterOf(at('2028-02-29T00:00:00Z'))).toBe('2027-28-Q4');
  });

  it('parses YYYY-YY-Qn of a valid financial year and quarter', () => {
    for (const good of ['2026-27-Q3', '2099-00-Q1', '2026-27-Q4']) expect(parseTaxQuarter(good), good).toBe(good);
    for (const bad of ['2026-28-Q3', '2026-27-Q5', '2026-27-Q0', '2026-27', '2026-Q3', '2026-27-q3', '1999-00-Q1', '2026-27-Q3 ', '']) {
      expect(parseTaxQuarter(bad), bad).toBeNull();
    }
    expect(() => taxQuarterRange('2026-28-Q1')).toThrow(RangeError);
  });

  it('builds a tax quarter from a financial year and a quarter number', () => {
    expect(taxQuarterFromParts('2026-27', 3)).toBe('2026-27-Q3');
    expect(taxQuarterFromParts('2099-00', 1)).toBe('2099-00-Q1');
    expect(taxQuarterFromParts('2026-28', 3)).toBeNull();
    for (const quarter of [0, 5, 2.5, Number.NaN, -1]) expect(taxQuarterFromParts('2026-27', quarter), String(quarter)).toBeNull();
  });
});

describe('Indian dates', () => {
  it('writes the date an instant has in India', () => {
    expect(indianDate(LAST_OF_MARCH)).toBe('2027-03-31');
    expect(indianDate(FIRST_OF_APRIL)).toBe('2027-04-01');
    expect(indianDate(at('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
    expect(indianDate(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(() => indianDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts an Indian day at 18:30 UTC the day before', () => {
    expect(startOfIndianDay('2027-04-01')).toEqual(FIRST_OF_APRIL);
    expect(startOfIndianDay('2027-01-01')).toEqual(at('2026-12-31T18:30:00Z'));
    expect(startOfIndianDay('2028-02-29')).toEqual(at('2028-02-28T18:30:00Z'));
    expect(startOfIndianDay('2000-02-29')).toEqual(at('2000-02-28T18:30:00Z'));
  });

  it('refuses a date no calendar has, and any other text', () => {
    for (const bad of [
      '2027-02-29',
      '2100-02-29',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-01-00',
      '2027-01-32',
      '2027-1-05',
      '2027-01-05T00:00',
      '05-01-2027',
      '',
    ]) {
      expect(() => startOfIndianDay(bad), bad).toThrow(RangeError);
    }
  });
});

describe('periods, whatever the instant', () => {
  // Instants from the first financial year of the range (2000-01) to the last quarter (2999-Q4).
  const instants = fc.date({ min: at('2000-03-31T18:30:00Z'), max: at('2999-12-31T18:29:59.999Z'), noInvalidDate: true });
  // An independent reading of the Indian date: the time zone database's Asia/Kolkata (UTC+5:30 since 1945).
  const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

  it('agrees with the time zone database on the Indian date', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(indianDate(instant)).toBe(kolkata.format(instant));
      }),
    );
  });

  it('puts every instant inside the ranges of its periods, and each period after the one before', () => {
    const within = (instant: Date, { start, end }: { start: Date; end: Date }) => start <= instant && instant < end;
    fc.assert(
      fc.property(instants, (instant) => {
        const quarter = quarterOf(instant);
        const fy = financialYearOf(instant);
        const taxQuarter = taxQuarterOf(instant);
        expect(within(instant, quarterRange(quarter))).toBe(true);
        expect(within(instant, financialYearRange(fy))).toBe(true);
        expect(within(instant, taxQuarterRange(taxQuarter))).toBe(true);
        expect(taxQuarter.startsWith(`${fy}-Q`)).toBe(true);
        expect(parseQuarter(quarter)).toBe(quarter);
        expect(parseFinancialYear(fy)).toBe(fy);
        expect(parseTaxQuarter(taxQuarter)).toBe(taxQuarter);
        // A tax quarter is a calendar quarter under another name.
        expect(taxQuarterRange(taxQuarter)).toEqual(quarterRange(quarter));
        const day = startOfIndianDay(indianDate(instant));
        expect(day <= instant && instant.getTime() < day.getTime() + DAY).toBe(true);
        expect(quarterRange(previousQuarter(quarter)).end).toEqual(quarterRange(quarter).start);
      }),
    );
  });

  it('does not read the machine time zone', () => {
    const zone = process.env.TZ;
    const reading = () => [quarterOf(LAST_OF_MARCH), financialYearOf(FIRST_OF_APRIL), indianDate(LAST_OF_MARCH), startOfIndianDay('2027-04-01').toISOString()];
    const expected = ['2027-Q1', '2027-28', '2027-03-31', '2027-03-31T18:30:00.000Z'];
    try {
      for (const tz of ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        expect(reading(), tz).toEqual(expected);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
