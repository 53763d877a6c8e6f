import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { downloadStatement, type StatementFormat } from '../../../api/download-statement.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * The financial year's statement (after-funding.md §3) as CSV or PDF: every distribution by income
 * type with gross, tax withheld and net and the tax per section, beside the wallet's movements.
 * Downloaded with the session's token, as the Portfolio's yearly statements are.
 */
export function StatementDownloads({ fy }: { fy: string }) {
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (format: StatementFormat) => {
    if (busy) return;
    setBusy(format);
    setError(null);
    downloadStatement({ fy }, format)
      .catch((failure: unknown) => setError(failureSentence(failure, t('The statement could not be downloaded. Please try again.'), t(NO_ANSWER))))
      .finally(() => setBusy(null));
  };
  return (
    <section aria-labelledby="statement-title" className={`${CARD} p-4 sm:p-5`}>
      <h2 id="statement-title" className="text-base font-semibold text-slate-900">
        {t('Statement for {fy}', { fy })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Every distribution of the financial year by income type, with the tax withheld by section, and your wallet’s movements.')}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            type="button"
            variant="secondary"
            onClick={() => download(format)}
            pending={busy === format}
            aria-disabled={busy !== null || undefined}
          >
            {busy !== format && <ArrowDownTrayIcon className="size-4" aria-hidden="true" />}
            {format === 'csv' ? t('Download statement (CSV)') : t('Download statement (PDF)')}
          </Button>
        ))}
      </div>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </section>
  );
}
