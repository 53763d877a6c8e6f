import { DocumentTextIcon } from '@heroicons/react/16/solid';
import { useState, type ReactNode } from 'react';
import { openApiPdf } from '../../lib/api-files.ts';
import { failureSentence, NO_ANSWER } from '../../lib/form-submission.ts';
import { t } from '../../lib/i18n.ts';

/**
 * A link-like button that opens a PDF the API shows only with the session's token (a line's
 * evidence) in a new tab; if it cannot, it says why beside itself. `name` is what the file is
 * called if the browser saves it instead, and what the sentence of a failure names.
 */
export function PdfButton({ path, name, children }: { path: string; name: string; children: ReactNode }) {
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setOpening(true);
    try {
      await openApiPdf(path, name);
      setProblem(null);
    } catch (error) {
      setProblem(t('{name} could not be opened. {problem}', { name, problem: failureSentence(error, t('Something went wrong. Try again.'), t(NO_ANSWER)) }));
    } finally {
      setOpening(false);
    }
  };

  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        onClick={() => void open()}
        aria-busy={opening || undefined}
        className="inline-flex min-h-8 items-center gap-1 text-left font-semibold text-brand-800 underline-offset-2 hover:underline aria-busy:cursor-wait"
      >
        <DocumentTextIcon className="size-4 shrink-0" aria-hidden="true" />
        {children} <span className="sr-only">{t('(opens in a new tab)')}</span>
      </button>
      {problem && (
        <span role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
