import type { Report } from '../../../../shared/contracts/reports.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { PdfButton } from '../../../components/ui/pdf-button.tsx';
import { apiPathOf, apiUrl } from '../../../lib/api-client.ts';
import { formatMoney, formatNumber, t } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/relative-time.ts';

/** 9500 basis points → "95%". */
export const formatOccupancy = (bps: number) => `${formatNumber(bps / 100, { maximumFractionDigits: 2 })}%`;

/**
 * What a report says: its figures, its narrative as written (React escapes it), its photos and
 * its documents. The proposer's page, the admin's queue and the property page all show it so.
 */
export function ReportDetails({ report, headingLevel = 'h3' }: { report: Report; headingLevel?: 'h3' | 'h4' }) {
  const money = (minor: number) => formatMoney(minor, report.currency);
  const Heading = headingLevel;
  const figures: [string, string][] = [
    [t('Occupancy'), formatOccupancy(report.occupancy_bps)],
    [t('Rent collected'), money(report.rent_collected)],
    [t('Expenses'), money(report.expenses)],
    [t('Capital spending'), money(report.capex)],
    [t('Reserve balance'), money(report.reserve_balance)],
  ];
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-line text-slate-800">{report.narrative}</p>
      {report.photos.length > 0 && (
        <div>
          <Heading className="sr-only">{t('Photos')}</Heading>
          <ul className="flex flex-wrap gap-2">
            {report.photos.map((url, index) => (
              <li key={url}>
                <img
                  src={url}
                  alt={t('Photo {number} of the {quarter} report', { number: index + 1, quarter: report.quarter })}
                  className="size-24 rounded-lg object-cover ring-1 ring-slate-200"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {report.documents.length > 0 && (
        <div>
          <Heading className="text-xs font-semibold text-slate-600">{t('Documents')}</Heading>
          <ul>
            {report.documents.map((document) => (
              <li key={document.url}>
                {report.status === 'accepted' ? (
                  <a
                    href={apiUrl(apiPathOf(document.url))}
                    download
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {t('{name} (PDF)', { name: document.name })}
                  </a>
                ) : (
                  // Not public yet: fetched with the session's token.
                  <PdfButton path={apiPathOf(document.url)} name={document.name}>
                    {t('{name} (PDF)', { name: document.name })}
                  </PdfButton>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-slate-600">
        {report.accepted_at
          ? t('Due {date}; accepted {accepted}.', { date: formatDate(report.due_on), accepted: formatDay(report.accepted_at) })
          : t('Due {date}.', { date: formatDate(report.due_on) })}
      </p>
    </div>
  );
}
