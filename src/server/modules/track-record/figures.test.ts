import { describe, expect, it } from 'vitest';
import { deliveredBps, nextReportDue, promisedVsActual } from './figures.ts';

const DAY = 86_400_000;
const projection = (entries: [string, bigint][]) => entries.map(([quarter, amount]) => ({ quarter, amount: String(amount) }));

describe('promisedVsActual', () => {
  it('lists every quarter from funding to the later of now and the last projected, counting "so far" up to now only', () => {
    const figures = promisedVsActual(
      projection([
        ['2026-Q4', 500n],
        ['2027-Q1', 100n],
        ['2027-Q3', 300n],
      ]),
      new Map([['2027-Q1', 120n]]),
      '2027-Q1',
      '2027-Q2',
    );
    // 2026-Q4 came before funding: nothing could be paid for it, so it is not promised either.
    expect(figures.quarters).toEqual([
      { quarter: '2027-Q1', promised: 100n, paid: 120n },
      { quarter: '2027-Q2', promised: 0n, paid: 0n },
      { quarter: '2027-Q3', promised: 300n, paid: 0n },
    ]);
    expect(figures).toMatchObject({ promisedSoFar: 100n, paidSoFar: 120n });
  });

  it('owes a quarter once it has ended, and the current one only once something was paid for it', () => {
    const promise = projection([
      ['2027-Q1', 100n],
      ['2027-Q2', 100n],
    ]);
    expect(promisedVsActual(promise, new Map([['2027-Q1', 90n]]), '2027-Q1', '2027-Q2')).toMatchObject({ promisedSoFar: 100n, paidSoFar: 90n });
    expect(
      promisedVsActual(
        promise,
        new Map([
          ['2027-Q1', 90n],
          ['2027-Q2', 40n],
        ]),
        '2027-Q1',
        '2027-Q2',
      ),
    ).toMatchObject({ promisedSoFar: 200n, paidSoFar: 130n });
    // Nothing has ended and nothing is paid: nothing is owed yet.
    expect(promisedVsActual(promise, new Map(), '2027-Q1', '2027-Q1')).toMatchObject({ promisedSoFar: 0n, paidSoFar: 0n });
  });

  it('runs to the current quarter when the projection ended earlier, and holds one quarter for an empty projection', () => {
    expect(promisedVsActual(projection([['2027-Q1', 100n]]), new Map(), '2027-Q1', '2027-Q3').quarters.map((row) => row.quarter)).toEqual([
      '2027-Q1',
      '2027-Q2',
      '2027-Q3',
    ]);
    expect(promisedVsActual([], new Map(), '2027-Q2', '2027-Q2')).toEqual({
      quarters: [{ quarter: '2027-Q2', promised: 0n, paid: 0n }],
      promisedSoFar: 0n,
      paidSoFar: 0n,
    });
  });
});

describe('deliveredBps', () => {
  it('is paid over promised in basis points, rounded half up, and null while nothing was promised', () => {
    expect(deliveredBps(800n, 1000n)).toBe(8000);
    expect(deliveredBps(3300n, 3000n)).toBe(11_000);
    expect(deliveredBps(1n, 3n)).toBe(3333);
    expect(deliveredBps(2n, 3n)).toBe(6667);
    expect(deliveredBps(1n, 20_000n)).toBe(1);
    expect(deliveredBps(0n, 5n)).toBe(0);
    expect(deliveredBps(5n, 0n)).toBeNull();
  });
});

describe('nextReportDue', () => {
  it('is the earliest quarter from funding without an accepted report, due REPORT_GRACE after it ends (Indian dates)', () => {
    expect(nextReportDue('2027-Q1', new Set(), 45 * DAY)).toEqual({ quarter: '2027-Q1', due_on: '2027-05-15' });
    expect(nextReportDue('2027-Q1', new Set(['2027-Q1', '2027-Q2']), 45 * DAY)).toEqual({ quarter: '2027-Q3', due_on: '2027-11-14' });
    // A gap: the missing quarter is owed first, even though a later one was accepted.
    expect(nextReportDue('2027-Q1', new Set(['2027-Q2']), 45 * DAY)).toEqual({ quarter: '2027-Q1', due_on: '2027-05-15' });
    // Across the year's end; a grace of an hour ends on the new year's first day.
    expect(nextReportDue('2026-Q4', new Set(), 45 * DAY)).toEqual({ quarter: '2026-Q4', due_on: '2027-02-14' });
    expect(nextReportDue('2026-Q4', new Set(), 3_600_000)).toEqual({ quarter: '2026-Q4', due_on: '2027-01-01' });
  });
});
