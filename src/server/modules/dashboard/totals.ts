import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backerActivity, monthlyTotals } from '../../db/schema/index.ts';

/*
 * The Overview's running totals (domain.md: "keep running totals, do not scan"; ADR 006). The
 * steps that change a figure say so with `recordTotals(tx, at, change)` and end their
 * transaction with `flushTotals(tx)`, which writes the month's net changes in one go: the
 * totals' rows are the last rows a step locks, always in the same order, so they add no
 * deadlock to the locks the step already takes (deal, then ledger accounts in id order).
 *
 * The figures (`monthly_totals.metric`):
 *   invested        minor units held by committed or funded commitments, per currency
 *   fees            platform fees posted, per currency
 *   active_backers  backers with at least one committed or funded commitment
 *   live_deals      deals live now; live_roi_bps the sum of their projected ROI in basis points
 *   deals           deals that ever went live, per asset class (the property-type mix)
 *   properties      properties, by the month they were listed (kept by a database trigger)
 */

export const METRICS = ['invested', 'fees', 'active_backers', 'live_deals', 'live_roi_bps', 'deals', 'properties'] as const;
export type Metric = (typeof METRICS)[number];

export type TotalsChange =
  /** A commitment now holds money (committed). */
  | { kind: 'committed'; backerId: string; currency: string; amount: bigint }
  /** A commitment let go of its money (cancelled, or refunded). */
  | { kind: 'released'; backerId: string; currency: string; amount: bigint }
  /** A platform fee was posted. */
  | { kind: 'fee'; currency: string; amount: bigint }
  /** A deal went live. */
  | { kind: 'live'; assetClass: string; roiBps: number }
  /** A live deal closed, funded or failed. */
  | { kind: 'closed'; roiBps: number };

/** Rows are spread over this many slots: commitments to different deals rarely wait on the same row. */
export const TOTALS_SLOTS = 4;

interface Pending {
  /** `${month}|${metric}|${key}` → net change. */
  figures: Map<string, bigint>;
  /** Backer id → net change of its active commitments, and the month it happened in. */
  backers: Map<string, { change: number; month: string }>;
}

const pendingOf = new WeakMap<Db, Pending>();

/** The first day of the instant's month, UTC, as the `month` column holds it. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

function add(pending: Pending, month: string, metric: Metric, key: string, amount: bigint): void {
  const id = `${month}|${metric}|${key}`;
  pending.figures.set(id, (pending.figures.get(id) ?? 0n) + amount);
}

/** Notes a change to the figures; it is written by `flushTotals` before the transaction ends. */
export function recordTotals(tx: Db, at: Date, change: TotalsChange): void {
  let pending = pendingOf.get(tx);
  if (!pending) {
    pending = { figures: new Map(), backers: new Map() };
    pendingOf.set(tx, pending);
  }
  const month = monthOf(at);
  switch (change.kind) {
    case 'committed':
    case 'released': {
      const sign = change.kind === 'committed' ? 1 : -1;
      add(pending, month, 'invested', change.currency, BigInt(sign) * change.amount);
      const backer = pending.backers.get(change.backerId) ?? { change: 0, month };
      pending.backers.set(change.backerId, { change: backer.change + sign, month });
      break;
    }
    case 'fee':
      add(pending, month, 'fees', change.currency, change.amount);
      break;
    case 'live':
      add(pending, month, 'live_deals', '', 1n);
      add(pending, month, 'live_roi_bps', '', BigInt(change.roiBps));
      add(pending, month, 'deals', change.assetClass, 1n);
      break;
    case 'closed':
      add(pending, month, 'live_deals', '', -1n);
      add(pending, month, 'live_roi_bps', '', -BigInt(change.roiBps));
      break;
  }
}

/**
 * Writes what the transaction recorded: first each backer's count of active commitments (in
 * backer id order), which tells who became or stopped being an active backer, then the figures
 * (in key order) into one slot. Nothing recorded, nothing written.
 */
