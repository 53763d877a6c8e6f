import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_STAGES, type Deal } from '../../../../shared/contracts/deals.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { useReviewDeal, type ReviewStep } from '../api/review-deal.ts';
import { DealSubmission } from '../components/deal-submission.tsx';
import { LifecycleBadge } from '../components/lifecycle-badge.tsx';
import { ReviewCommentDialog, type CommentedDecision } from '../components/review-comment-dialog.tsx';
import { ReviewHistory } from '../components/review-comments.tsx';
import { allStagesPassed, DECISION_LABELS, latestDecisions, STAGE_LABELS } from '../lib/lifecycle.ts';

type Stage = (typeof REVIEW_STAGES)[number];

const problemOf = (error: unknown) => failureSentence(error, t('Something went wrong. Try again.'), t(NO_ANSWER));

function Review({ deal }: { deal: Deal }) {
  const review = useReviewDeal();
  const [asking, setAsking] = useState<{ stage: Stage; decision: CommentedDecision } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = latestDecisions(deal.reviews);
  const open = deal.lifecycle === 'submitted';

  const decide = async (step: ReviewStep, done: string) => {
    try {
      await review.mutateAsync(step);
      setProblem(null);
      setNotice(done);
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      setNotice(null);
      return false;
    }
  };

  const decideWithComment = async (comment: string) => {
    if (!asking) return;
    try {
      await review.mutateAsync({ id: deal.id, action: 'review', review: { stage: asking.stage, decision: asking.decision, comment } });
      setNotice(
        t('{stage}: {decision, select, reject {rejected} other {changes requested}}. The proposer has been notified.', {
          stage: t(STAGE_LABELS[asking.stage]),
          decision: asking.decision,
        }),
      );
      setProblem(null);
      setAsking(null);
      setDialogProblem(null);
    } catch (error) {
      setDialogProblem(problemOf(error));
    }
  };

  return (
    <>
      <PageHeader
        title={t('Review: {name}', { name: deal.name || t('Untitled deal') })}
        description={t('Check the whole submission, decide each of the three stages, then approve.')}
        actions={
          <Link to={paths.dashboard('admin', 'reviews')} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('Back to Reviews')}
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {t('Lifecycle:')} <LifecycleBadge lifecycle={deal.lifecycle} />
      </div>
      <div className="mb-6 space-y-4" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <DealSubmission deal={deal} />
        <div className="space-y-6">
          <section className={`${CARD} p-5 sm:p-6`} aria-labelledby="stages-heading">
            <h2 id="stages-heading" className="text-lg font-semibold text-slate-900">
              {t('Review stages')}
            </h2>
            <ul className="mt-4 space-y-5">
              {REVIEW_STAGES.map((stage) => (
                <li key={stage} data-testid={`stage-${stage}`}>
                  <h3 className="text-sm font-semibold text-slate-900">{t(STAGE_LABELS[stage])}</h3>
                  <p className="text-sm text-slate-600">{latest[stage] ? t(DECISION_LABELS[latest[stage].decision]) : t('Not decided yet')}</p>
                  {open && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        type="button"
                        className="px-3"
                        disabled={review.isPending}
                        aria-label={t('Pass {stage}', { stage: t(STAGE_LABELS[stage]) })}
                        onClick={() =>
                          void decide(
                            { id: deal.id, action: 'review', review: { stage, decision: 'pass' } },
                            t('{stage}: passed.', { stage: t(STAGE_LABELS[stage]) }),
                          )
                        }
                      >
                        {t('Pass')}
                      </Button>
                      <Button
                        type="button"
                        variant="secondary"
                        className="px-3"
                        disabled={review.isPending}
                        aria-label={t('Request changes to {stage}', { stage: t(STAGE_LABELS[stage]) })}
                        onClick={() => setAsking({ stage, decision: 'changes_requested' })}
                      >
                        {t('Request changes')}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        className="px-3 text-red-800"
                        disabled={review.isPending}
                        aria-label={t('Reject at {stage}', { stage: t(STAGE_LABELS[stage]) })}
                        onClick={() => setAsking({ stage, decision: 'reject' })}
                      >
                        {t('Reject')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {open && (
              <div className="mt-6 border-t border-slate-200 pt-5">
                <Button
                  type="button"
                  className="w-full"
                  disabled={!allStagesPassed(deal.reviews) || review.isPending}
                  aria-describedby="approve-hint"
                  onClick={() => void decide({ id: deal.id, action: 'approve' }, t('Approved. The proposer has been notified and can publish it.'))}
                >
                  {t('Approve')}
                </Button>
                <p id="approve-hint" className="mt-2 text-sm text-slate-600">
                  {t('Approve opens once all three stages have passed in this round.')}
                </p>
              </div>
            )}
          </section>
          <section className={`${CARD} p-5 sm:p-6`} aria-labelledby="decisions-heading">
            <h2 id="decisions-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {t('Decisions so far')}
            </h2>
            <ReviewHistory reviews={deal.reviews} />
          </section>
        </div>
      </div>
      {asking && (
        <ReviewCommentDialog
          stage={asking.stage}
          decision={asking.decision}
          pending={review.isPending}
          problem={dialogProblem}
          onDecide={(comment) => void decideWithComment(comment)}
          onClose={() => {
            setAsking(null);
            setDialogProblem(null);
          }}
        />
      )}
    </>
  );
}

/** One submitted deal for the admin: the whole submission, the three stages and Approve. */
export function ReviewDealPage({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  if (deal.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center text-brand-700">
        <h1 className="sr-only">{t('Review')}</h1>
        <Spinner className="size-8" label={t('Loading deal')} />
      </div>
    );
  }
  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Review')} />
        <PageHeader title={t('Review')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={t('Review: {name}', { name: deal.data.name })} />
      <Review deal={deal.data} />
    </>
  );
}
