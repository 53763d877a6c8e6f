import { DocumentTextIcon } from '@heroicons/react/16/solid';
import type { ValuationList as Valuations } from '../../../../shared/contracts/holdings.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { apiPathOf, apiUrl } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-checks.ts';
import { t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { useUploadReport } from '../api/record-valuation.ts';
import { REPORT_RULES } from '../lib/labels.ts';

type Valuation = Valuations['items'][number];

/**
 * A deal's valuations, newest first, each with its note and the valuer's report: a plain link, as
 * the reports of a funded deal are public (its page shows them), and a control to attach or
 * replace the report.
 */
export function ValuationList({ dealId, items }: { dealId: string; items: Valuation[] }) {
  if (items.length === 0) return <p className="px-4 py-5 text-sm text-slate-600 sm:px-5">{t('No valuation has been recorded yet.')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {[...items].reverse().map((valuation) => (
        <li key={valuation.id}>
          <ValuationItem dealId={dealId} valuation={valuation} />
        </li>
      ))}
    </ul>
  );
}

function ValuationItem({ dealId, valuation }: { dealId: string; valuation: Valuation }) {
  const upload = useUploadReport();
  const headingId = `valuation-${valuation.id}`;
  const date = formatDate(valuation.valued_on);
  return (
    <article aria-labelledby={headingId} className="space-y-3 px-4 py-5 sm:px-5" data-testid="valuation">
      <h3 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold text-slate-900">
        <span>{date}</span>
        <span className="tabular-nums">{t('{price} of face value', { price: formatRoi(valuation.price_bps) })}</span>
      </h3>
      {valuation.note && <p className="text-sm whitespace-pre-line text-slate-700">{valuation.note}</p>}
      {valuation.report_url ? (
        <a
          href={apiUrl(apiPathOf(valuation.report_url))}
          download
          className="inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <DocumentTextIcon className="size-4" aria-hidden="true" />
          {t("Valuer's report")} <span className="sr-only">({date})</span>
        </a>
      ) : (
        <p className="text-sm text-slate-600">{t("No valuer's report yet.")}</p>
      )}
      <FileUploadField
        label={valuation.report_url ? t("Replace the valuer's report") : t("Attach the valuer's report")}
        hint={t("A PDF up to {size}. Anyone may download it from the deal's page.", { size: formatFileSize(REPORT_RULES.maxBytes) })}
        rules={REPORT_RULES}
        noun="document"
        upload={(file, onProgress) => upload.mutateAsync({ dealId, valuationId: valuation.id, file, onProgress })}
      />
    </article>
  );
}
