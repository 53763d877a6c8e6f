import type { TooltipItem } from 'chart.js';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { DashboardChart } from '../../../../shared/contracts/dashboard.ts';
import type { ExitWindow } from '../../../../shared/contracts/exits.ts';
import { ChartCard } from '../../../components/dashboard/chart-card.tsx';
import { toChartConfig } from '../../../components/dashboard/chart-config.ts';
import { deepMerge } from '../../../components/dashboard/chart-defaults.ts';
import { useColourScheme } from '../../../components/dashboard/use-colour-scheme.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/price.ts';
import { formatDay, formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useExitProposals } from '../api/get-exit-proposals.ts';
import { useExitWindow } from '../api/get-exit-window.ts';
import { useExitWindows } from '../api/get-exit-windows.ts';
import { bandText } from '../lib/orders.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { OrderBook } from './order-book.tsx';
import { OrderForm } from './order-form.tsx';
import { SaleProposals } from './sale-proposals.tsx';

/*
 * A funded or exited deal's exit and liquidity on its property page (after-funding.md §5;
 * interfaces.md "Pages after funding"): when the next exit window opens, the open one with its
 * anonymised book (and Buy for a signed-in backer), the past windows' results charted, and the
 * holders' votes on selling the property. The property page loads this module lazily.
 */

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={CARD} data-testid={testId}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ExitWindowsSection({ dealId }: { dealId: string }) {
  return (
    <div className="space-y-8">
      <ExitWindows dealId={dealId} />
      <SaleVotes dealId={dealId} />
    </div>
  );
}

function ExitWindows({ dealId }: { dealId: string }) {
  const query = useExitWindows(dealId);
  const timeZone = useTimeZone();
  let body: ReactNode;
  let chart: ReactNode = null;
  if (query.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (query.isError) body = <LoadFailed text={t('The exit windows could not be loaded.')} onRetry={() => void query.refetch()} />;
  else {
    const { items, next_opens_at: nextOpensAt } = query.data;
    const open = items.find((window) => window.status === 'open');
    const settled = items.filter((window) => window.status === 'settled');
    body = (
      <>
        <p className="mt-2 text-sm text-slate-600">
          {t('Holders can sell to other verified backers in a window of a week each quarter; one clearing price is found when it closes.')}
        </p>
        {nextOpensAt && !open && (
          <p className="mt-2 text-sm font-medium text-slate-900" data-testid="next-window">
            {t('The next window opens on {date}.', { date: formatDay(nextOpensAt, timeZone) })}
          </p>
        )}
        {items[0]?.status === 'suspended' && <p className="mt-2 text-sm text-amber-800">{t('Exit windows are suspended while the holders vote on a sale.')}</p>}
        {items.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('No exit window yet.')}</p>}
        {open && <OpenWindow window={open} />}
        {settled.length > 0 && <Results windows={settled} />}
      </>
    );
    if (settled.some((window) => window.clearing_price_bps !== null)) chart = <ResultsChart windows={settled} />;
  }
  return (
    <div className="space-y-4">
      <Section title={t('Exit windows')} testId="exit-windows">
        {body}
      </Section>
      {chart}
    </div>
  );
}

