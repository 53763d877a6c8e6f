import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it, and what it reads while the request is on its way. */
  confirmLabel: string;
  pendingLabel: string;
  /** The button that leaves everything as it is (focused first, so Enter never does harm). */
  keepLabel: string;
  pending: boolean;
  /** The server's sentence when it refused. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before a money action that cannot be undone: a named `dialog`, Escape keeps things as they are. */
export function ConfirmDialog({ open, title, children, confirmLabel, pendingLabel, keepLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={() => (pending ? undefined : onClose())} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-2 text-sm text-slate-700">{children}</div>
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" data-autofocus onClick={onClose} disabled={pending}>
              {keepLabel}
            </Button>
            <Button type="button" onClick={onConfirm} pending={pending} aria-disabled={pending || undefined}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
