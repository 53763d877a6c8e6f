/*
 * Periods after funding (interfaces.md, "After funding"), written once for the server and the
 * client: calendar quarters `2027-Q1`, Indian financial years `2026-27` (1 April to 31 March) and
 * their tax quarters `2026-27-Q3` (quarter 1 = April to June), and Indian calendar dates, all in
 * Indian time. India keeps UTC+5:30 all year, so a fixed offset is exact: no Intl, no machine time
 * zone. Periods span the years 2000 to 2999; a period string outside them is invalid.
 *
 * Ranges are half-open, [start, end): `end` is the start of the next period. The three period
 * formats have a fixed width, so within one format the string order is the chronological order.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

const QUARTER = /^(\d{4})-Q([1-4])$/;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
const TAX_QUARTER = /^(\d{4}-\d{2})-Q([1-4])$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface PeriodRange {
  /** The first instant of the period. */
  start: Date;
  /** The first instant after it. */
  end: Date;
}

/** The Indian wall-clock date of an instant; month 1-12. */
function indianFields(at: Date): { year: number; month: number; day: number } {
  const ms = at.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date has no Indian date.');
  const shifted = new Date(ms + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant of Indian midnight that starts a day; a month past 12 rolls into the next year. */
function indianMidnight(year: number, month: number, day: number): Date {
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read the years 0-99 as 1900-1999.
  utc.setUTCFullYear(year, month - 1, day);
  return new Date(utc.getTime() - IST_OFFSET_MS);
}

function inYearRange(year: number): boolean {
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

function checkedYear(year: number): number {
  if (!inYearRange(year)) throw new RangeError(`The year ${year} is outside the periods' years ${FIRST_YEAR}-${LAST_YEAR}.`);
  return year;
}

// Calendar quarters

interface QuarterParts {
  year: number;
  quarter: number;
}

function quarterParts(text: string): QuarterParts | null {
  const match = QUARTER.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  return inYearRange(year) ? { year, quarter: Number(match[2]) } : null;
}

function requireQuarter(text: string): QuarterParts {
  const parts = quarterParts(text);
  if (!parts) throw new RangeError(`"${text}" is not a quarter such as 2027-Q1.`);
  return parts;
}

function formatQuarter(year: number, quarter: number): string {
  return `${checkedYear(year)}-Q${quarter}`;
}

/** Quarters counted from the year 0, so that neighbours differ by one. */
function quarterIndex(text: string): number {
  const { year, quarter } = requireQuarter(text);
  return year * 4 + quarter - 1;
}

function quarterAt(index: number): string {
  return formatQuarter(Math.floor(index / 4), (index % 4) + 1);
}

/** `text` if it is a calendar quarter `YYYY-Qn` (years 2000-2999), else null. */
export function parseQuarter(text: string): string | null {
  return quarterParts(text) ? text : null;
}

/** The calendar quarter holding the instant, in Indian time. Throws a RangeError outside 2000-2999. */
export function quarterOf(at: Date): string {
  const { year, month } = indianFields(at);
  return formatQuarter(year, Math.floor((month - 1) / 3) + 1);
}

/** `2027-Q1` → 2027-01-01T00:00 IST to 2027-04-01T00:00 IST (exclusive). */
export function quarterRange(quarter: string): PeriodRange {
  const { year, quarter: n } = requireQuarter(quarter);
  return { start: indianMidnight(year, 3 * n - 2, 1), end: indianMidnight(year, 3 * n + 1, 1) };
}

export function nextQuarter(quarter: string): string {
  return quarterAt(quarterIndex(quarter) + 1);
}

export function previousQuarter(quarter: string): string {
  return quarterAt(quarterIndex(quarter) - 1);
}

/**
 * The number of quarters from `b` to `a`: negative when `a` is earlier, so it sorts as a comparator.
 * (Valid quarters also compare correctly as plain strings.)
 */
export function compareQuarters(a: string, b: string): number {
  return quarterIndex(a) - quarterIndex(b);
}

/** Every quarter from `from` to `to`, both included; empty when `from` is after `to`. */
export function quartersBetween(from: string, to: string): string[] {
  const last = quarterIndex(to);
  const quarters: string[] = [];
  for (let index = quarterIndex(from); index <= last; index++) quarters.push(quarterAt(index));
  return quarters;
}

/**
 * When a quarter's report is due (after-funding.md §4): `grace` after the quarter ends. `at` is the
 * first instant it is late; `on` the last Indian date on which it is on time (the day before `at`'s
 * when `at` is an Indian midnight, as a whole-day grace makes it).
 */
export function reportDue(quarter: string, graceMs: number): { at: Date; on: string } {
  const at = new Date(quarterRange(quarter).end.getTime() + graceMs);
  return { at, on: indianDate(new Date(at.getTime() - 1)) };
}

// Financial years

/** The year a financial year starts in (2026 for `2026-27`), or null. */
function financialYearStart(text: string): number | null {
  const match = FINANCIAL_YEAR.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  return inYearRange(year) && Number(match[2]) === (year + 1) % 100 ? year : null;
}

function requireFinancialYear(text: string): number {
  const year = financialYearStart(text);
  if (year === null) throw new RangeError(`"${text}" is not a financial year such as 2026-27.`);
  return year;
}

function formatFinancialYear(startYear: number): string {
  return `${checkedYear(startYear)}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The year of the April that starts the financial year holding an Indian date. */
function financialYearStartOf(year: number, month: number): number {
  return month >= 4 ? year : year - 1;
}

/** `text` if it is a financial year `YYYY-YY` whose second part follows the first (`2099-00`), else null. */
export function parseFinancialYear(text: string): string | null {
  return financialYearStart(text) === null ? null : text;
}

/** The financial year holding the instant, in Indian time. Throws a RangeError outside 2000-2999. */
export function financialYearOf(at: Date): string {
  const { year, month } = indianFields(at);
  return formatFinancialYear(financialYearStartOf(year, month));
}

/** `2026-27` → 2026-04-01T00:00 IST to 2027-04-01T00:00 IST (exclusive): 1 April to 31 March. */
export function financialYearRange(financialYear: string): PeriodRange {
  const year = requireFinancialYear(financialYear);
  return { start: indianMidnight(year, 4, 1), end: indianMidnight(year + 1, 4, 1) };
}

// Tax quarters: the financial year's, quarter 1 = April to June.

function taxQuarterParts(text: string): { year: number; quarter: number } | null {
  const match = TAX_QUARTER.exec(text);
  if (!match) return null;
  const year = financialYearStart(match[1]!);
  return year === null ? null : { year, quarter: Number(match[2]) };
}

/** `text` if it is a tax quarter `YYYY-YY-Qn` of a valid financial year, else null. */
export function parseTaxQuarter(text: string): string | null {
  return taxQuarterParts(text) ? text : null;
}

/** (`2026-27`, 3) → `2026-27-Q3`; null unless the financial year is valid and the quarter a whole 1-4. */
export function taxQuarterFromParts(financialYear: string, quarter: number): string | null {
  if (financialYearStart(financialYear) === null || !Number.isInteger(quarter) || quarter < 1 || quarter > 4) return null;
  return `${financialYear}-Q${quarter}`;
}

/** The tax quarter holding the instant, in Indian time: 2027-02-10 is in `2026-27-Q4`. */
export function taxQuarterOf(at: Date): string {
  const { year, month } = indianFields(at);
  // Months since the April that starts the financial year, 0-11.
  const monthOfYear = (month + 8) % 12;
  return `${formatFinancialYear(financialYearStartOf(year, month))}-Q${Math.floor(monthOfYear / 3) + 1}`;
}

/** `2026-27-Q3` → 2026-10-01T00:00 IST to 2027-01-01T00:00 IST (exclusive). */
export function taxQuarterRange(taxQuarter: string): PeriodRange {
  const parts = taxQuarterParts(taxQuarter);
  if (!parts) throw new RangeError(`"${taxQuarter}" is not a tax quarter such as 2026-27-Q3.`);
  const firstMonth = 4 + 3 * (parts.quarter - 1);
  return { start: indianMidnight(parts.year, firstMonth, 1), end: indianMidnight(parts.year, firstMonth + 3, 1) };
}

// Indian dates

/** The Indian calendar date of an instant, `YYYY-MM-DD`. */
export function indianDate(at: Date): string {
  const { year, month, day } = indianFields(at);
  if (year < 0 || year > 9999) throw new RangeError(`The year ${year} cannot be written as YYYY.`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant an Indian calendar date `YYYY-MM-DD` starts (Indian midnight, 18:30 UTC the day
 * before). Throws a RangeError for any other text, or a date no calendar has (`2027-02-29`).
 */
export function startOfIndianDay(date: string): Date {
  const match = DATE.exec(date);
  const start = match ? indianMidnight(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  // A day or month out of range rolls over: the date it lands on is then not the one asked for.
  if (!start || indianDate(start) !== date) throw new RangeError(`"${date}" is not a calendar date YYYY-MM-DD.`);
  return start;
}