/** The open window: when it closes, the band, its book, and Buy for a signed-in backer. */
function OpenWindow({ window }: { window: ExitWindow }) {
  const timeZone = useTimeZone();
  const detail = useExitWindow(window.id);
  const backer = useSession()?.role === 'backer';
  const [placed, setPlaced] = useState<string | null>(null);
  const headingId = useId();
  return (
    <div className="mt-4 space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="open-window" aria-labelledby={headingId} role="group">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('A window is open until {date}', { date: formatDeadline(window.closes_at, timeZone) })}
      </h3>
      <p className="text-sm text-slate-700">
        {t('Reference price {price} per 100 of face value (the latest valuation); orders from {band}.', {
          price: formatPrice(window.reference_price_bps / 100),
          band: bandText(window),
        })}
      </p>
      {detail.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : detail.isError ? (
        <LoadFailed text={t('The order book could not be loaded.')} onRetry={() => void detail.refetch()} />
      ) : (
        <OrderBook window={detail.data} caption={t('The orders in this window, without who placed them: bids highest first, then offers.')} />
      )}
      {backer && (
        <div className="border-t border-slate-200 pt-3">
          <h4 className="text-sm font-semibold text-slate-900">{t('Buy')}</h4>
          {placed && (
            <div className="mt-2">
              <Alert tone="success">{placed}</Alert>
            </div>
          )}
          <div className="mt-2">
            <OrderForm
              window={window}
              side="buy"
              onPlaced={(order) =>
                setPlaced(
                  t('Your buy order for {amount} of face value is placed; it trades when the window closes.', {
                    amount: formatMoney(order.face_value, order.currency),
                  }),
                )
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}

const HEADER = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-0';
const CELL = 'px-3 py-2.5 text-slate-900 tabular-nums whitespace-nowrap first:pl-0';

/** The settled windows' results, newest first: public. */
function Results({ windows }: { windows: readonly ExitWindow[] }) {
  const timeZone = useTimeZone();
  return (
    <div className="mt-4 overflow-x-auto focus-visible:outline-offset-[-3px]" tabIndex={0}>
      <table className="w-full text-sm" data-testid="exit-results">
        <caption className="mb-2 text-left text-sm text-slate-600">
          {t('Past windows, newest first: the one price every trade was made at, and how much traded.')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={HEADER}>
              {t('Closed on')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Clearing price per 100')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Face value traded')}
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              {t('Orders')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {windows.map((window) => (
            <tr key={window.id} data-testid="exit-result">
              <th scope="row" className={`${CELL} text-left font-semibold`}>
                {formatDay(window.closes_at, timeZone)}
              </th>
              <td className={`${CELL} text-right`}>{window.clearing_price_bps === null ? t('No trade') : formatPrice(window.clearing_price_bps / 100)}</td>
              <td className={`${CELL} text-right`}>{formatMoney(window.volume, window.currency)}</td>
              <td className={`${CELL} text-right`}>{window.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The clearing prices over time beside the valuation each window started from; its numbers in a table for screen readers (the chart card's). */
function ResultsChart({ windows }: { windows: readonly ExitWindow[] }) {
  const scheme = useColourScheme();
  const timeZone = useTimeZone();
  const config = useMemo(() => {
    const traded = windows.filter((window) => window.clearing_price_bps !== null).reverse();
    const clearing = t('Clearing price per 100');
    const valuation = t('Valuation per 100');
    const chart: DashboardChart = {
      id: 'exit-results',
      title: t('Exit window results'),
      description: t('The price each window traded at, and the latest valuation when it opened: 100 is the price the backers paid.'),
      type: 'line',
      labels: traded.map((window) => formatDay(window.closes_at, timeZone)),
      datasets: [
        { label: clearing, data: traded.map((window) => window.clearing_price_bps! / 100) },
        { label: valuation, data: traded.map((window) => window.reference_price_bps / 100) },
      ],
      valueFormat: 'count',
    };
    const drawn = toChartConfig(chart, scheme);
    // Prices have two decimals; the dashboard's count format keeps one.
    const label = (item: TooltipItem<'line'>) => t('{name}: {value}', { name: item.dataset.label ?? '', value: formatPrice(item.raw as number) });
    return {
      ...drawn,
      title: chart.title,
      description: chart.description,
      options: deepMerge(drawn.options, { plugins: { tooltip: { callbacks: { label } } } }),
    };
    // A change of language mounts the page again (RenderedInLanguage): no dependency on it here.
  }, [windows, scheme, timeZone]);
  return (
    <ChartCard title={config.title} description={config.description} type={config.type} data={config.data} options={config.options} formatValue={formatPrice} />
  );
}

function SaleVotes({ dealId }: { dealId: string }) {
  const query = useExitProposals(dealId);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (query.isError) body = <LoadFailed text={t('The sale votes could not be loaded.')} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <p className="mt-2 text-sm text-slate-600">{t('No sale proposed.')}</p>;
  else body = <SaleProposals proposals={query.data.items} />;
  return (
    <Section title={t('Sale of the property')} testId="sale-votes">
      {body}
    </Section>
  );
}
