import type { ReactNode } from 'react';
import type { CurrencyAmounts, TrackRecord } from '../../../../shared/contracts/track-record.ts';
import { formatPercent } from '../../../components/dashboard/format.ts';
import { ReportingHealthBadge } from '../../../components/ui/reporting-health-badge.tsx';
import { formatMoneyWhole, formatNumber, t } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';

/*
 * A proposer's public track record (after-funding.md §4): deals by outcome (failed ones
 * included), money raised, distributions promised and paid, the share delivered, the realised
 * XIRR of exited deals, reporting health, how fast questions are answered; "Not enough history"
 * where it is so. Figures only, no chart: the page stays light.
 */

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs';

/** Amounts in each currency, one per line; a dash when there are none. */
function amounts(list: CurrencyAmounts): ReactNode {
  if (list.length === 0) return '—';
  return (
    <span className="flex flex-col">
      {list.map((entry) => (
        <span key={entry.currency}>{formatMoneyWhole(entry.amount, entry.currency)}</span>
      ))}
    </span>
  );
}

function Figure({ term, children, note }: { term: string; children: ReactNode; note?: string }) {
  return (
    <div className={CARD}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{children}</dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

export function TrackRecordView({ record }: { record: TrackRecord }) {
  const timeZone = useTimeZone();
  const outcomes: [string, number][] = [
    [t('Live'), record.deals.live],
    [t('Funded'), record.deals.funded],
    [t('Exited'), record.deals.exited],
    [t('Failed'), record.deals.failed],
  ];
  const notEnough = t('Not enough history');
  return (
    <div className="space-y-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('Track record')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" translate="no">
          {record.name}
        </h1>
        <p className="mt-2 text-slate-600">
          {record.company && (
            <>
              <span translate="no">{record.company}</span> ·{' '}
            </>
          )}
          {t('Member since {date}', { date: formatDay(record.member_since, timeZone) })}
        </p>
      </header>

      <section aria-labelledby="track-record-deals" className={CARD}>
        <h2 id="track-record-deals" className="text-base font-semibold text-slate-900">
          {t('Deals by outcome')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('{count, plural, one {# deal went live} other {# deals went live}}, failed ones included.', { count: record.deals.total })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {outcomes.map(([term, count]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure term={t('Money raised')}>{amounts(record.raised)}</Figure>
        <Figure term={t('Distributions promised so far')}>{amounts(record.promised)}</Figure>
        <Figure term={t('Distributions paid')}>{amounts(record.paid)}</Figure>
        <Figure term={t('Share of the promise delivered')} note={t("Each funded deal's paid over promised, averaged.")}>
          {record.delivered_bps === null ? t('Nothing promised yet') : formatPercent(record.delivered_bps / 100)}
        </Figure>
        <Figure term={t('Realised XIRR of exited deals')}>
          {record.realised_xirr_bps === null ? notEnough : formatPercent(record.realised_xirr_bps / 100)}
        </Figure>
        <Figure term={t('Median time to answer a question')}>
          {record.median_answer_hours === null ? notEnough : t('{hours} h', { hours: formatNumber(record.median_answer_hours) })}
        </Figure>
      </dl>

      <section aria-labelledby="track-record-reporting" className={CARD}>
        <h2 id="track-record-reporting" className="text-base font-semibold text-slate-900">
          {t('Reporting health')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("The worst of this sponsor's deals: late while a quarterly report is overdue, not reporting once four in a row are missing.")}
        </p>
        <p className="mt-3">
          <ReportingHealthBadge health={record.reporting_health} />
        </p>
      </section>
    </div>
  );
}
