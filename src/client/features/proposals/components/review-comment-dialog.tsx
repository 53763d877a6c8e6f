import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { type REVIEW_STAGES } from '../../../../shared/contracts/deals.ts';
import { reviewRequestSchema } from '../../../../shared/contracts/deal-workflow.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { STAGE_LABELS } from '../lib/lifecycle.ts';

export type CommentedDecision = 'changes_requested' | 'reject';

const TITLES: Record<CommentedDecision, string> = { changes_requested: msg('Request changes'), reject: msg('Reject') };

/**
 * Request changes or Reject for one stage: a required Comment the proposer reads beside the part
 * it concerns. Focus starts in Comment; Escape or Cancel close it.
 */
export function ReviewCommentDialog({
  stage,
  decision,
  pending,
  problem,
  onDecide,
  onClose,
}: {
  stage: (typeof REVIEW_STAGES)[number];
  decision: CommentedDecision;
  pending: boolean;
  problem: string | null;
  onDecide: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = reviewRequestSchema.safeParse({ stage, decision, comment });
    if (!result.success) {
      const message = result.error.issues[0]?.message;
      setError(message === undefined ? undefined : t(message));
      return;
    }
    setError(undefined);
    onDecide(result.data.comment ?? '');
  };

  return (
    <Dialog open onClose={() => !pending && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('{decision}: {stage}', { decision: t(TITLES[decision]), stage: t(STAGE_LABELS[stage]) })}
          </DialogTitle>
          <Description className="mt-1 text-sm text-slate-600">
            {decision === 'reject'
              ? t('The deal is rejected for good. Tell the proposer why; they read it with the deal and in a notification.')
              : t('Tell the proposer what to change. They read it beside this part of the deal form and in a notification.')}
          </Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-5">
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextAreaField
              label={t('Comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-required
              rows={4}
              data-autofocus
              error={error}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
                {t('Cancel')}
              </Button>
              <Button type="submit" pending={pending} disabled={pending}>
                {t(TITLES[decision])}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
