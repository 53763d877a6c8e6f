import { ASSET_CLASSES } from '../../../shared/contracts/deals.ts';
import { AGE_GROUPS, TICKET_SIZES, type AdminStats, type BackerStats, type ProposerStats } from '../../../shared/contracts/stats.ts';
import { amountToJson } from '../../../shared/money.ts';
import { indianDate } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import { equityMultipleBps } from '../holdings/index.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { statsRepository } from './stats.repository.ts';
import { readProposerTotals, readTotals, type Metric } from './totals.ts';
import { usdCentsOf } from './usd.ts';

/*
 * The Stats pages' figures (spec §2 "Stats", platform.md §5), per role, from the running totals
 * (the platform's and each proposer's) and from reads of one person's rows: p95 under 50 ms with
 * 1,000,000 commitments (domain.md; npm run bench:overview measures it). What a backer earned is
 * real income, never a projection: the payouts, and the valuations of the face value held
 * (after-funding.md §3), as the Portfolio's returns read them.
 */

type AssetClass = (typeof ASSET_CLASSES)[number];

/** `YYYY-MM` of every month from January of `fromYear` to the month of `now`, UTC. */
function monthsSince(fromYear: number, now: Date): string[] {
  const months: string[] = [];
  for (let year = fromYear; year <= now.getUTCFullYear(); year++) {
    const last = year === now.getUTCFullYear() ? now.getUTCMonth() : 11;
    for (let month = 0; month <= last; month++) months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The instant a month's figures are read at: the first instant of the next month, or now for this month. */
function endOf(month: string, now: Date): Date {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, index, 1));
  return end > now ? now : end;
}

/** `monthly_totals.month` (a first day) as `YYYY-MM`. */
const monthKey = (firstDay: string) => firstDay.slice(0, 7);

/** The running totals the admin's Stats read. */
const ADMIN_METRICS = [
  'fees',
  'invested',
  'new_backers',
  'active_backers_born',
  'deals',
  'deals_roi_bps',
  'funded_deals',
  'failed_deals',
] as const satisfies readonly Metric[];

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [totals, rates, locations] = await Promise.all([readTotals(db, ADMIN_METRICS), dashboardRepository.rates(db), statsRepository.raisedByLocation(db)]);
  const months = monthsSince(now.getUTCFullYear(), now);
  /** Each month's net change of a figure, money in US cents. */
  const byMonth = (metric: 'fees' | 'invested' | 'new_backers') => {
    const sums = new Map<string, bigint>();
    for (const row of totals) {
      if (row.metric !== metric) continue;
      const amount = metric === 'new_backers' ? row.amount : usdCentsOf(rates, row.key, row.amount);
      sums.set(monthKey(row.month), (sums.get(monthKey(row.month)) ?? 0n) + amount);
    }
    return sums;
  };
  const fees = byMonth('fees');
  const invested = byMonth('invested');
  const arrivals = byMonth('new_backers');
  const lastYear = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const investedBy = (month: string) => [...invested].reduce((sum, [key, amount]) => (key <= month ? sum + amount : sum), 0n);

  // The age a backer reaches this year, from the year of birth the totals keep.
  const ageGroup = (age: number) => AGE_GROUPS[Math.max(0, Math.min(AGE_GROUPS.length - 1, age < 25 ? 0 : Math.floor((age - 15) / 10)))]!;
  const backersByGroup = new Map<string, bigint>();
  for (const row of totals) {
    if (row.metric !== 'active_backers_born' || row.key === '') continue;
    const group = ageGroup(now.getUTCFullYear() - Number(row.key));
    backersByGroup.set(group, (backersByGroup.get(group) ?? 0n) + row.amount);
  }

  const places = new Map<string, bigint>();
  for (const row of locations) places.set(row.location, (places.get(row.location) ?? 0n) + usdCentsOf(rates, row.currency, row.raised));
  const ranked = [...places].filter(([, amount]) => amount > 0n).sort(([a, x], [b, y]) => (x === y ? a.localeCompare(b) : x > y ? -1 : 1));
  const rest = ranked.slice(LOCATIONS_SHOWN).reduce((sum, [, amount]) => sum + amount, 0n);

  return {
    role: 'admin',
    as_of: now.toISOString(),
    revenue: months.map((month) => ({ month, this_year: amountToJson(fees.get(month) ?? 0n), last_year: amountToJson(fees.get(lastYear(month)) ?? 0n) })),
    invested: months.map((month) => ({ month, amount: amountToJson(investedBy(month)) })),
    age_groups: AGE_GROUPS.map((group) => ({ group, backers: Number(backersByGroup.get(group) ?? 0n) })),
    asset_classes: ASSET_CLASSES.map((assetClass) => {
      const total = (metric: Metric) => Number(totals.reduce((sum, row) => (row.metric === metric && row.key === assetClass ? sum + row.amount : sum), 0n));
      const [deals, funded, failed] = [total('deals'), total('funded_deals'), total('failed_deals')];
      return {
        asset_class: assetClass,
        live: deals - funded - failed,
        funded,
        failed,
        average_roi_bps: deals === 0 ? null : Math.round(total('deals_roi_bps') / deals),
      };
    }),
    locations: [
      ...ranked.slice(0, LOCATIONS_SHOWN).map(([location, amount]) => ({ location, amount: amountToJson(amount) })),
      ...(rest > 0n ? [{ location: 'Elsewhere', amount: amountToJson(rest) }] : []),
    ],
    new_backers: months.map((month) => ({ month, backers: Number(arrivals.get(month) ?? 0n) })),
  };
}

