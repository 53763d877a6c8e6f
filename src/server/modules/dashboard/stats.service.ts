import { ASSET_CLASSES } from '../../../shared/contracts/deals.ts';
import { AGE_GROUPS, TICKET_SIZES, type AdminStats, type BackerStats, type ProposerStats } from '../../../shared/contracts/stats.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { statsRepository } from './stats.repository.ts';
import { readProposerTotals, readTotals, type Metric } from './totals.ts';
import { usdCentsOf } from './usd.ts';

/*
 * The Stats pages' figures (spec §2 "Stats", platform.md §5), per role, from the running totals
 * (the platform's and each proposer's) and from reads of one person's rows: p95 under 50 ms with
 * 1,000,000 commitments (domain.md; npm run bench:overview measures it).
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

export async function backerStats(db: Db, now: Date, backerId: string): Promise<BackerStats> {
  const [rows, rates] = await Promise.all([statsRepository.backerCommitments(db, backerId), dashboardRepository.rates(db)]);
  // A commitment holds money from its creation until it is refunded or cancelled (then `updated_at`).
  const spans = rows.map((row) => ({
    ...row,
    usd: usdCentsOf(rates, row.currency, row.amount),
    // The projection's return spread evenly over the holding period: one month's share.
    monthlyReturn: usdCentsOf(rates, row.currency, (row.amount * BigInt(row.projectedRoiBps)) / (10_000n * BigInt(Math.max(1, row.holdingPeriodMonths)))),
    releasedAt: row.status === 'refunded' || row.status === 'cancelled' ? row.updatedAt : null,
  }));
  const atWork = (at: Date) => spans.filter((span) => span.createdAt <= at && (span.releasedAt === null || span.releasedAt > at));
  // Each deal's commitments summed in cents before the total crosses into JSON.
  const holdings = new Map<string, { span: (typeof spans)[number]; usd: bigint }>();
  for (const span of atWork(now)) {
    const held = holdings.get(span.dealId);
    holdings.set(span.dealId, { span: held?.span ?? span, usd: (held?.usd ?? 0n) + span.usd });
  }
  return {
    role: 'backer',
    as_of: now.toISOString(),
    months: monthsSince(now.getUTCFullYear() - 1, now).map((month) => {
      const working = atWork(endOf(month, now));
      return {
        month,
        invested: amountToJson(working.reduce((sum, span) => sum + span.usd, 0n)),
        projected_return: amountToJson(working.reduce((sum, span) => sum + span.monthlyReturn, 0n)),
      };
    }),
    holdings: [...holdings.values()]
      .map(({ span, usd }): BackerStats['holdings'][number] => ({
        deal_id: span.dealId,
        name: span.name,
        asset_class: span.assetClass as AssetClass,
        amount: amountToJson(usd),
        projected_roi_bps: span.projectedRoiBps,
        holding_period_months: span.holdingPeriodMonths,
      }))
      .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
  };
}

export async function proposerStats(db: Db, now: Date, proposerId: string): Promise<ProposerStats> {
  const [deals, totals, rates] = await Promise.all([
    statsRepository.proposerDeals(db, proposerId),
    readProposerTotals(db, proposerId),
    dashboardRepository.rates(db),
  ]);
  const months = monthsSince(now.getUTCFullYear(), now);
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
  };
}
