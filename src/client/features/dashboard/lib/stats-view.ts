import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import type { AdminStats, BackerStats, ProposerStats, Stats } from '../../../../shared/contracts/stats.ts';
import { formatCount, formatMonth, formatUsd, formatUsdCompact } from '../../../components/dashboard/format.ts';
import { dataText, msg, t } from '../../../lib/i18n.ts';

/*
 * The Stats page's six charts per role (spec §2 "Stats", in its order and with its titles) from
 * the API's figures (platform.md §5: "The role Stats pages chart real figures"). A chart with
 * nothing to show yet becomes a titled card that says so.
 */

export type StatsCard = { id: string; chart: DashboardChart } | { id: string; title: string; empty: string };

/** `2026-03` → `Mar` (`mars` in French). */
const monthName = formatMonth;
/** An asset class in the interface's language (the deals' filter marks these names for translation). */
const assetClassName = (assetClass: string) => t(assetClass);
/** Dollars from US cents. */
const dollars = (cents: number) => cents / 100;
const percentOf = (bps: number) => bps / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function card(chart: DashboardChart, empty: string | false): StatsCard {
  return empty === false ? { id: chart.id, chart } : { id: chart.id, title: chart.title, empty };
}

/** Nothing but zeros (or no values at all): nothing to chart. */
const allZero = (values: number[]) => values.every((value) => value === 0);

export function statsCards(stats: Stats): StatsCard[] {
  switch (stats.role) {
    case 'admin':
      return adminCards(stats);
    case 'backer':
      return backerCards(stats);
    case 'proposer':
      return proposerCards(stats);
  }
}

function adminCards(stats: AdminStats): StatsCard[] {
  const year = Number(stats.as_of.slice(0, 4));
  const labels = stats.revenue.map((row) => monthName(row.month));
  const thisYear = stats.revenue.map((row) => dollars(row.this_year));
  const lastYear = stats.revenue.map((row) => dollars(row.last_year));
  const invested = stats.invested.map((row) => dollars(row.amount));
  const ages = stats.age_groups.map((row) => row.backers);
  const classes = stats.asset_classes;
  const arrivals = stats.new_backers.map((row) => row.backers);
  return [
    card(
      {
        id: 'revenue-year-over-year',
        title: t('Revenue Year over Year'),
        description: t('Platform fees month by month: {thisYear} in {year} so far, against {lastYear} in the same months of {lastYearNumber}.', {
          thisYear: formatUsdCompact(sum(thisYear)),
          year: String(year),
          lastYear: formatUsdCompact(sum(lastYear)),
          lastYearNumber: String(year - 1),
        }),
        type: 'bar',
        labels,
        datasets: [
          { label: String(year), data: thisYear },
          { label: String(year - 1), data: lastYear, dashed: true },
        ],
        valueFormat: 'usd',
      },
      allZero([...thisYear, ...lastYear]) && t('No fees have been earned in these months yet.'),
    ),
    card(
      {
        id: 'cumulative-investment',
        title: t('Cumulative Investment'),
        description: t("Money held in deals at each month's end: {amount} now.", { amount: formatUsdCompact(invested.at(-1) ?? 0) }),
        type: 'line',
        labels: stats.invested.map((row) => monthName(row.month)),
        datasets: [{ label: t('Total invested'), data: invested, fill: true }],
        valueFormat: 'usd-compact',
      },
      allZero(invested) && t('No investments yet.'),
    ),
    card(
      {
        id: 'investor-age-demographics',
        title: t('Investor Age Demographics'),
        description: t(
          '{count, plural, one {The # active backer by the age they reach this year.} other {The # active backers by the age they reach this year.}}',
          { count: sum(ages) },
        ),
        type: 'doughnut',
        labels: stats.age_groups.map((row) => row.group),
        datasets: [{ label: t('Backers'), data: ages }],
        valueFormat: 'count',
      },
      allZero(ages) && t('No active backers yet.'),
    ),
    card(
      {
        id: 'property-performance',
        title: t('Property Performance'),
        description: t('By asset class: the mean projected ROI of the deals that went live, and the share of closed deals that reached their target.'),
        type: 'bar',
        labels: classes.map((row) => assetClassName(row.asset_class)),
        datasets: [
          { label: t('Projected ROI'), data: classes.map((row) => (row.average_roi_bps === null ? 0 : percentOf(row.average_roi_bps))) },
          {
            label: t('Funded'),
            data: classes.map((row) => (row.funded + row.failed === 0 ? 0 : Math.round((row.funded / (row.funded + row.failed)) * 1000) / 10)),
            dashed: true,
          },
        ],
        valueFormat: 'percent',
      },
      classes.every((row) => row.average_roi_bps === null) && t('No deal has gone live yet.'),
    ),
    card(
      {
        id: 'geographic-distribution',
        title: t('Geographic Distribution'),
        description: t('Where the {amount} raised by live and funded deals is, by property location.', {
          amount: formatUsdCompact(dollars(sum(stats.locations.map((row) => row.amount)))),
        }),
        type: 'polarArea',
        // The server adds the smallest places up as "Elsewhere".
        labels: stats.locations.map((row) => (row.location === 'Elsewhere' ? t('Elsewhere') : dataText(row.location))),
        datasets: [{ label: t('Raised'), data: stats.locations.map((row) => dollars(row.amount)) }],
        valueFormat: 'usd-compact',
      },
      stats.locations.length === 0 && t('No money raised yet.'),
    ),
    card(
      {
        id: 'monthly-investor-acquisition',
        title: t('Monthly Investor Acquisition'),
        description: t('{count, plural, one {# backer made a first investment in {year}.} other {# backers made a first investment in {year}.}}', {
          count: sum(arrivals),
          year: String(year),
        }),
        type: 'bar',
        labels: stats.new_backers.map((row) => monthName(row.month)),
        datasets: [{ label: t('New backers'), data: arrivals }],
        valueFormat: 'count',
      },
      allZero(arrivals) && t('No backer has made a first investment in {year} yet.', { year: String(year) }),
    ),
  ];
}

