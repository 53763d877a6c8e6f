import { useId, type ReactNode } from 'react';
import type { Question } from '../../../../shared/contracts/questions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';

/** Who answered, as the answer is marked. */
const ANSWERED_BY = { sponsor: msg('Sponsor'), sharestead: msg('Sharestead') } as const;

/**
 * One question as people read it: the question, who asked and when, the answer marked Sponsor or
 * Sharestead (or that none came yet), and for the admin why it is hidden. What people wrote is
 * text (React escapes it), kept as written, line breaks included. `actions` receive the id of the
 * question's text, so a button can say what it acts on.
 */
export function QuestionCard({ question, actions }: { question: Question; actions?: (describedBy: string) => ReactNode }) {
  const timeZone = useTimeZone();
  const textId = useId();
  return (
    <article aria-labelledby={textId} className="py-4 first:pt-0 last:pb-0">
      <p id={textId} className="font-medium break-words whitespace-pre-line text-slate-900" translate="no">
        {question.body}
      </p>
      <p className="mt-1 text-xs text-slate-600">{t('Asked by {name} on {date}', { name: question.asked_by, date: formatDay(question.asked_at, timeZone) })}</p>
      {question.hidden && (
        <p className="mt-2 text-sm text-red-800">
          {t('Hidden on {date}: {reason}', { date: formatDay(question.hidden.at, timeZone), reason: question.hidden.reason })}
        </p>
      )}
      {question.answer ? (
        <div className="mt-3 border-l-2 border-brand-600 pl-3">
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <Badge tone={question.answer.by === 'sponsor' ? 'brand' : 'sky'}>{t(ANSWERED_BY[question.answer.by])}</Badge>
            {t('Answered on {date}', { date: formatDay(question.answer.at, timeZone) })}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800" translate="no">
            {question.answer.body}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('Not answered yet.')}</p>
      )}
      {actions && <div className="mt-3 flex flex-wrap gap-3">{actions(textId)}</div>}
    </article>
  );
}
