import { type REVIEW_STAGES } from '../../../../shared/contracts/deals.ts';
import { reviewRequestSchema } from '../../../../shared/contracts/deal-workflow.ts';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { STAGE_LABELS } from '../lib/lifecycle.ts';

export type CommentedDecision = 'changes_requested' | 'reject';

const TITLES: Record<CommentedDecision, string> = { changes_requested: msg('Request changes'), reject: msg('Reject') };

/** Request changes or Reject for one stage: a required Comment the proposer reads beside the part it concerns. */
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
  return (
    <ReasonDialog
      open
      pending={pending}
      problem={problem}
      onClose={onClose}
      title={t('{decision}: {stage}', { decision: t(TITLES[decision]), stage: t(STAGE_LABELS[stage]) })}
      description={
        decision === 'reject'
          ? t('The deal is rejected for good. Tell the proposer why; they read it with the deal and in a notification.')
          : t('Tell the proposer what to change. They read it beside this part of the deal form and in a notification.')
      }
      label={t('Comment')}
      submitLabel={t(TITLES[decision])}
      check={checkWith(
        reviewRequestSchema,
        (comment) => ({ stage, decision, comment }),
        (data) => data.comment ?? '',
      )}
      onSubmit={onDecide}
    />
  );
}
