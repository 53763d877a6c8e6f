import { t } from '../../lib/i18n.ts';

/** A part of a section that could not be read, with a way to ask again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p className="mt-3 text-sm text-red-800">
      {text}{' '}
      <button type="button" onClick={onRetry} className="min-h-11 font-semibold underline underline-offset-2">
        {t('Try again')}
      </button>
    </p>
  );
}
