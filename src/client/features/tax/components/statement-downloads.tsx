import { downloadStatement } from '../../../api/download-statement.ts';
import { DownloadButtons } from '../../../components/ui/download-buttons.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * The financial year's statement (after-funding.md §3) as CSV or PDF: every distribution by income
 * type with gross, tax withheld and net and the tax per section, beside the wallet's movements.
 * Downloaded with the session's token, as the Portfolio's yearly statements are.
 */
export function StatementDownloads({ fy }: { fy: string }) {
  return (
    <section aria-labelledby="statement-title" className={`${CARD} p-4 sm:p-5`}>
      <h2 id="statement-title" className="text-base font-semibold text-slate-900">
        {t('Statement for {fy}', { fy })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Every distribution of the financial year by income type, with the tax withheld by section, and your wallet’s movements.')}
      </p>
      <DownloadButtons
        formats={['csv', 'pdf'] as const}
        label={(format) => (format === 'csv' ? t('Download statement (CSV)') : t('Download statement (PDF)'))}
        download={(format) => downloadStatement({ fy }, format)}
        failure={t('The statement could not be downloaded. Please try again.')}
      />
    </section>
  );
}
