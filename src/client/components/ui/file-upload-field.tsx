import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from './alert.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { checkFiles, formatFileSize, type FileRules } from '../../lib/file-checks.ts';
import { t } from '../../lib/i18n.ts';

interface Queued {
  key: number;
  file: File;
  /** 0 to 1 once sending; null while it waits its turn. */
  progress: number | null;
}

export interface FileUploadFieldProps {
  label: string;
  /** What may be sent: types, size, limits. Tied to the input as its description. */
  hint: string;
  rules: FileRules;
  multiple?: boolean;
  /** How many more files the deal takes (photos), and what to say in place of the input when none. */
  limit?: { room: number; full: string };
  /** Sends one file; `onProgress` gets 0 to 1 as the body goes. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** What the files are, for the status line ("2 photos added.") and the list of uploads. */
  noun: 'photo' | 'document';
}

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : t('No answer from Sharestead. Check your connection, then try again.');

/**
 * A labelled file input whose files are checked here (type, size, room) and then sent one at a
 * time, each with its own progress bar; what was refused, here or by the server, is listed in
 * sentences beside the control.
 */
export function FileUploadField({ label, hint, rules, multiple = false, limit, upload, noun }: FileUploadFieldProps) {
  const id = useId();
  const [queue, setQueue] = useState<Queued[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const chain = useRef(Promise.resolve());
  const nextKey = useRef(0);
  const pending = useRef(0);
  const added = useRef(0);

  const send = async (item: Queued) => {
    const setProgress = (progress: number) => setQueue((items) => items.map((queued) => (queued.key === item.key ? { ...queued, progress } : queued)));
    setProgress(0);
    setStatus(t('Uploading {name}…', { name: item.file.name }));
    try {
      await upload(item.file, setProgress);
      added.current += 1;
    } catch (error) {
      setProblems((shown) => [...shown, t('{name} was not added. {reason}', { name: item.file.name, reason: failureOf(error) })]);
    }
    setQueue((items) => items.filter((queued) => queued.key !== item.key));
    pending.current -= 1;
    if (pending.current === 0) {
      const count = added.current;
      added.current = 0;
      setStatus(
        count === 0
          ? ''
          : t(
              '{noun, select, photo {{count, plural, one {# photo added.} other {# photos added.}}} other {{count, plural, one {# document added.} other {# documents added.}}}}',
              { noun, count },
            ),
      );
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied, so choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (chosen.length === 0) return;
    const { accepted, refused } = checkFiles(chosen, rules, limit && limit.room - queue.length);
    setProblems(refused.map((refusal) => refusal.message));
    const items = accepted.map((file) => ({ key: nextKey.current++, file, progress: null }));
    if (items.length === 0) return;
    setQueue((queued) => [...queued, ...items]);
    pending.current += items.length;
    for (const item of items) chain.current = chain.current.then(() => send(item));
  };

  return (
    <div>
      {limit && limit.room - queue.length <= 0 ? (
        <p className="text-sm text-slate-700">{limit.full}</p>
      ) : (
        <>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={id}
            type="file"
            accept={rules.accept}
            multiple={multiple}
            onChange={onChange}
            aria-describedby={`${id}-hint`}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
            {hint}
          </p>
        </>
      )}
      {queue.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t('{noun, select, photo {Photos being uploaded} other {Documents being uploaded}}', { noun })}>
          {queue.map((item) => (
            <li key={item.key} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              {item.progress === null ? (
                <p className="text-sm text-slate-700">
                  {/* The name leads the sentence in each of our languages. */}
                  <span className="font-medium break-all" translate="no">
                    {item.file.name}
                  </span>{' '}
                  {t('({size}): waiting its turn', { size: formatFileSize(item.file.size) })}
                </p>
              ) : (
                <ProgressBar value={Math.round(item.progress * 100)} label={`${item.file.name} (${formatFileSize(item.file.size)})`} />
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {problems.length > 0 && (
        <div className="mt-3">
          <Alert tone="error">
            <ul className="space-y-1">
              {problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
    </div>
  );
}
