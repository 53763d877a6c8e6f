import type { TooltipItem } from 'chart.js';
import { useId, useMemo, type ReactNode } from 'react';
import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import type { ValuationList } from '../../../../shared/contracts/holdings.ts';
import { ChartCard } from '../../../components/dashboard/chart-card.tsx';
import { toChartConfig } from '../../../components/dashboard/chart-config.ts';
import { deepMerge } from '../../../components/dashboard/chart-defaults.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { useColourScheme } from '../../../components/dashboard/use-colour-scheme.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiPathOf, apiUrl } from '../../../lib/api-client.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/price.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { usePaidDistributions } from '../api/get-deal-distributions.ts';
import { useDealValuations } from '../api/get-deal-valuations.ts';

/*
 * What a funded deal's page adds (after-funding.md §1 and §2; interfaces.md "Pages after
 * funding"): its valuations as a chart, and the distributions paid to its holders. The property
 * page loads this module only for a funded deal, and Chart.js comes after it (the chart card's).
 */

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

/**
 * The sections other features add (a feature imports no other, so the route file passes them in),
 * in the order of interfaces.md's "Pages after funding": valuations, then `beforeDistributions`
 * (promised vs actual, the reports), the distributions paid, then `children` (the draws).
 */
export default function FundedDealSections({
  dealId,
  beforeDistributions,
  children,
}: {
  dealId: string;
  beforeDistributions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mt-10 space-y-8">
      <Valuations dealId={dealId} />
      {beforeDistributions}
      <DistributionsPaid dealId={dealId} />
      {children}
    </div>
  );
}

/** A section with its heading, for the states that have no chart or table. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={CARD}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Valuations({ dealId }: { dealId: string }) {
  const query = useDealValuations(dealId);
  if (query.isSuccess && query.data.items.length > 0) {
    return (
      <div className="space-y-4">
        <ValuationsChart items={query.data.items} />
        <ValuerReports items={query.data.items} />
      </div>
    );
  }
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="mt-4 h-40 w-full" />;
  else if (query.isError) body = <LoadFailed text={t('The valuations could not be loaded.')} onRetry={() => void query.refetch()} />;
  else body = <p className="mt-2 text-sm text-slate-600">{t('No valuation has been recorded yet.')}</p>;
  return <Section title={t('Valuations')}>{body}</Section>;
}

/** The price per 100 of face value at each valuation, as a line; its numbers in a table for screen readers (the chart card's). */
function ValuationsChart({ items }: { items: ValuationList['items'] }) {
  const scheme = useColourScheme();
  const config = useMemo(() => {
    const series = t('Price per 100 of face value');
    const chart: DashboardChart = {
      id: 'valuations',
      title: t('Valuations'),
      description: t('What 100 of face value was worth at each valuation: 100 is the price the backers paid.'),
      type: 'line',
      labels: items.map((item) => formatDate(item.valued_on)),
      datasets: [{ label: series, data: items.map((item) => item.price_bps / 100) }],
      valueFormat: 'count',
    };
    const drawn = toChartConfig(chart, scheme);
    // Prices have two decimals; the dashboard's count format keeps one.
    const label = (item: TooltipItem<'line'>) => t('{name}: {value}', { name: series, value: formatPrice(item.raw as number) });
    return {
      ...drawn,
      title: chart.title,
      description: chart.description,
      options: deepMerge(drawn.options, { plugins: { tooltip: { callbacks: { label } } } }),
    };
    // A change of language mounts the page again (RenderedInLanguage): no dependency on it here.
  }, [items, scheme]);
  return (
    <ChartCard title={config.title} description={config.description} type={config.type} data={config.data} options={config.options} formatValue={formatPrice} />
  );
}

/** The valuers' reports behind the chart, newest first: public, as the valuations are. */
function ValuerReports({ items }: { items: ValuationList['items'] }) {
  const reported = items.filter((item) => item.report_url !== null).reverse();
  if (reported.length === 0) return null;
  return (
    <Section title={t("Valuers' reports")}>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {reported.map((item) => (
          <li key={item.id} className="py-2">
            <a
              href={apiUrl(apiPathOf(item.report_url!))}
              download
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {t('{date}: {price} per 100 of face value (PDF)', { date: formatDate(item.valued_on), price: formatPrice(item.price_bps / 100) })}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function DistributionsPaid({ dealId }: { dealId: string }) {
  const query = usePaidDistributions(dealId);
  const timeZone = useTimeZone();
  const title = t('Distributions paid');
  if (query.isPending) {
    return (
      <Section title={title}>
        <Skeleton className="mt-4 h-24 w-full" />
      </Section>
    );
  }
  if (query.isError) {
    return (
      <Section title={title}>
        <LoadFailed text={t('The distributions could not be loaded.')} onRetry={() => void query.refetch()} />
      </Section>
    );
  }
  if (query.data.length === 0) {
    return (
      <Section title={title}>
        <p className="mt-2 text-sm text-slate-600">{t('No distribution has been paid yet.')}</p>
      </Section>
    );
  }
  const header = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-0';
  const cell = 'px-3 py-2.5 text-slate-900 tabular-nums whitespace-nowrap first:pl-0';
  return (
    <Section title={title}>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it. */}
      <div className="mt-2 overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
        <table className="w-full text-sm">
          <caption className="mb-3 text-left text-sm text-slate-600">
            {t('The income of each quarter shared among the holders, newest first, and the tax withheld from it.')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={header}>
                {t('Period')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('Amount distributed')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('Tax withheld')}
              </th>
              <th scope="col" className={header}>
                {t('Paid on')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data.map((distribution) => {
              const money = (minor: number) => formatMoneyWhole(minor, distribution.currency);
              return (
                <tr key={distribution.id}>
                  <th scope="row" className={`${cell} text-left font-semibold`}>
                    {distribution.period}
                  </th>
                  <td className={`${cell} text-right`}>{money(distribution.distributable)}</td>
                  <td className={`${cell} text-right`}>{distribution.paid ? money(distribution.paid.tds) : '—'}</td>
                  <td className={cell}>{distribution.paid_at ? formatDay(distribution.paid_at, timeZone) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