/** Bubble area grows with the amount: radius from its square root, within a readable range. */
const bubbleRadius = (cents: number, largest: number) => Math.max(4, Math.round(Math.sqrt(cents / Math.max(1, largest)) * 24));

function backerCards(stats: BackerStats): StatsCard[] {
  const year = stats.as_of.slice(0, 4);
  const thisYear = stats.months.filter((row) => row.month.startsWith(year));
  const lastYear = stats.months.filter((row) => !row.month.startsWith(year));
  const invested = thisYear.map((row) => dollars(row.invested));
  const value = thisYear.map((row) => dollars(row.value));
  const gross = thisYear.map((row) => dollars(row.received_gross));
  const net = thisYear.map((row) => dollars(row.received_net));
  const quarters = Math.ceil(thisYear.length / 3);
  const quarterly = (rows: BackerStats['months']) =>
    Array.from({ length: quarters }, (_, quarter) => dollars(sum(rows.slice(quarter * 3, quarter * 3 + 3).map((row) => row.received_net))));
  const holdings = stats.holdings;
  const total = sum(holdings.map((holding) => holding.amount));
  const classes = [...new Set(holdings.map((holding) => holding.asset_class))];
  const largest = Math.max(0, ...holdings.map((holding) => holding.amount));
  const noHoldings = holdings.length === 0 && t('You hold no deal at the moment.');
  return [
    card(
      {
        id: 'portfolio-growth',
        title: t('Portfolio Growth'),
        description: t("Your money at work in deals at each month's end, and its value at the latest valuation: {amount} now.", {
          amount: formatUsd(value.at(-1) ?? 0),
        }),
        type: 'line',
        labels: thisYear.map((row) => monthName(row.month)),
        datasets: [
          { label: t('Amount invested'), data: invested, fill: true },
          { label: t('Current value'), data: value, dashed: true },
        ],
        valueFormat: 'usd',
      },
      allZero([...invested, ...value]) && t('You had no money in deals in {year}.', { year }),
    ),
    card(
      {
        id: 'monthly-returns',
        title: t('Monthly Returns'),
        description: t('The income your deals paid you in each month of {year}: {gross} before tax, {net} after the tax withheld.', {
          year,
          gross: formatUsd(sum(gross)),
          net: formatUsd(sum(net)),
        }),
        type: 'bar',
        labels: thisYear.map((row) => monthName(row.month)),
        datasets: [
          { label: t('Income received (gross)'), data: gross },
          { label: t('Income received (net)'), data: net, dashed: true },
        ],
        valueFormat: 'usd',
      },
      allZero(gross) && t('No income was paid to you in {year} yet.', { year }),
    ),
    card(
      {
        id: 'portfolio-allocation',
        title: t('Portfolio Allocation'),
        description: t('Your {amount} at work, by asset class.', { amount: formatUsd(dollars(total)) }),
        type: 'doughnut',
        labels: classes.map(assetClassName),
        datasets: [
          { label: t('Invested'), data: classes.map((assetClass) => dollars(sum(holdings.filter((h) => h.asset_class === assetClass).map((h) => h.amount)))) },
        ],
        valueFormat: 'usd',
      },
      noHoldings,
    ),
    card(
      {
        id: 'roi-per-property',
        title: t('ROI per Property'),
        description: t('What each deal you hold has returned so far: the income received after tax and the change in its value, against what you put in.'),
        type: 'bar',
        // Deal names are long: bars running sideways keep them readable on a phone.
        horizontal: true,
        labels: holdings.map((holding) => dataText(holding.name)),
        datasets: [{ label: t('Return so far'), data: holdings.map((holding) => percentOf(holding.return_bps)) }],
        valueFormat: 'percent',
      },
      noHoldings,
    ),
    card(
      {
        id: 'risk-vs-return',
        title: t('Risk vs Return'),
        description: t('Projected ROI against how long each deal holds your money; bubble size shows the amount invested.'),
        type: 'bubble',
        labels: [],
        datasets:
          holdings.length === 0
            ? [{ label: t('Holdings'), data: [] }]
            : holdings.map((holding) => ({
                label: holding.name,
                data: [{ x: holding.holding_period_months, y: percentOf(holding.projected_roi_bps), r: bubbleRadius(holding.amount, largest) }],
              })),
        valueFormat: 'percent',
        xFormat: 'count',
        xLabel: t('Holding period (months)'),
        yLabel: t('Projected ROI'),
      },
      noHoldings,
    ),
    card(
      {
        id: 'quarterly-returns',
        title: t('Quarterly Returns'),
        description: t('The income paid to you after tax per quarter of {year}, against the same quarters of {lastYear}.', {
          year,
          lastYear: String(Number(year) - 1),
        }),
        type: 'bar',
        labels: Array.from({ length: quarters }, (_, quarter) => t('Q{quarter}', { quarter: String(quarter + 1) })),
        datasets: [
          { label: year, data: quarterly(thisYear) },
          { label: String(Number(year) - 1), data: quarterly(lastYear), dashed: true },
        ],
        valueFormat: 'usd',
      },
      allZero([...quarterly(thisYear), ...quarterly(lastYear)]) && t('No income was paid to you in these quarters.'),
    ),
  ];
}

