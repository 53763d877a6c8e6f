import type { Deal } from '../../../../shared/contracts/deals.ts';
import { t } from '../../../lib/i18n.ts';
import { DECISION_LABELS, STAGE_LABELS } from '../lib/lifecycle.ts';

type Review = Deal['reviews'][number];

/** One stage's decision of the current round and the admin's comment, beside what it concerns. */
export function ReviewNote({ review }: { review: Review | undefined }) {
  if (!review || review.decision === 'pass') return null;
  return (
    <div className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid={`review-note-${review.stage}`}>
      <p className="font-semibold">
        {t('{stage} review: {decision}', { stage: t(STAGE_LABELS[review.stage]), decision: t(DECISION_LABELS[review.decision]) })}
      </p>
      <p className="mt-1 whitespace-pre-line" translate="no">
        {review.comment}
      </p>
    </div>
  );
}

/** The decisions so far, oldest first: stage, decision, comment. */
export function ReviewHistory({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className="text-sm text-slate-600">{t('No decisions yet in this round.')}</p>;
  return (
    <ol className="space-y-2 text-sm">
      {reviews.map((review, index) => (
        <li key={`${review.stage}-${review.created_at}-${index}`} className="rounded-lg bg-slate-50 px-3 py-2">
          <span className="font-medium text-slate-900">{t(STAGE_LABELS[review.stage])}</span>: {t(DECISION_LABELS[review.decision])}
          {review.comment && (
            <span className="block text-slate-700" translate="no">
              “{review.comment}”
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
