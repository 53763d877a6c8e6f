import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { t } from '../../../lib/i18n.ts';
import { useAcceptedReports } from '../api/get-accepted-reports.ts';
import { ReportDetails } from './report-details.tsx';

/**
 * A funded deal's accepted quarterly reports on its property page (after-funding.md §4: public
 * once accepted), newest quarter first.
 */
export default function AcceptedReports({ dealId }: { dealId: string }) {
  const titleId = useId();
  const query = useAcceptedReports(dealId);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (query.isError)
    body = (
      <p className="mt-3 text-sm text-red-800">
        {t('The reports could not be loaded.')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  else if (query.data.length === 0) body = <p className="mt-2 text-sm text-slate-600">{t('No quarterly report has been accepted yet.')}</p>;
  else
    body = (
      <ul className="mt-2 divide-y divide-slate-100">
        {query.data.map((report) => (
          <li key={report.id} className="space-y-2 py-4">
            <h3 className="text-sm font-semibold text-slate-900">{t('Report for {quarter}', { quarter: report.quarter })}</h3>
            <ReportDetails report={report} headingLevel="h4" />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('Accepted reports')}
      </h2>
      {body}
    </section>
  );
}
