import { TrashIcon } from '@heroicons/react/20/solid';
// The 16 px set: the 20 px icon is in the home page's chunk, and sharing it would split it into a chunk the first load must list.
import { DocumentTextIcon } from '@heroicons/react/16/solid';
import { useId, useRef, useState } from 'react';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { openDealDocument, useRemoveDealFile, useUploadDealFile } from '../api/deal-files.ts';
import { DOCUMENT_RULES } from '../lib/deal-files.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { formatFileSize } from '../../../lib/file-checks.ts';
import { t } from '../../../lib/i18n.ts';

type DealDocument = Deal['documents'][number];

const problemOf = (error: unknown) => failureSentence(error, t('Something went wrong. Try again.'), t(NO_ANSWER));

/**
 * The deal's PDFs: name, size and day, each opened in a new tab (fetched with the session's
 * token: the API shows them to the deal's proposer and the admin only), and removable when `onRemove` is given.
 */
export function DocumentList({ deal, onRemove }: { deal: Deal; onRemove?: (document: DealDocument) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const timeZone = useTimeZone();

  const open = async (document: DealDocument) => {
    setOpening(document.id);
    try {
      await openDealDocument(deal.id, document);
      setProblem(null);
    } catch (error) {
      setProblem(t('{name} could not be opened. {problem}', { name: document.name, problem: problemOf(error) }));
    } finally {
      setOpening(null);
    }
  };

  if (deal.documents.length === 0) return <p className="text-sm text-slate-600">{t('No documents yet.')}</p>;
  return (
    <>
      {problem && (
        <div className="mb-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label={t('Documents')}>
        {deal.documents.map((document) => (
          <li key={document.id} className="flex items-center gap-3 px-3 py-2" data-testid="deal-document">
            <DocumentTextIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <button
                type="button"
                className="min-h-11 text-left text-sm font-medium break-all text-brand-800 underline underline-offset-2 hover:text-brand-900 aria-busy:cursor-wait"
                aria-busy={opening === document.id || undefined}
                onClick={() => void open(document)}
              >
                <span translate="no">{document.name}</span> <span className="sr-only">{t('(opens in a new tab)')}</span>
              </button>
              <p className="text-xs text-slate-600">
                {t('{size} · uploaded {day}', { size: formatFileSize(document.bytes), day: formatDay(document.created_at, timeZone) })}
              </p>
            </div>
            {onRemove && (
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                aria-label={t('Remove {name}', { name: document.name })}
                title={t('Remove')}
                onClick={() => onRemove(document)}
              >
                <TrashIcon className="size-5" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentEditor({ deal, onRemoved }: { deal: Deal; onRemoved: () => void }) {
  const upload = useUploadDealFile();
  const remove = useRemoveDealFile();
  const [removing, setRemoving] = useState<DealDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ dealId: deal.id, kind: 'documents', id: removing.id });
      setStatus(t('{name} removed.', { name: removing.name }));
      setRemoving(null);
      setProblem(null);
      onRemoved();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <>
      <FileUploadField
        label={t('Add documents')}
        hint={t('PDF, up to {size} each: title deed, valuation, legal papers. Only you and the admin can open them.', {
          size: formatFileSize(DOCUMENT_RULES.maxBytes),
        })}
        rules={DOCUMENT_RULES}
        multiple
        noun="document"
        upload={(file, onProgress) => upload.mutateAsync({ dealId: deal.id, kind: 'documents', file, onProgress })}
      />
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      <div className="mt-4">
        <DocumentList deal={deal} onRemove={setRemoving} />
      </div>
      {removing && (
        <ConfirmDialog
          confirmLabel={t('Remove')}
          title={t('Remove {name}?', { name: removing.name })}
          pending={remove.isPending}
          problem={problem}
          onConfirm={() => void confirmRemove()}
          onClose={() => {
            setRemoving(null);
            setProblem(null);
          }}
        >
          <p>{t('The admin will no longer see it.')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The Documents section of the deal form: add and remove PDFs while the deal may change, the list otherwise. */
export function DealDocuments({ deal, editable }: { deal: Deal | undefined; editable: boolean }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className={`${CARD} p-5 sm:p-6`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('Documents')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('What the admin reviews the deal with. Backers do not see them.')}</p>
      {!deal ? (
        <p className="text-sm text-slate-700">{t('Save the draft first: documents can be added once it is saved.')}</p>
      ) : editable ? (
        <DocumentEditor deal={deal} onRemoved={() => headingRef.current?.focus()} />
      ) : (
        <DocumentList deal={deal} />
      )}
    </section>
  );
}
