import { useId } from 'react';
import { Link } from 'react-router';
import { CARD } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../lib/i18n.ts';
import { useDealQuestions } from '../api/get-deal-questions.ts';
import { AnswerQuestion } from './question-actions.tsx';
import { QuestionCard } from './question-card.tsx';

/**
 * "Questions to answer" on a live or funded deal's page of the proposer's dashboard (and the
 * admin's): its open questions, oldest first, each with Answer; the answered ones stay on the
 * property page, linked below.
 */
export function QuestionsToAnswer({ dealId, propertyId }: { dealId: string; propertyId: string }) {
  const titleId = useId();
  const query = useDealQuestions(dealId);

  let body;
  if (query.isPending) body = <Skeleton className="mt-4 h-20 w-full" />;
  else if (query.isError) body = <p className="mt-4 text-sm text-red-800">{t('The questions could not be loaded.')}</p>;
  else {
    const open = query.data.items.filter((question) => !question.answer && !question.hidden).reverse();
    body =
      open.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('No question waits for an answer.')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={t('Open questions, oldest first')}>
          {open.map((question) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                actions={query.data.viewer_can_answer ? (describedBy) => <AnswerQuestion question={question} describedBy={describedBy} /> : undefined}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby={titleId} className={`${CARD} mt-8 p-5`}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('Questions to answer')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("This deal's open questions, oldest first. Answers are public; the asker and the deal's backers are told of each one.")}
      </p>
      {body}
      <p className="mt-4 text-sm">
        <Link to={paths.property(propertyId)} className="font-medium text-brand-800 underline underline-offset-2">
          {t('All questions and answers on the property page')}
        </Link>
      </p>
    </section>
  );
}
