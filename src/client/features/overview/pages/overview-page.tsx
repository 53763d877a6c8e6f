import { DashboardChartCard } from '../../../components/dashboard/dashboard-chart-card.tsx';
import { formatUsdCompact } from '../../../components/dashboard/format.ts';
import { getProgressPercent, ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { StatisticsCard } from '../../../components/dashboard/statistics-card.tsx';
import { TransactionTable } from '../../../components/dashboard/transaction-table.tsx';
import { INVESTMENT_COLUMNS } from '../../../components/dashboard/transaction-columns.ts';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { Trans } from '../../../lib/trans.tsx';
import { useOverview } from '../api/get-overview.ts';
import { fundraisingCard, kpiCards, monthlyRevenueChart, propertyTypesChart, recentInvestmentRows } from '../lib/overview-view.ts';

const PULSE = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none';

/** The placeholder while the figures are on their way: the same grid as the page, so nothing jumps when they arrive. */
function OverviewSkeleton() {
  return (
    <div aria-hidden="true" data-testid="overview-skeleton" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${CARD} h-[8.25rem] p-5`}>
            <div className={`h-4 w-28 ${PULSE}`} />
            <div className={`mt-3 h-7 w-20 ${PULSE}`} />
            <div className={`mt-4 h-4 w-36 ${PULSE}`} />
          </div>
        ))}
      </div>
      <div className={`${CARD} h-32 p-5`}>
        <div className={`h-4 w-36 ${PULSE}`} />
        <div className={`mt-4 h-2 w-full ${PULSE}`} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className={`${CARD} h-[24rem] lg:col-span-2`} />
        <div className={`${CARD} h-[24rem]`} />
      </div>
      <div className={`${CARD} h-72`} />
    </div>
  );
}

/** Overview: the platform's figures from the API, identical for every role and titled "Admin Dashboard" (spec §2, decisions.md #13). */
export function OverviewPage() {
  const { data, isPending, isError } = useOverview();

  return (
    <div>
      <PageHeader title={t('Admin Dashboard')} description={t('Platform performance at a glance, compared with last month.')} />
      {isPending ? (
        <>
          <p role="status" className="sr-only">
            {t('Loading overview')}
          </p>
          <OverviewSkeleton />
        </>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('The overview could not be loaded. Reload the page to try again.')}
        </p>
      ) : (
        <OverviewFigures overview={data} />
      )}
    </div>
  );
}

function OverviewFigures({ overview }: { overview: NonNullable<ReturnType<typeof useOverview>['data']> }) {
  const fundraising = fundraisingCard(overview);
  const timeZone = useTimeZone();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {kpiCards(overview).map(({ id, ...kpi }) => (
          <StatisticsCard key={id} {...kpi} />
        ))}
      </div>

      <section aria-labelledby="fundraising-title" className={`${CARD} p-5`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="fundraising-title" className="text-base font-semibold text-slate-900">
            {fundraising.title}
          </h2>
          <p className="text-sm text-slate-600 tabular-nums">
            {fundraising.target === null ? (
              <Trans
                id="<0>{raised}</0> raised"
                values={{ raised: formatUsdCompact(fundraising.raised) }}
                components={{ 0: <span className="text-lg font-semibold text-slate-900" /> }}
              />
            ) : (
              <Trans
                id="<0>{raised}</0> raised of {target}"
                values={{ raised: formatUsdCompact(fundraising.raised), target: formatUsdCompact(fundraising.target) }}
                components={{ 0: <span className="text-lg font-semibold text-slate-900" /> }}
              />
            )}
          </p>
        </div>
        {fundraising.target !== null && (
          <ProgressBar
            className="mt-4"
            label={t('Raised so far')}
            // As a percentage: the "X of Y" figures are already in the line above.
            value={getProgressPercent(fundraising.raised, fundraising.target)}
            height="0.75rem"
          />
        )}
        <p className="mt-3 text-sm text-slate-600">{fundraising.note}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardChartCard chart={monthlyRevenueChart(overview)} className="lg:col-span-2" />
        <DashboardChartCard chart={propertyTypesChart(overview)} />
      </div>

      <TransactionTable title={t('Recent Investments')} transactions={recentInvestmentRows(overview, timeZone)} columns={INVESTMENT_COLUMNS} />
    </div>
  );
}
