import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TICKET_SIZES } from '../../../shared/contracts/stats.ts';
import type { Db } from '../../db/client.ts';
import { backerActivity, kycRecords, monthlyTotals, proposerTotals } from '../../db/schema/index.ts';
import type { TotalsEvent } from '../../steps/domain-events.ts';
import type { StepSubscriber } from '../../steps/run-step.ts';

/*
 * The Overview's running totals (domain.md: "keep running totals, do not scan"; ADR 006). The
 * steps that change a figure emit a `TotalsEvent` (ADR 010); `totalsSubscriber` collects the
 * step's changes and writes the month's net changes in one go before the step commits: the
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
 *   new_backers     backers whose first commitment ever was made (the admin's investor acquisition)
 *   active_backers_born  active backers per year of birth (from the KYC, final once verified; '' without one)
 *   deals_roi_bps   the sum of the projected ROI of the deals that went live, per asset class
 *   funded_deals, failed_deals  deals closed each way, per asset class
 *
 * And per proposer (`proposer_totals`, the proposer's Stats):
 *   commitments     commitments made to the proposer's deals
 *   raised          money held by commitments to the proposer's deals, per currency
 *   tickets         commitments holding money, per ticket size (`TICKET_SIZES`, multiples of the deal's minimum)
 *   payouts         money paid to the proposer by funded deals (raised less the fee; a Fix 'N' Flip deal's draw by draw), per currency
 */

export const METRICS = [
  'invested',
  'fees',
  'active_backers',
  'live_deals',
  'live_roi_bps',
  'deals',
  'properties',
  'new_backers',
  'active_backers_born',
  'deals_roi_bps',
  'funded_deals',
  'failed_deals',
] as const;
export type Metric = (typeof METRICS)[number];

export const PROPOSER_METRICS = ['commitments', 'raised', 'tickets', 'payouts'] as const;
export type ProposerMetric = (typeof PROPOSER_METRICS)[number];

type TicketSize = (typeof TICKET_SIZES)[number];

/**
 * The ticket size of an amount (a key of the `tickets` figure): multiples of the deal's minimum,
 * comparable across deals and currencies. The SQL of `recomputeProposerTotals` agrees.
 */
export function ticketSize(amount: bigint, minimumTicket: bigint): TicketSize {
  if (amount * 2n < minimumTicket * 3n) return '1x';
  if (amount < minimumTicket * 2n) return '1.5x';
  if (amount < minimumTicket * 5n) return '2x';
  if (amount < minimumTicket * 10n) return '5x';
  return '10x';
}

/** Rows are spread over this many slots: commitments to different deals rarely wait on the same row. */
export const TOTALS_SLOTS = 4;

interface Pending {
  /** `${month}|${metric}|${key}` → net change. */
  figures: Map<string, bigint>;
  /** Backer id → net change of its active commitments, and the month it happened in. */
  backers: Map<string, { change: number; month: string }>;
  /** `${proposerId}|${month}|${metric}|${key}` → net change. */
  proposers: Map<string, bigint>;
}

/** The first day of the instant's month, UTC, as the `month` column holds it. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

function addFor(pending: Pending, proposerId: string, month: string, metric: ProposerMetric, key: string, amount: bigint): void {
  const id = `${proposerId}|${month}|${metric}|${key}`;
  pending.proposers.set(id, (pending.proposers.get(id) ?? 0n) + amount);
}

function add(pending: Pending, month: string, metric: Metric, key: string, amount: bigint): void {
  const id = `${month}|${metric}|${key}`;
  pending.figures.set(id, (pending.figures.get(id) ?? 0n) + amount);
}

/**
 * The totals' part of a step: it notes each change to the figures as the step emits it, and
 * writes them (`flush`) after the step's work, before its commit. Nothing emitted, nothing written.
 */
export function totalsSubscriber(): StepSubscriber {
  const pending: Pending = { figures: new Map(), backers: new Map(), proposers: new Map() };
  let recorded = false;
  return {
    async on(event, step) {
      if (!isTotalsEvent(event)) return;
      record(pending, step.now, event);
      recorded = true;
    },
    async beforeCommit(step) {
      if (recorded) await flush(step.tx, pending);
    },
  };
}

const TOTALS_EVENTS: ReadonlySet<string> = new Set<TotalsEvent['type']>([
  'commitment.held',
  'commitment.released',
  'proposer.paid',
  'fee.posted',
  'deal.went_live',
  'deal.closed',
]);

