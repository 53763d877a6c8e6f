import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import { failureSentence, NO_ANSWER } from '../../lib/form-submission.ts';
import { t } from '../../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * A file offered in several formats, one button each: one download at a time (the others wait,
 * announced as unavailable), the pressed one spinning, and the failure's sentence below them.
 * The Portfolio's yearly statements and the Tax page's statement by financial year share it.
 */
export function DownloadButtons<Format extends string>({
  formats,
  label,
  download,
  failure,
  className = 'flex flex-col gap-3 sm:flex-row',
  children,
}: {
  formats: readonly Format[];
  label: (format: Format) => string;
  download: (format: Format) => Promise<void>;
  /** The sentence shown when the server gave no reason of its own. */
  failure: string;
  className?: string;
  /** Controls shown before the buttons (a year to choose, say). */
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (format: Format) => {
    if (busy) return;
    setBusy(format);
    setError(null);
    download(format)
      .catch((problem: unknown) => setError(failureSentence(problem, failure, t(NO_ANSWER))))
      .finally(() => setBusy(null));
  };
  return (
    <>
      <div className={`mt-4 ${className}`}>
        {children}
        {formats.map((format) => (
          <Button
            key={format}
            type="button"
            variant="secondary"
            onClick={() => start(format)}
            pending={busy === format}
            aria-disabled={busy !== null || undefined}
          >
            {busy !== format && <ArrowDownTrayIcon className="size-4" aria-hidden="true" />}
            {label(format)}
          </Button>
        ))}
      </div>
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </>
  );
}
