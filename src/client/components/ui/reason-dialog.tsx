import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { TextAreaField } from './form-fields.tsx';

/** A shared contract's parse of the text: on failure its first sentence, an English message id. */
type TextCheck = (text: string) => { value: string } | { problem: string };

/** A check of the text by a shared contract: the value it parsed, or the sentence of its first issue. */
export function checkWith<Data>(
  schema: { safeParse(input: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly { message: string }[] } } },
  input: (text: string) => unknown,
  value: (data: Data) => string,
): TextCheck {
  return (text) => {
    const result = schema.safeParse(input(text));
    return result.success ? { value: value(result.data) } : { problem: result.error.issues[0]!.message };
  };
}

/**
 * A dialog that asks for a required Reason (or Comment) before a refusal the other side reads (a
 * KYC, a distribution or a deal's stage): the title and sentence name what is refused, the shared
 * contract checks the text. Focus starts in the text, stays in the dialog, and Escape or Cancel
 * close it (Headless UI returns focus to the button that opened it).
 */
export function ReasonDialog({
  title,
  description,
  check,
  label = t('Reason'),
  submitLabel = t('Reject'),
  open,
  pending,
  problem,
  onSubmit,
  onClose,
}: {
  /** Translated. */
  title: string;
  /** Translated: who reads the reason, and where. */
  description: string;
  check: TextCheck;
  /** Translated; Reason unless given. */
  label?: string;
  /** Translated; Reject unless given. */
  submitLabel?: string;
  open: boolean;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  problem: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The shared contract's sentence (an English message id), in the interface's language as the server would give it.
    const result = check(reason);
    if ('problem' in result) {
      setError(t(result.problem));
      return;
    }
    setError(undefined);
    onSubmit(result.value);
  };

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <Description className="mt-1 text-sm text-slate-600">{description}</Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-5">
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextAreaField label={label} value={reason} onChange={(e) => setReason(e.target.value)} aria-required rows={4} data-autofocus error={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
                {t('Cancel')}
              </Button>
              <Button type="submit" pending={pending} disabled={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