function isTotalsEvent(event: { type: string }): event is TotalsEvent {
  return TOTALS_EVENTS.has(event.type);
}

function record(pending: Pending, at: Date, change: TotalsEvent): void {
  const month = monthOf(at);
  switch (change.type) {
    case 'commitment.held':
    case 'commitment.released': {
      const sign = change.type === 'commitment.held' ? 1 : -1;
      add(pending, month, 'invested', change.currency, BigInt(sign) * change.amount);
      const backer = pending.backers.get(change.backerId) ?? { change: 0, month };
      pending.backers.set(change.backerId, { change: backer.change + sign, month });
      if (sign === 1) addFor(pending, change.deal.proposerId, month, 'commitments', '', 1n);
      addFor(pending, change.deal.proposerId, month, 'raised', change.currency, BigInt(sign) * change.amount);
      addFor(pending, change.deal.proposerId, month, 'tickets', ticketSize(change.amount, change.deal.minimumTicket), BigInt(sign));
      break;
    }
    case 'proposer.paid':
      addFor(pending, change.proposerId, month, 'payouts', change.currency, change.amount);
      break;
    case 'fee.posted':
      add(pending, month, 'fees', change.currency, change.amount);
      break;
    case 'deal.went_live':
      add(pending, month, 'live_deals', '', 1n);
      add(pending, month, 'live_roi_bps', '', BigInt(change.deal.projectedRoiBps));
      add(pending, month, 'deals', change.deal.assetClass, 1n);
      add(pending, month, 'deals_roi_bps', change.deal.assetClass, BigInt(change.deal.projectedRoiBps));
      break;
    case 'deal.closed':
      add(pending, month, 'live_deals', '', -1n);
      add(pending, month, 'live_roi_bps', '', -BigInt(change.deal.projectedRoiBps));
      add(pending, month, `${change.outcome}_deals`, change.deal.assetClass, 1n);
      break;
  }
}

/**
 * Writes what the step recorded: first each backer's count of active commitments (in
 * backer id order), which tells who became or stopped being an active backer (and who arrived:
 * a row inserted rather than updated), then the figures (in key order) into one slot, then the
 * proposers' figures (in key order) into the same slot. Nothing recorded, nothing written.
 */
