import type { DashboardChart, Transaction } from '../../../../shared/contracts/dashboard.ts';
import type { Overview, OverviewFigure, RecentInvestment } from '../../../../shared/contracts/overview.ts';
import { formatCount, formatDate, formatMonth, formatPercent, formatUsdCompact } from '../../../components/dashboard/format.ts';
import { t } from '../../../lib/i18n.ts';
import type { StatColour, StatIcon } from '../../../components/dashboard/statistics-card.tsx';
import { isoDayOf } from '../../../lib/relative-time.ts';

/*
 * The Overview's screen (spec §2 "Overview") from the API's domain figures: the spec's titles,
 * icons and colours, and its way of writing figures ("$8.5M", "245", "15.2%", "+8.2%").
 */

export interface KpiCard {
  id: string;
  title: string;
  value: string;
  icon: StatIcon;
  colour: StatColour;
  /** Percentage change against the end of last month; absent when there is nothing to compare. */
  trend?: { value: number };
}

const trendOf = (figure: OverviewFigure) => (figure.trend === null ? {} : { trend: { value: figure.trend } });
/** Whole units (dollars, rupees) from minor units (cents, paise). */
const major = (minor: number) => minor / 100;

export function kpiCards(overview: Overview): KpiCard[] {
  return [
    {
      id: 'total-properties',
      title: t('Total Properties'),
      value: formatCount(overview.total_properties.value),
      icon: 'building',
      colour: 'primary',
      ...trendOf(overview.total_properties),
    },
    {
      id: 'total-investments',
      title: t('Total Investments'),
      value: formatUsdCompact(major(overview.total_investments.value)),
      icon: 'currency-dollar',
      colour: 'success',
      ...trendOf(overview.total_investments),
    },
    {
      id: 'active-backers',
      title: t('Active Backers'),
      value: formatCount(overview.active_backers.value),
      icon: 'users',
      colour: 'info',
      ...trendOf(overview.active_backers),
    },
    {
      id: 'average-roi',
      title: t('Average ROI'),
      value: formatPercent(overview.average_roi.value),
      icon: 'trending-up',
      colour: 'warning',
      ...trendOf(overview.average_roi),
    },
  ];
}

export interface FundraisingCard {
  title: string;
  /** Dollars. */
  raised: number;
  /** Dollars; null when the admin has set no goal. */
  target: number | null;
  note: string;
}

/** "Target: $10M by end of Q2" for a goal due on the last day of a quarter; the day itself otherwise. */
export function fundraisingCard(overview: Overview): FundraisingCard {
  const { raised, target, due_on: dueOn } = overview.fundraising;
  const card = { title: t('Fundraising Goal'), raised: major(raised), target: target === null ? null : major(target) };
  if (target === null || dueOn === null) return { ...card, note: t('No fundraising target is set.') };
  const [, month, day] = dueOn.split('-');
  const quarterEnd = ['03-31', '06-30', '09-30', '12-31'].indexOf(`${month}-${day}`);
  const amount = formatUsdCompact(major(target));
  const note =
    quarterEnd >= 0
      ? t('Target: {amount} by end of Q{quarter}', { amount, quarter: String(quarterEnd + 1) })
      : t('Target: {amount} by {date}', { amount, date: formatDate(dueOn) });
  return { ...card, note };
}

export function monthlyRevenueChart(overview: Overview): DashboardChart {
  const { year, months } = overview.monthly_revenue;
  const values = months.map((month) => major(month.amount));
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    id: 'monthly-revenue',
    title: t('Monthly Revenue ({year})', { year: String(year) }),
    description: t('Platform fees on funded deals, month by month: {amount} in {year} so far.', { amount: formatUsdCompact(total), year: String(year) }),
    type: 'line',
    labels: months.map((month) => formatMonth(month.month)),
    datasets: [{ label: t('Revenue'), data: values, fill: true }],
    valueFormat: 'usd',
  };
}

export function propertyTypesChart(overview: Overview): DashboardChart {
  const total = overview.property_types.reduce((sum, entry) => sum + entry.deals, 0);
  return {
    id: 'property-types',
    title: t('Property Types'),
    description: t('Share of the {count} deals that went live, by asset class.', { count: String(total) }),
    type: 'doughnut',
    // An asset class in the interface's language (the deals' filter marks these names for translation).
    labels: overview.property_types.map((entry) => t(entry.asset_class)),
    datasets: [
      {
        label: t('Share of deals'),
        data: overview.property_types.map((entry) => (total === 0 ? 0 : Math.round((entry.deals / total) * 1000) / 10)),
      },
    ],
    valueFormat: 'percent',
  };
}

/** The spec's three statuses: money still held is pending, invested is completed, given back is failed. */
const STATUS: Record<RecentInvestment['status'], Transaction['status']> = {
  committed: 'pending',
  funded: 'completed',
  refunded: 'failed',
  cancelled: 'failed',
};

/** Each investment on its day in the reader's zone (`timeZone`, else the zone in force). */
export function recentInvestmentRows(overview: Overview, timeZone?: string): Transaction[] {
  return overview.recent_investments.map((row) => ({
    id: row.id,
    date: isoDayOf(row.created_at, timeZone),
    description: t('Investment in {dealName}', { dealName: row.deal_name }),
    investor: row.investor,
    amount: major(row.amount),
    currency: row.currency,
    status: STATUS[row.status],
  }));
}
