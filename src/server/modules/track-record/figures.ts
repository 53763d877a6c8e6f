import { compareQuarters, nextQuarter, quartersBetween, reportDue } from '../../../shared/periods.ts';
import type { ProjectedDistribution } from '../../db/schema/index.ts';

/*
 * Promised vs actual (after-funding.md §4), pure: amounts stay bigint minor units; only the
 * shares are whole basis points.
 */

export interface QuarterFigures {
  quarter: string;
  promised: bigint;
  paid: bigint;
}

export interface PromisedVsActual {
  /** From the funding's quarter to the later of `current` and the last projected quarter. */
  quarters: QuarterFigures[];
  /** Over the quarters that have ended, and the current one once anything was paid for it. */
  promisedSoFar: bigint;
  paidSoFar: bigint;
}

/**
 * A deal's promise quarter by quarter beside what it paid. Projected quarters before funding are
 * left out (nothing could be paid for them); so is anything paid outside the listed quarters,
 * which the distributions' period rule (from the funding's quarter to the current one) never lets in.
 */
export function promisedVsActual(
  projection: readonly ProjectedDistribution[],
  paidByQuarter: ReadonlyMap<string, bigint>,
  fundedQuarter: string,
  currentQuarter: string,
): PromisedVsActual {
  const promisedByQuarter = new Map(projection.map((entry) => [entry.quarter, BigInt(entry.amount)]));
  const lastProjected = projection.reduce((last, entry) => (compareQuarters(entry.quarter, last) > 0 ? entry.quarter : last), currentQuarter);
  const quarters = quartersBetween(fundedQuarter, lastProjected).map((quarter) => ({
    quarter,
    promised: promisedByQuarter.get(quarter) ?? 0n,
    paid: paidByQuarter.get(quarter) ?? 0n,
  }));
  let promisedSoFar = 0n;
  let paidSoFar = 0n;
  for (const row of quarters) {
    const order = compareQuarters(row.quarter, currentQuarter);
    // A quarter is owed once it has ended; the current one counts as soon as something was paid for it (nothing is hidden, and nothing is owed early).
    if (order > 0 || (order === 0 && row.paid === 0n)) break;
    promisedSoFar += row.promised;
    paidSoFar += row.paid;
  }
  return { quarters, promisedSoFar, paidSoFar };
}

/** paid / promised in basis points (10,000 = all of it), rounded half up; null while nothing was promised. */
export function deliveredBps(paid: bigint, promised: bigint): number | null {
  if (promised <= 0n) return null;
  return Number((2n * paid * 10_000n + promised) / (2n * promised));
}

/**
 * The report a deal owes next: the earliest quarter from the funding's without an accepted
 * report (an overdue one first, else the current or a later quarter), with the last Indian date
 * its report is on time.
 */
export function nextReportDue(fundedQuarter: string, accepted: ReadonlySet<string>, graceMs: number): { quarter: string; due_on: string } {
  let quarter = fundedQuarter;
  // Ends: each step passes one accepted quarter, and there are finitely many.
  while (accepted.has(quarter)) quarter = nextQuarter(quarter);
  return { quarter, due_on: reportDue(quarter, graceMs).on };
}