/** The admin's geographic chart names this many places; the others are added up as "Elsewhere". */
const LOCATIONS_SHOWN = 6;

/** Returns in basis points from the returns' equity multiple: 1.13x is 1,300. */
const returnBps = (invested: bigint, receivedNet: bigint, value: bigint) => (equityMultipleBps(invested, receivedNet, value) ?? 10_000) - 10_000;

export async function backerStats(db: Db, now: Date, backerId: string): Promise<BackerStats> {
  const [rows, rates, moves, paid] = await Promise.all([
    statsRepository.backerCommitments(db, backerId),
    dashboardRepository.rates(db),
    statsRepository.backerUnitMoves(db, backerId),
    statsRepository.backerPayouts(db, backerId),
  ]);
  const valuations = await statsRepository.valuationsOf(db, [...new Set(moves.map((move) => move.dealId))]);
  // A commitment holds money from its creation until it is refunded or cancelled (then `updated_at`).
  const spans = rows.map((row) => ({
    ...row,
    usd: usdCentsOf(rates, row.currency, row.amount),
    releasedAt: row.status === 'refunded' || row.status === 'cancelled' ? row.updatedAt : null,
  }));
  const atWork = (at: Date) => spans.filter((span) => span.createdAt <= at && (span.releasedAt === null || span.releasedAt > at));
  // A funded commitment became face value when its deal issued it units: from then on it is worth its face value × the price.
  const issuedAt = new Map(moves.filter((move) => move.kind === 'issue').map((move) => [move.reference, move.at]));
  const currencyOf = new Map(moves.map((move) => [move.dealId, move.currency]));
  /** The deal's price per 10,000 of face value at `at`: now the latest (as the returns read it), before then the latest valued by then; par without one. */
  const priceAt = (dealId: string, at: Date, current: boolean) => {
    const day = indianDate(at);
    const known = valuations.filter((row) => row.dealId === dealId && (current || row.valuedOn < day));
    return BigInt(known.at(-1)?.priceBps ?? 10_000);
  };
  /** Each deal's value at `at` in its own currency: the face value held × its price, and the money at work not yet issued at cost. */
  const valuesAt = (at: Date, current: boolean) => {
    const values = new Map<string, { currency: string; value: bigint }>();
    const add = (dealId: string, currency: string, amount: bigint) => values.set(dealId, { currency, value: (values.get(dealId)?.value ?? 0n) + amount });
    for (const span of atWork(at)) {
      const issued = issuedAt.get(span.commitmentId);
      if (issued === undefined || issued > at) add(span.dealId, span.currency, span.amount);
    }
    const faceValues = new Map<string, bigint>();
    for (const move of moves) if (move.at <= at) faceValues.set(move.dealId, (faceValues.get(move.dealId) ?? 0n) + move.faceValue);
    for (const [dealId, faceValue] of faceValues) add(dealId, currencyOf.get(dealId)!, (faceValue * priceAt(dealId, at, current)) / 10_000n);
    return values;
  };
  const received = new Map<string, { gross: bigint; net: bigint }>();
  for (const payout of paid) {
    const key = payout.paidAt.toISOString().slice(0, 7);
    const sums = received.get(key) ?? { gross: 0n, net: 0n };
    received.set(key, { gross: sums.gross + usdCentsOf(rates, payout.currency, payout.gross), net: sums.net + usdCentsOf(rates, payout.currency, payout.net) });
  }
  // Each deal's commitments summed, in cents for the charts and in its currency for the return.
  const holdings = new Map<string, { span: (typeof spans)[number]; usd: bigint; invested: bigint }>();
  for (const span of atWork(now)) {
    const held = holdings.get(span.dealId);
    holdings.set(span.dealId, { span: held?.span ?? span, usd: (held?.usd ?? 0n) + span.usd, invested: (held?.invested ?? 0n) + span.amount });
  }
  const valuesNow = valuesAt(now, true);
  const netOf = (dealId: string) => paid.filter((payout) => payout.dealId === dealId).reduce((sum, payout) => sum + payout.net, 0n);
  return {
    role: 'backer',
    as_of: now.toISOString(),
    months: monthsSince(now.getUTCFullYear() - 1, now).map((month) => {
      const end = endOf(month, now);
      const values = end === now ? valuesNow : valuesAt(end, false);
      return {
        month,
        invested: amountToJson(atWork(end).reduce((sum, span) => sum + span.usd, 0n)),
        value: amountToJson([...values.values()].reduce((sum, deal) => sum + usdCentsOf(rates, deal.currency, deal.value), 0n)),
        received_gross: amountToJson(received.get(month)?.gross ?? 0n),
        received_net: amountToJson(received.get(month)?.net ?? 0n),
      };
    }),
    holdings: [...holdings.values()]
      .map(({ span, usd, invested }): BackerStats['holdings'][number] => ({
        deal_id: span.dealId,
        name: span.name,
        asset_class: span.assetClass as AssetClass,
        amount: amountToJson(usd),
        projected_roi_bps: span.projectedRoiBps,
        holding_period_months: span.holdingPeriodMonths,
        return_bps: returnBps(invested, netOf(span.dealId), valuesNow.get(span.dealId)?.value ?? invested),
      }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
  };
}

export async function proposerStats(db: Db, now: Date, proposerId: string): Promise<ProposerStats> {
  const months = monthsSince(now.getUTCFullYear(), now);
  const [deals, totals, rates, fees] = await Promise.all([
    statsRepository.proposerDeals(db, proposerId),
    readProposerTotals(db, proposerId),
    dashboardRepository.rates(db),
    statsRepository.managementFees(db, proposerId, new Date(Date.UTC(now.getUTCFullYear(), 0, 1))),
  ]);
  const inMonth = (metric: 'commitments' | 'raised' | 'payouts', month: string) =>
    totals
      .filter((row) => row.metric === metric && monthKey(row.month) === month)
      .reduce((sum, row) => sum + (metric === 'commitments' ? row.amount : usdCentsOf(rates, row.key, row.amount)), 0n);
  return {
    role: 'proposer',
    as_of: now.toISOString(),
    deals: deals.map((deal) => ({
      deal_id: deal.dealId,
      name: deal.name,
      lifecycle: deal.lifecycle,
      raised: amountToJson(usdCentsOf(rates, deal.currency, deal.raised)),
      target: amountToJson(usdCentsOf(rates, deal.currency, deal.target)),
      backers: deal.backers,
    })),
    commitments: months.map((month) => ({ month, commitments: Number(inMonth('commitments', month)) })),
    ticket_sizes: TICKET_SIZES.map((size) => ({
      size,
      commitments: Number(totals.filter((row) => row.metric === 'tickets' && row.key === size).reduce((sum, row) => sum + row.amount, 0n)),
    })),
    raised: months.map((month) => ({ month, amount: amountToJson(inMonth('raised', month)) })),
    payouts: months.map((month) => ({ month, amount: amountToJson(inMonth('payouts', month)) })),
    management_fees: months.map((month) => ({
      month,
      amount: amountToJson(fees.filter((row) => row.month === month).reduce((sum, row) => sum + usdCentsOf(rates, row.currency, row.amount), 0n)),
    })),
  };
}
