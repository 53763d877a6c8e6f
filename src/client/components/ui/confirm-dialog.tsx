import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { t } from '../../lib/i18n.ts';

/**
 * "Are you sure?" before a step that cannot be taken back (remove a photo, extend a campaign):
 * what will happen, the server's refusal if it refused, Cancel (which has the focus) and the step.
 */
export function ConfirmDialog({
  open = true,
  title,
  confirmLabel,
  pending,
  problem,
  onConfirm,
  onClose,
  children,
}: {
  open?: boolean;
  title: string;
  confirmLabel: string;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog open={open} onClose={() => !pending && onClose()} title={title}>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
      {problem && (
        <div className="mt-4">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
          {t('Cancel')}
        </Button>
        <Button type="button" onClick={onConfirm} pending={pending} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
