import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { TextAreaField } from './form-fields.tsx';

/** A shared contract of `{reason}`: its sentence on failure is an English message id. */
interface ReasonSchema {
  safeParse(input: { reason: string }): { success: true; data: { reason: string } } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * A dialog that asks for a required Reason before a refusal the other side reads (a KYC or a
 * distribution rejected): the title and sentence name what is refused, the shared contract
 * checks the reason. Focus starts in Reason, stays in the dialog, and Escape or Cancel close it
 * (Headless UI returns focus to the button that opened it).
 */
export function ReasonDialog({
  title,
  description,
  schema,
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
  schema: ReasonSchema;
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
    const result = schema.safeParse({ reason });
    if (!result.success) {
      setError(t(result.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    onSubmit(result.data.reason);
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
            <TextAreaField label={t('Reason')} value={reason} onChange={(e) => setReason(e.target.value)} aria-required rows={4} data-autofocus error={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
                {t('Cancel')}
              </Button>
              <Button type="submit" pending={pending} disabled={pending}>
                {t('Reject')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