/** Where a deal stands, as the proposer's deal list names it. */
const STAGES: { label: string; lifecycles: ProposerStats['deals'][number]['lifecycle'][] }[] = [
  { label: msg('Draft'), lifecycles: ['draft'] },
  { label: msg('In review'), lifecycles: ['submitted', 'changes_requested'] },
  { label: msg('Approved'), lifecycles: ['approved'] },
  { label: msg('Live'), lifecycles: ['live'] },
  { label: msg('Funded'), lifecycles: ['funded'] },
  { label: msg('Failed'), lifecycles: ['failed'] },
  { label: msg('Rejected'), lifecycles: ['rejected'] },
];

const TICKET_LABELS: Record<ProposerStats['ticket_sizes'][number]['size'], string> = {
  '1x': msg('1–1.5× minimum'),
  '1.5x': msg('1.5–2× minimum'),
  '2x': msg('2–5× minimum'),
  '5x': msg('5–10× minimum'),
  '10x': msg('10× minimum or more'),
};

/** The investor pie names this many deals; the others are added up as "Other deals". */
const DEALS_NAMED = 5;

function proposerCards(stats: ProposerStats): StatsCard[] {
  const year = stats.as_of.slice(0, 4);
  const raising = stats.deals.filter((deal) => deal.lifecycle === 'live' || deal.lifecycle === 'funded').slice(0, 6);
  const withBackers = stats.deals.filter((deal) => deal.backers > 0).sort((a, b) => b.backers - a.backers);
  const others = sum(withBackers.slice(DEALS_NAMED).map((deal) => deal.backers));
  const investors = [
    ...withBackers.slice(0, DEALS_NAMED).map((deal) => ({ name: deal.name, backers: deal.backers })),
    ...(others > 0 ? [{ name: t('Other deals'), backers: others }] : []),
  ];
  const stages = STAGES.map((stage) => stats.deals.filter((deal) => stage.lifecycles.includes(deal.lifecycle)).length);
  const commitments = stats.commitments.map((row) => row.commitments);
  const tickets = stats.ticket_sizes.map((row) => row.commitments);
  const raised = stats.raised.map((row) => dollars(row.amount));
  const payouts = stats.payouts.map((row) => dollars(row.amount));
  const fees = stats.management_fees.map((row) => dollars(row.amount));
  const live = stats.deals.filter((deal) => deal.lifecycle === 'live').length;
  const funded = stats.deals.filter((deal) => deal.lifecycle === 'funded').length;
  return [
    card(
      {
        id: 'fundraising-progress',
        title: t('Fundraising Progress'),
        description: t('Money raised by each of your latest live and funded deals against its target.'),
        type: 'bar',
        horizontal: true,
        labels: raising.map((deal) => dataText(deal.name)),
        datasets: [
          { label: t('Raised'), data: raising.map((deal) => dollars(deal.raised)) },
          { label: t('Target'), data: raising.map((deal) => dollars(deal.target)), dashed: true },
        ],
        valueFormat: 'usd-compact',
      },
      raising.length === 0 && t('None of your deals is live or funded yet.'),
    ),
    card(
      {
        id: 'property-performance',
        title: t('Property Performance'),
        description: t(
          '{count, plural, one {Where your # deal stands: {funded} funded, {live} live.} other {Where your # deals stand: {funded} funded, {live} live.}}',
          {
            count: stats.deals.length,
            funded: formatCount(funded),
            live: formatCount(live),
          },
        ),
        type: 'bar',
        labels: STAGES.map((stage) => t(stage.label)),
        datasets: [{ label: t('Deals'), data: stages }],
        valueFormat: 'count',
      },
      stats.deals.length === 0 && t('No deals yet.'),
    ),
    card(
      {
        id: 'investor-acquisition',
        title: t('Investor Acquisition'),
        description: t('{count, plural, one {# commitment to your deals in {year} so far.} other {# commitments to your deals in {year} so far.}}', {
          count: sum(commitments),
          year,
        }),
        type: 'line',
        labels: stats.commitments.map((row) => monthName(row.month)),
        datasets: [{ label: t('New commitments'), data: commitments, fill: true }],
        valueFormat: 'count',
      },
      allZero(commitments) && t('No commitments to your deals in {year} yet.', { year }),
    ),
    card(
      {
        id: 'investor-distribution',
        title: t('Investor Distribution'),
        description: t('Backers in each of your deals: {count} in all.', { count: formatCount(sum(investors.map((entry) => entry.backers))) }),
        type: 'pie',
        labels: investors.map((entry) => dataText(entry.name)),
        datasets: [{ label: t('Backers'), data: investors.map((entry) => entry.backers) }],
        valueFormat: 'count',
      },
      investors.length === 0 && t('No backers yet.'),
    ),
    card(
      {
        id: 'investment-amount-distribution',
        title: t('Investment Amount Distribution'),
        description: t("Commitments holding money in your deals, by size against the deal's minimum ticket."),
        type: 'bar',
        labels: stats.ticket_sizes.map((row) => t(TICKET_LABELS[row.size])),
        datasets: [{ label: t('Commitments'), data: tickets }],
        valueFormat: 'count',
      },
      allZero(tickets) && t('No commitments hold money in your deals.'),
    ),
    card(
      {
        id: 'monthly-revenue',
        title: t('Monthly Revenue'),
        description: t(
          'Money your deals raised each month (less cancellations and refunds), what funded deals paid you after the platform fee, and the management fees of your paid distributions: {amount} paid to you in {year} so far.',
          {
            amount: formatUsdCompact(sum([...payouts, ...fees])),
            year,
          },
        ),
        type: 'line',
        labels: stats.payouts.map((row) => monthName(row.month)),
        datasets: [
          { label: t('Raised'), data: raised, fill: true },
          { label: t('Paid to you'), data: payouts, dashed: true },
          { label: t('Management fees'), data: fees, dashed: true },
        ],
        valueFormat: 'usd-compact',
      },
      allZero([...raised, ...payouts, ...fees]) && t('Your deals have raised nothing in {year} yet.', { year }),
    ),
  ];
}

/** A backer who never invested, or a proposer without a deal: the page says so instead of six empty cards. */
export function hasNoData(stats: Stats): boolean {
  if (stats.role === 'backer') return stats.holdings.length === 0 && stats.months.every((row) => row.invested === 0 && row.received_gross === 0);
  if (stats.role === 'proposer') return stats.deals.length === 0;
  return false;
}
