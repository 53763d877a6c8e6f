import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's name. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Focus starts on the close button (a dialog to read, with no field to fill). */
  focusClose?: boolean;
  children: ReactNode;
}

/**
 * A dashboard dialog: a named `dialog` over the dimmed page, a sheet from the bottom on a phone.
 * Focus starts on its first field (or the element marked `data-autofocus`), Escape and the close
 * button close it, and focus returns to the element that opened it.
 */
export function ModalDialog({ open, onClose, title, subtitle, focusClose = false, children }: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
            </div>
            <button
              type="button"
              data-autofocus={focusClose || undefined}
              onClick={onClose}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <span className="sr-only">{t('Close')}</span>
              <XMarkIcon className="size-6" aria-hidden="true" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
