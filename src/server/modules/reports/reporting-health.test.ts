import { describe, expect, it } from 'vitest';
import { deadlineOf, dueOn, dueQuarters, nextDue, reportingHealth } from './reporting-health.ts';

/* Reporting health (after-funding.md §4) case by case, across quarter and year ends in Indian time. */

const DAY = 86_400_000;
const GRACE = 45 * DAY;
/** An instant given as Indian wall-clock time. */
const ist = (text: string) => new Date(`${text}+05:30`);
const health = (fundedAt: Date, now: Date, accepted: string[] = [], graceMs = GRACE) =>
  reportingHealth({ fundedAt, now, graceMs, accepted: new Set(accepted) });

describe('due dates', () => {
  it("falls due REPORT_GRACE after the quarter's end, in Indian time", () => {
    expect(dueOn('2027-Q1', GRACE)).toBe('2027-05-15');
    expect(deadlineOf('2027-Q1', GRACE)).toEqual(ist('2027-05-16T00:00:00'));
    // Across the year's end: Q4 ends on 31 December, so 45 days later is 14 February.
    expect(dueOn('2026-Q4', GRACE)).toBe('2027-02-14');
    expect(dueOn('2027-Q3', GRACE)).toBe('2027-11-14');
  });

  it("counts from the funding's own quarter, by Indian time", () => {
    // 23:30 on 31 December in India is still the fourth quarter; 00:00 on 1 January is the next year's first.
    expect(dueQuarters(ist('2026-12-31T23:30:00'), ist('2027-02-15T00:00:00'), GRACE)).toEqual(['2026-Q4']);
    expect(dueQuarters(ist('2027-01-01T00:00:00'), ist('2027-02-15T00:00:00'), GRACE)).toEqual([]);
  });
});

describe('reportingHealth', () => {
  const funded = ist('2027-02-10T11:00:00');

  it('is null before the first report falls due, late from its deadline, on time once accepted', () => {
    expect(health(funded, ist('2027-05-15T23:59:59'))).toEqual({ health: null, overdue: [] });
    expect(health(funded, ist('2027-05-16T00:00:00'))).toEqual({ health: 'late', overdue: ['2027-Q1'] });
    expect(health(funded, ist('2027-05-16T00:00:00'), ['2027-Q1'])).toEqual({ health: 'on_time', overdue: [] });
    // A report accepted before it falls due keeps the deal on time.
    expect(health(funded, ist('2027-08-20T00:00:00'), ['2027-Q1', '2027-Q2']).health).toBe('on_time');
  });

  it('is non-reporting once four due reports in a row are missing, across a year end', () => {
    const fundedQ4 = ist('2026-11-01T10:00:00');
    // Q4 2026 and Q1-Q2 2027 missing: three in a row is late.
    expect(health(fundedQ4, ist('2027-11-14T23:59:59'))).toEqual({ health: 'late', overdue: ['2026-Q4', '2027-Q1', '2027-Q2'] });
    // The fourth, 2027-Q3, falls due at the end of 14 November.
    expect(health(fundedQ4, ist('2027-11-15T00:00:00'))).toEqual({ health: 'non_reporting', overdue: ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'] });
    // One accepted in the middle breaks the run: late, not non-reporting.
    expect(health(fundedQ4, ist('2027-11-15T00:00:00'), ['2027-Q1']).health).toBe('late');
    // Four missing in a row earlier stay non-reporting while they are missing, even with later reports filed.
    expect(health(fundedQ4, ist('2028-02-15T00:00:00'), ['2027-Q4']).health).toBe('non_reporting');
    // Filed and accepted at last, every one: on time again.
    expect(health(fundedQ4, ist('2028-02-15T00:00:00'), ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4']).health).toBe('on_time');
  });

  it('follows REPORT_GRACE', () => {
    expect(health(funded, ist('2027-04-01T00:00:00'), [], 0).health).toBe('late');
    expect(health(funded, ist('2027-04-01T00:00:00'), [], DAY).health).toBeNull();
  });
});

describe('nextDue', () => {
  it('is the oldest quarter without an accepted report, overdue or not', () => {
    const funded = ist('2027-02-10T11:00:00');
    expect(nextDue(funded, ist('2027-03-01T00:00:00'), GRACE, new Set())).toEqual({ quarter: '2027-Q1', due_on: '2027-05-15' });
    expect(nextDue(funded, ist('2027-09-01T00:00:00'), GRACE, new Set(['2027-Q1']))).toEqual({ quarter: '2027-Q2', due_on: '2027-08-14' });
    // Everything up to the quarter after this one accepted: nothing is owed.
    expect(nextDue(funded, ist('2027-03-01T00:00:00'), GRACE, new Set(['2027-Q1', '2027-Q2']))).toBeNull();
  });
});
