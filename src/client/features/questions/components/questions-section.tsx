import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { Trans } from '../../../lib/trans.tsx';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDealQuestions } from '../api/get-deal-questions.ts';
import { QuestionCard } from './question-card.tsx';

/*
 * A live or funded deal's "Questions and answers" on its property page (after-funding.md §4): the
 * property page loads this module for such a deal only. What a signed-in person can do (ask,
 * answer, hide) loads with its forms and their rules (zod) only when there is a session, so a
 * visitor's page carries none of it.
 */
const AskQuestionForm = lazy(() => import('./question-actions.tsx').then((module) => ({ default: module.AskQuestionForm })));
const AnswerQuestion = lazy(() => import('./question-actions.tsx').then((module) => ({ default: module.AnswerQuestion })));
const HideQuestion = lazy(() => import('./question-actions.tsx').then((module) => ({ default: module.HideQuestion })));

export default function QuestionsSection({ dealId, propertyId }: { dealId: string; propertyId: string }) {
  const titleId = useId();
  const session = useSession();
  const query = useDealQuestions(dealId);
  const isAdmin = session?.role === 'admin';

  let list;
  if (query.isPending) list = <Skeleton className="mt-4 h-24 w-full" />;
  else if (query.isError) {
    list = (
      <p className="mt-4 text-sm text-red-800">
        {t('The questions could not be loaded.')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="min-h-11 font-semibold underline underline-offset-2">
          {t('Try again')}
        </button>
      </p>
    );
  } else if (query.data.items.length === 0) list = <p className="mt-4 text-sm text-slate-600">{t('No questions yet.')}</p>;
  else {
    const canAnswer = query.data.viewer_can_answer;
    list = (
      <ul className="mt-4 divide-y divide-slate-200" aria-label={t('Questions, newest first')}>
        {query.data.items.map((question) => {
          const answerable = canAnswer && !question.answer && !question.hidden;
          const hideable = isAdmin && !question.hidden;
          return (
            <li key={question.id}>
              <QuestionCard
                question={question}
                actions={
                  answerable || hideable
                    ? (describedBy) => (
                        <Suspense>
                          {answerable && <AnswerQuestion question={question} describedBy={describedBy} />}
                          {hideable && <HideQuestion question={question} describedBy={describedBy} />}
                        </Suspense>
                      )
                    : undefined
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('Questions and answers')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          "Ask about this deal in public: its sponsor answers (marked Sponsor), or Sharestead does (marked Sharestead). The asker and the deal's backers are told of each answer.",
        )}
      </p>
      {session ? (
        <Suspense fallback={<Skeleton className="mt-4 h-32 w-full" />}>
          <AskQuestionForm dealId={dealId} />
        </Suspense>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          <Trans
            id="<0>Sign in</0> to ask a question."
            components={{
              0: <Link to={paths.loginThen(paths.property(propertyId))} className="font-semibold text-brand-800 underline underline-offset-2" />,
            }}
          />
        </p>
      )}
      {list}
    </section>
  );
}
