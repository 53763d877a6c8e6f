import type { ReportingHealth } from '../../../shared/contracts/reports.ts';
import { compareQuarters, indianDate, nextQuarter, quarterOf, quarterRange } from '../../../shared/periods.ts';

/*
 * Reporting health (after-funding.md §4), a pure function of the funding, the time, REPORT_GRACE
 * and the quarters whose report was accepted. Every quarter from the funding's own is reported on;
 * a quarter's report falls due REPORT_GRACE after the quarter ends (Indian time) and is missing
 * from then until it is accepted. `late` while any due report is missing, `non_reporting` while
 * four due reports in a row are missing (CrowdStreet's rule), null before the first falls due.
 */

/** Four due reports in a row missing make a sponsor non-reporting. */
export const NON_REPORTING_RUN = 4;

/** The instant a quarter's report becomes overdue: the quarter's end plus the grace. */
export function deadlineOf(quarter: string, graceMs: number): Date {
  return new Date(quarterRange(quarter).end.getTime() + graceMs);
}

/** The last Indian day to file the quarter's report (the day before it is overdue). */
export function dueOn(quarter: string, graceMs: number): string {
  return indianDate(new Date(deadlineOf(quarter, graceMs).getTime() - 1));
}

/** The quarters whose report has fallen due by `now`, oldest first, from the funding's quarter. */
export function dueQuarters(fundedAt: Date, now: Date, graceMs: number): string[] {
  const due: string[] = [];
  for (let quarter = quarterOf(fundedAt); deadlineOf(quarter, graceMs) <= now; quarter = nextQuarter(quarter)) due.push(quarter);
  return due;
}

export interface HealthInput {
  fundedAt: Date;
  now: Date;
  graceMs: number;
  /** The quarters whose report has been accepted. */
  accepted: ReadonlySet<string>;
}

export interface HealthAnswer {
  health: ReportingHealth | null;
  /** Due quarters without an accepted report, oldest first. */
  overdue: string[];
}

export function reportingHealth({ fundedAt, now, graceMs, accepted }: HealthInput): HealthAnswer {
  const due = dueQuarters(fundedAt, now, graceMs);
  if (due.length === 0) return { health: null, overdue: [] };
  const overdue = due.filter((quarter) => !accepted.has(quarter));
  let run = 0;
  let longest = 0;
  for (const quarter of due) {
    run = accepted.has(quarter) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  const health = longest >= NON_REPORTING_RUN ? 'non_reporting' : overdue.length > 0 ? 'late' : 'on_time';
  return { health, overdue };
}

/**
 * The next report the proposer owes: the oldest quarter from the funding's, up to the one after
 * now, without an accepted report (which may be overdue already); null when the funding is later.
 */
export function nextDue(fundedAt: Date, now: Date, graceMs: number, accepted: ReadonlySet<string>): { quarter: string; due_on: string } | null {
  const last = nextQuarter(quarterOf(now));
  for (let quarter = quarterOf(fundedAt); compareQuarters(quarter, last) <= 0; quarter = nextQuarter(quarter)) {
    if (!accepted.has(quarter)) return { quarter, due_on: dueOn(quarter, graceMs) };
  }
  return null;
}