export async function flushTotals(tx: Db): Promise<void> {
  const pending = pendingOf.get(tx);
  if (!pending) return;
  pendingOf.delete(tx);
  const backers = [...pending.backers].filter(([, entry]) => entry.change !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (backers.length > 0) {
    const counts = await tx
      .insert(backerActivity)
      .values(backers.map(([backerId, entry]) => ({ backerId, activeCommitments: entry.change })))
      .onConflictDoUpdate({
        target: backerActivity.backerId,
        set: { activeCommitments: sql`${backerActivity.activeCommitments} + excluded.active_commitments` },
      })
      .returning({ backerId: backerActivity.backerId, after: backerActivity.activeCommitments });
    const after = new Map(counts.map((row) => [row.backerId, row.after]));
    for (const [backerId, entry] of backers) {
      const now = after.get(backerId)!;
      // A backer can only let go of commitments it made: below zero, the totals are out of step (a defect).
      if (now < 0) throw new Error(`The active commitments of backer ${backerId} would fall below zero.`);
      const before = now - entry.change;
      if (before === 0 && now > 0) add(pending, entry.month, 'active_backers', '', 1n);
      else if (before > 0 && now === 0) add(pending, entry.month, 'active_backers', '', -1n);
    }
  }
  const slot = Math.floor(Math.random() * TOTALS_SLOTS);
  const rows = [...pending.figures]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, amount]) => {
      const [month, metric, key] = id.split('|') as [string, Metric, string];
      return { month, metric, key, slot, amount };
    });
  if (rows.length === 0) return;
  await tx
    .insert(monthlyTotals)
    .values(rows)
    .onConflictDoUpdate({
      target: [monthlyTotals.month, monthlyTotals.metric, monthlyTotals.key, monthlyTotals.slot],
      set: { amount: sql`${monthlyTotals.amount} + excluded.amount` },
    });
}

/** One figure's net change in one month. */
export interface MonthlyFigure {
  month: string;
  metric: Metric;
  key: string;
  amount: bigint;
}

/** The running totals as they stand: each month's net change of each figure, slots added up. */
export async function readTotals(db: Db): Promise<MonthlyFigure[]> {
  const rows = await db
    .select({
      month: monthlyTotals.month,
      metric: monthlyTotals.metric,
      key: monthlyTotals.key,
      amount: sql<string>`sum(${monthlyTotals.amount})::text`,
    })
    .from(monthlyTotals)
    .groupBy(monthlyTotals.month, monthlyTotals.metric, monthlyTotals.key)
    .having(sql`sum(${monthlyTotals.amount}) <> 0`)
    .orderBy(asc(monthlyTotals.month), asc(monthlyTotals.metric), asc(monthlyTotals.key));
  return rows.map((row) => ({ month: row.month, metric: row.metric as Metric, key: row.key, amount: BigInt(row.amount) }));
}

/**
 * The same figures recomputed from the rows themselves, as of the time of each event: what the
 * running totals must always equal (the property test) and what a benchmark's bulk load writes
 * (and the migration's backfill, which holds a copy of this query). It scans everything.
 */
export async function recomputeTotals(db: Db): Promise<MonthlyFigure[]> {
  const result = await db.execute(sql`
    select "month"::text as "month", "metric", "key", sum("amount")::text as "amount" from (
      select date_trunc('month', listed_at at time zone 'UTC')::date as "month", 'properties' as "metric", '' as "key", 1::bigint as "amount" from properties where listed
      union all
      select date_trunc('month', created_at at time zone 'UTC')::date, 'invested', currency, amount from commitments
      union all
      select date_trunc('month', updated_at at time zone 'UTC')::date, 'invested', currency, -amount from commitments where status in ('refunded', 'cancelled')
      union all
      select date_trunc('month', created_at at time zone 'UTC')::date, 'fees', currency, amount from ledger_transfers where kind = 'fee' and status = 'posted'
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'deals', asset_class, 1 from deals where lifecycle in ('live', 'funded', 'failed')
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'live_deals', '', 1 from deals where lifecycle in ('live', 'funded', 'failed')
      union all
      select date_trunc('month', closed_at at time zone 'UTC')::date, 'live_deals', '', -1 from deals where lifecycle in ('funded', 'failed')
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'live_roi_bps', '', projected_roi_bps from deals where lifecycle in ('live', 'funded', 'failed')
      union all
      select date_trunc('month', closed_at at time zone 'UTC')::date, 'live_roi_bps', '', -projected_roi_bps from deals where lifecycle in ('funded', 'failed')
      union all
      select date_trunc('month', "at" at time zone 'UTC')::date, 'active_backers', '',
        case when "change" = 1 and "after" = 1 then 1 when "change" = -1 and "after" = 0 then -1 else 0 end
      from (
        select "at", "change", sum("change") over (partition by backer_id order by "at", "change" desc rows unbounded preceding) as "after"
        from (
          select backer_id, created_at as "at", 1 as "change" from commitments
          union all
          select backer_id, updated_at, -1 from commitments where status in ('refunded', 'cancelled')
        ) as "events"
      ) as "running"
    ) as "changes"
    group by "month", "metric", "key"
    having sum("amount") <> 0
    order by "month", "metric", "key"`);
  const rows = (result as unknown as { rows: { month: string; metric: Metric; key: string; amount: string }[] }).rows;
  return rows.map((row) => ({ month: row.month, metric: row.metric, key: row.key, amount: BigInt(row.amount) }));
}
