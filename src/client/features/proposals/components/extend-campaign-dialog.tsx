import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The confirmation before a live campaign is extended: its backers are asked to stay in or take their money back. */
export function ExtendCampaignDialog({
  open,
  pending,
  problem,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-slate-900">Extend campaign</DialogTitle>
          <Description className="mt-2 text-sm text-slate-700">
            The deadline moves 15 days later, once only. Every backer will be asked to stay in or take their money back: one
            who declines is refunded at once, and one who has not answered by the original deadline is refunded then.
          </Description>
          {problem && (
            <div className="mt-4">
              <Alert tone="error">{problem}</Alert>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
              Cancel
            </Button>
            <Button type="button" onClick={onConfirm} pending={pending} disabled={pending}>
              Extend campaign
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
