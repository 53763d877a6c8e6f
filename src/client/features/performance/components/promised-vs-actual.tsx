import type { TooltipItem } from 'chart.js';
import { useId, useMemo, type ReactNode } from 'react';
import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import type { DealPerformance } from '../../../../shared/contracts/track-record.ts';
import { ChartCard } from '../../../components/dashboard/chart-card.tsx';
import { toChartConfig } from '../../../components/dashboard/chart-config.ts';
import { deepMerge } from '../../../components/dashboard/chart-defaults.ts';
import { formatDate, formatPercent } from '../../../components/dashboard/format.ts';
import { useColourScheme } from '../../../components/dashboard/use-colour-scheme.ts';
import { ReportingHealthBadge } from '../../../components/ui/reporting-health-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { useDealPerformance } from '../api/get-deal-performance.ts';

/*
 * Promised vs actual (after-funding.md §4): each quarter's projected distribution, frozen at
 * approval, beside what was paid, as a chart (Chart.js comes after the figures, the chart card's)
 * and a table, with the share delivered so far, the sponsor's reporting health, the management
 * fees held until reports are accepted, and the next report due.
 */

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

export function PromisedVsActual({ dealId }: { dealId: string }) {
  const query = useDealPerformance(dealId);
  const titleId = useId();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-40 w-full" />;
  else if (query.isError) {
    body = (
      <p className="text-sm text-red-800">
        {t('Promised vs actual could not be loaded.')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  } else body = <Figures performance={query.data} />;
  return (
    <section aria-labelledby={titleId} className={`${CARD} space-y-5`}>
      <div>
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('Promised vs actual')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("Each quarter's distribution as projected when the deal was approved, beside what its holders were paid.")}
        </p>
      </div>
      {body}
    </section>
  );
}

/** "80%" of the promise delivered so far, or a sentence while nothing was promised yet. */
function deliveredText(bps: number | null): string {
  return bps === null ? t('Nothing promised yet') : formatPercent(bps / 100);
}

function Figures({ performance }: { performance: DealPerformance }) {
  const money = (minor: number) => formatMoneyWhole(minor, performance.currency);
  const facts: [string, ReactNode][] = [
    [t('Delivered so far'), deliveredText(performance.delivered_bps)],
    [t('Reporting'), <ReportingHealthBadge health={performance.reporting_health} />],
    [t('Fees held for reporting'), money(performance.fees_held)],
    [t('Next report due'), t('{quarter}, by {date}', { quarter: performance.next_report_due.quarter, date: formatDate(performance.next_report_due.due_on) })],
  ];
  const header = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-0';
  const cell = 'px-3 py-2.5 text-slate-900 tabular-nums whitespace-nowrap first:pl-0';
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="mt-0.5 font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <PerformanceChart performance={performance} />
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it. */}
      <div className="overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
        <table className="w-full text-sm">
          <caption className="mb-3 text-left text-sm text-slate-600">{t('Promised and paid, quarter by quarter, oldest first.')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={header}>
                {t('Quarter')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('Promised')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('Paid')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {performance.quarters.map((row) => (
              <tr key={row.quarter}>
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  {row.quarter}
                </th>
                <td className={`${cell} text-right`}>{money(row.promised)}</td>
                <td className={`${cell} text-right`}>{money(row.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Promised and paid as bars per quarter; its numbers in a table for screen readers (the chart card's). */
function PerformanceChart({ performance }: { performance: DealPerformance }) {
  const scheme = useColourScheme();
  const config = useMemo(() => {
    const money = (whole: number) => formatMoneyWhole(Math.round(whole * 100), performance.currency);
    const chart: DashboardChart = {
      id: 'promised-vs-actual',
      title: t('Promised and paid by quarter'),
      description: t('The bars of each quarter: what the projection promised, and what was paid.'),
      type: 'bar',
      labels: performance.quarters.map((row) => row.quarter),
      datasets: [
        { label: t('Promised'), data: performance.quarters.map((row) => row.promised / 100) },
        { label: t('Paid'), data: performance.quarters.map((row) => row.paid / 100) },
      ],
      valueFormat: 'count',
    };
    const drawn = toChartConfig(chart, scheme);
    // Amounts in the deal's currency, where the dashboard's count format has none.
    const label = (item: TooltipItem<'bar'>) => t('{name}: {value}', { name: item.dataset.label ?? '', value: money(item.raw as number) });
    return {
      ...drawn,
      title: chart.title,
      description: chart.description,
      money,
      options: deepMerge(drawn.options, {
        plugins: { tooltip: { callbacks: { label } } },
        scales: { y: { ticks: { callback: (value: number | string) => money(Number(value)) } } },
      }),
    };
    // A change of language mounts the page again (RenderedInLanguage): no dependency on it here.
  }, [performance, scheme]);
  return (
    <ChartCard
      title={config.title}
      description={config.description}
      type={config.type}
      data={config.data}
      options={config.options}
      formatValue={config.money}
    />
  );
}