async function flush(tx: Db, pending: Pending): Promise<void> {
  const backers = [...pending.backers].filter(([, entry]) => entry.change !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (backers.length > 0) {
    const counts = await tx
      .insert(backerActivity)
      .values(backers.map(([backerId, entry]) => ({ backerId, activeCommitments: entry.change })))
      .onConflictDoUpdate({
        target: backerActivity.backerId,
        set: { activeCommitments: sql`${backerActivity.activeCommitments} + excluded.active_commitments` },
      })
      // xmax is 0 on a row the upsert inserted: the backer's first commitment ever.
      .returning({ backerId: backerActivity.backerId, after: backerActivity.activeCommitments, inserted: sql<boolean>`xmax = 0` });
    const after = new Map(counts.map((row) => [row.backerId, row]));
    const moves: { backerId: string; month: string; change: bigint }[] = [];
    for (const [backerId, entry] of backers) {
      const { after: now, inserted } = after.get(backerId)!;
      if (inserted) add(pending, entry.month, 'new_backers', '', 1n);
      // A backer can only let go of commitments it made: below zero, the totals are out of step (a defect).
      if (now < 0) throw new Error(`The active commitments of backer ${backerId} would fall below zero.`);
      const before = now - entry.change;
      if (before === 0 && now > 0) moves.push({ backerId, month: entry.month, change: 1n });
      else if (before > 0 && now === 0) moves.push({ backerId, month: entry.month, change: -1n });
    }
    if (moves.length > 0) {
      // Only a backer coming or going needs its year of birth: one primary-key read, rarely.
      const born = await tx
        .select({ backerId: kycRecords.userId, year: sql<string>`extract(year from ${kycRecords.dateOfBirth})::int::text` })
        .from(kycRecords)
        .where(
          inArray(
            kycRecords.userId,
            moves.map((move) => move.backerId),
          ),
        );
      const yearOf = new Map(born.map((row) => [row.backerId, row.year]));
      for (const move of moves) {
        add(pending, move.month, 'active_backers', '', move.change);
        add(pending, move.month, 'active_backers_born', yearOf.get(move.backerId) ?? '', move.change);
      }
    }
  }
  const slot = Math.floor(Math.random() * TOTALS_SLOTS);
  const rows = changed(pending.figures).map(([id, amount]) => {
    const [month, metric, key] = id.split('|') as [string, Metric, string];
    return { month, metric, key, slot, amount };
  });
  if (rows.length > 0) {
    await tx
      .insert(monthlyTotals)
      .values(rows)
      .onConflictDoUpdate({
        target: [monthlyTotals.month, monthlyTotals.metric, monthlyTotals.key, monthlyTotals.slot],
        set: { amount: sql`${monthlyTotals.amount} + excluded.amount` },
      });
  }
  const proposerRows = changed(pending.proposers).map(([id, amount]) => {
    const [proposerId, month, metric, key] = id.split('|') as [string, string, ProposerMetric, string];
    return { proposerId, month, metric, key, slot, amount };
  });
  if (proposerRows.length > 0) {
    await tx
      .insert(proposerTotals)
      .values(proposerRows)
      .onConflictDoUpdate({
        target: [proposerTotals.proposerId, proposerTotals.month, proposerTotals.metric, proposerTotals.key, proposerTotals.slot],
        set: { amount: sql`${proposerTotals.amount} + excluded.amount` },
      });
  }
}

/** The non-zero changes in key order: every transaction locks the rows in the same order. */
function changed(figures: Map<string, bigint>): [string, bigint][] {
  return [...figures].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** One figure's net change in one month. */
export interface MonthlyFigure {
  month: string;
  metric: Metric;
  key: string;
  amount: bigint;
}

/** The running totals as they stand (of the figures asked for, or all): each month's net change of each figure, slots added up. */
export async function readTotals(db: Db, metrics?: readonly Metric[]): Promise<MonthlyFigure[]> {
  const rows = await db
    .select({
      month: monthlyTotals.month,
      metric: monthlyTotals.metric,
      key: monthlyTotals.key,
      amount: sql<string>`sum(${monthlyTotals.amount})::text`,
    })
    .from(monthlyTotals)
    .where(metrics === undefined ? undefined : inArray(monthlyTotals.metric, [...metrics]))
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
    with "moves" as (
      select backer_id, "at", case when "change" = 1 and "after" = 1 then 1 when "change" = -1 and "after" = 0 then -1 else 0 end as "move"
      from (
        select backer_id, "at", "change", sum("change") over (partition by backer_id order by "at", "change" desc rows unbounded preceding) as "after"
        from (
          select backer_id, created_at as "at", 1 as "change" from commitments
          union all
          select backer_id, updated_at, -1 from commitments where status in ('refunded', 'cancelled')
        ) as "events"
      ) as "running"
    )
    select "month"::text as "month", "metric", "key", sum("amount")::text as "amount" from (
      select date_trunc('month', listed_at at time zone 'UTC')::date as "month", 'properties' as "metric", '' as "key", 1::bigint as "amount" from properties where listed
      union all
      select date_trunc('month', created_at at time zone 'UTC')::date, 'invested', currency, amount from commitments
      union all
      select date_trunc('month', updated_at at time zone 'UTC')::date, 'invested', currency, -amount from commitments where status in ('refunded', 'cancelled')
      union all
      select date_trunc('month', created_at at time zone 'UTC')::date, 'fees', currency, amount from ledger_transfers where kind in ('fee', 'trade_fee') and status = 'posted'
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'deals', asset_class, 1 from deals where lifecycle in ('live', 'funded', 'failed', 'exited')
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'deals_roi_bps', asset_class, projected_roi_bps from deals where lifecycle in ('live', 'funded', 'failed', 'exited')
      union all
      select date_trunc('month', closed_at at time zone 'UTC')::date, (case when lifecycle = 'exited' then 'funded' else lifecycle::text end) || '_deals', asset_class, 1 from deals where lifecycle in ('funded', 'failed', 'exited')
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'live_deals', '', 1 from deals where lifecycle in ('live', 'funded', 'failed', 'exited')
      union all
      select date_trunc('month', closed_at at time zone 'UTC')::date, 'live_deals', '', -1 from deals where lifecycle in ('funded', 'failed', 'exited')
      union all
      select date_trunc('month', listed_at at time zone 'UTC')::date, 'live_roi_bps', '', projected_roi_bps from deals where lifecycle in ('live', 'funded', 'failed', 'exited')
      union all
      select date_trunc('month', closed_at at time zone 'UTC')::date, 'live_roi_bps', '', -projected_roi_bps from deals where lifecycle in ('funded', 'failed', 'exited')
      union all
      select date_trunc('month', min(created_at) at time zone 'UTC')::date, 'new_backers', '', 1 from commitments group by backer_id
      union all
      select date_trunc('month', "at" at time zone 'UTC')::date, 'active_backers', '', "move" from "moves"
      union all
      select date_trunc('month', "at" at time zone 'UTC')::date, 'active_backers_born', coalesce(extract(year from k.date_of_birth)::int::text, ''), "move"
      from "moves" left join kyc_records k on k.user_id = "moves".backer_id
    ) as "changes"
    group by "month", "metric", "key"
    having sum("amount") <> 0
    order by "month", "metric", "key"`);
  const rows = (result as unknown as { rows: { month: string; metric: Metric; key: string; amount: string }[] }).rows;
  return rows.map((row) => ({ month: row.month, metric: row.metric, key: row.key, amount: BigInt(row.amount) }));
}

/** One proposer's figure's net change in one month. */
export interface ProposerFigure {
  proposerId: string;
  month: string;
  metric: ProposerMetric;
  key: string;
  amount: bigint;
}

/** The proposers' running totals (one proposer's: a walk of the primary key), slots added up. */
export async function readProposerTotals(db: Db, proposerId?: string): Promise<ProposerFigure[]> {
  const rows = await db
    .select({
      proposerId: proposerTotals.proposerId,
      month: proposerTotals.month,
      metric: proposerTotals.metric,
      key: proposerTotals.key,
      amount: sql<string>`sum(${proposerTotals.amount})::text`,
    })
    .from(proposerTotals)
    .where(proposerId === undefined ? undefined : eq(proposerTotals.proposerId, proposerId))
    .groupBy(proposerTotals.proposerId, proposerTotals.month, proposerTotals.metric, proposerTotals.key)
    .having(sql`sum(${proposerTotals.amount}) <> 0`)
    .orderBy(asc(proposerTotals.proposerId), asc(proposerTotals.month), asc(proposerTotals.metric), asc(proposerTotals.key));
  return rows.map((row) => ({ ...row, metric: row.metric as ProposerMetric, amount: BigInt(row.amount) }));
}

/** The proposers' figures recomputed from the rows, like `recomputeTotals` (and the migration's backfill). */
export async function recomputeProposerTotals(db: Db): Promise<ProposerFigure[]> {
  const result = await db.execute(sql`
    with "tickets" as (
      select d.proposer_id, c.created_at, c.updated_at, c.status, c.currency, c.amount,
        case when c.amount * 2 < d.minimum_ticket * 3 then '1x' when c.amount < d.minimum_ticket * 2 then '1.5x'
          when c.amount < d.minimum_ticket * 5 then '2x' when c.amount < d.minimum_ticket * 10 then '5x' else '10x' end as "size"
      from commitments c join deals d on d.id = c.deal_id
    )
    select proposer_id::text as "proposerId", "month"::text as "month", "metric", "key", sum("amount")::text as "amount" from (
      select proposer_id, date_trunc('month', created_at at time zone 'UTC')::date as "month", 'commitments' as "metric", '' as "key", 1::bigint as "amount" from "tickets"
      union all
      select proposer_id, date_trunc('month', created_at at time zone 'UTC')::date, 'raised', currency, amount from "tickets"
      union all
      select proposer_id, date_trunc('month', updated_at at time zone 'UTC')::date, 'raised', currency, -amount from "tickets" where status in ('refunded', 'cancelled')
      union all
      select proposer_id, date_trunc('month', created_at at time zone 'UTC')::date, 'tickets', "size", 1 from "tickets"
      union all
      select proposer_id, date_trunc('month', updated_at at time zone 'UTC')::date, 'tickets', "size", -1 from "tickets" where status in ('refunded', 'cancelled')
      union all
      select d.proposer_id, date_trunc('month', t.created_at at time zone 'UTC')::date, 'payouts', t.currency, t.amount
      from ledger_transfers t join deals d on d.id::text = t.reference where t.kind in ('payout', 'draw') and t.status = 'posted'
    ) as "changes"
    group by proposer_id, "month", "metric", "key"
    having sum("amount") <> 0
    order by proposer_id, "month", "metric", "key"`);
  const rows = (result as unknown as { rows: { proposerId: string; month: string; metric: ProposerMetric; key: string; amount: string }[] }).rows;
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}
