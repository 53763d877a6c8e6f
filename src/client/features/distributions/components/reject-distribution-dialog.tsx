import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { rejectDistributionSchema } from '../../../../shared/contracts/distributions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * The dialog named "Reject distribution": a required Reason (its proposer reads it beside the
 * distribution) and Reject. Focus starts in Reason, stays in the dialog, and Escape or Cancel
 * close it (Headless UI returns focus to the button that opened it).
 */
export function RejectDistributionDialog({
  subject,
  open,
  pending,
  problem,
  onReject,
  onClose,
}: {
  /** "Sea Breeze Villa, 2027-Q1": which distribution. */
  subject: string;
  open: boolean;
  pending: boolean;
  /** The server's refusal (another admin must reject one you drafted), shown in the dialog. */
  problem: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The shared contract's sentence (an English message id), in the interface's language as the server would give it.
    const result = rejectDistributionSchema.safeParse({ reason });
    if (!result.success) {
      setError(t(result.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    onReject(result.data.reason);
  };

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('Reject distribution')}</DialogTitle>
          <Description className="mt-1 text-sm text-slate-600">
            {t('Say what is wrong with the distribution of {subject}. Its proposer reads the reason beside it; any money paid in goes back.', { subject })}
          </Description>
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
