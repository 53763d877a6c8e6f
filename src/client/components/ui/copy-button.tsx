import { CheckIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text (a bank reference, an account number) to the clipboard. Its accessible name says
 * what it copies ("Copy reference"); the outcome is announced in a polite live region.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3_000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50 sm:min-h-9"
      >
        {state === 'copied' ? <CheckIcon className="size-4" aria-hidden="true" /> : <ClipboardDocumentIcon className="size-4" aria-hidden="true" />}
        {label}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {state === 'copied' ? t('Copied') : state === 'failed' ? t('Copying failed: select the text instead.') : ''}
      </span>
    </span>
  );
}
