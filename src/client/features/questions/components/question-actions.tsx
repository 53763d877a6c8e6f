import { useState, type FormEvent } from 'react';
import { answerInputSchema, hideQuestionSchema, questionInputSchema, type Question } from '../../../../shared/contracts/questions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { formProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { useQuestionStep } from '../api/question-steps.ts';

/*
 * What a signed-in person does with a deal's questions (after-funding.md §4): ask one; as the
 * deal's proposer or the admin, answer one; as the admin, hide one with a reason. Each text is
 * checked by the shared contract as the server does, and the server's refusal (a 429 after five
 * questions in an hour, a 409 when someone answered first) is shown as it says it.
 */

const FIELDS = ['body'] as const;

/** The contract's check of a text sent as `{body}`: the trimmed text, or its first sentence (an English message id). */
const bodyCheck = (schema: typeof questionInputSchema | typeof answerInputSchema) =>
  checkWith(
    schema,
    (body) => ({ body }),
    (data) => data.body,
  );

/** A text area and its button, sent as `{body}`; `onSent` after the server stored it. */
function TextForm({
  label,
  hint,
  submitLabel,
  check,
  send,
  onSent,
  onCancel,
  describedBy,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  check: ReturnType<typeof bodyCheck>;
  send: (body: string) => Promise<unknown>;
  onSent: () => void;
  onCancel?: () => void;
  /** What the form is about (the question it answers), for screen readers. */
  describedBy?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(text);
    if ('problem' in checked) {
      setError(t(checked.problem));
      return;
    }
    setError(undefined);
    setAlert(null);
    setPending(true);
    try {
      await send(checked.value);
      setText('');
      onSent();
    } catch (failure) {
      const problem = formProblem(failure, FIELDS, t('Something went wrong. Try again.'));
      setError(problem.fields.body);
      setAlert(problem.alert);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="w-full space-y-3" aria-describedby={describedBy}>
      {alert && <Alert tone="error">{alert}</Alert>}
      <TextAreaField label={label} hint={hint} value={text} onChange={(event) => setText(event.target.value)} rows={3} aria-required error={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending} disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {t('Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Ask a question", for anyone signed in; the list above shows the question once stored. */
export function AskQuestionForm({ dealId }: { dealId: string }) {
  const step = useQuestionStep();
  const [asked, setAsked] = useState(false);
  return (
    <div className="mt-4 space-y-3">
      {asked && <Alert tone="success">{t('Your question is posted below. You are told when it is answered.')}</Alert>}
      <TextForm
        label={t('Your question')}
        hint={t('At most 2,000 characters. Everyone can read it, with your first name and initial.')}
        submitLabel={t('Ask a question')}
        check={bodyCheck(questionInputSchema)}
        send={(body) => {
          setAsked(false);
          return step.mutateAsync({ step: 'ask', dealId, body });
        }}
        onSent={() => setAsked(true)}
      />
    </div>
  );
}

/** The deal's proposer's (or the admin's) Answer on an open question: a button that opens the form. */
export function AnswerQuestion({ question, describedBy }: { question: Question; describedBy: string }) {
  const step = useQuestionStep();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button type="button" variant="secondary" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('Answer')}
      </Button>
    );
  }
  return (
    <TextForm
      label={t('Your answer')}
      hint={t('Everyone who reads the deal sees it; the asker and the backers are told.')}
      submitLabel={t('Post answer')}
      check={bodyCheck(answerInputSchema)}
      send={(body) => step.mutateAsync({ step: 'answer', id: question.id, body })}
      onSent={() => setOpen(false)}
      onCancel={() => setOpen(false)}
      describedBy={describedBy}
    />
  );
}

/** The admin's Hide, with the reason the dialog asks for; the question then shows to the admin only. */
export function HideQuestion({ question, describedBy }: { question: Question; describedBy: string }) {
  const step = useQuestionStep();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hide = (reason: string) => {
    setProblem(null);
    step.mutate(
      { step: 'hide', id: question.id, reason },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setProblem(formProblem(failure, [], t('Something went wrong. Try again.')).alert),
      },
    );
  };
  return (
    <>
      <Button type="button" variant="ghost" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {t('Hide')}
      </Button>
      <ReasonDialog
        title={t('Hide question')}
        description={t('Say why this question breaks the rules. Only admins see it afterwards, with your reason; the audit log keeps both.')}
        check={checkWith(
          hideQuestionSchema,
          (reason) => ({ reason }),
          (data) => data.reason,
        )}
        submitLabel={t('Hide')}
        open={open}
        pending={step.isPending}
        problem={problem}
        onSubmit={hide}
        onClose={() => {
          setOpen(false);
          setProblem(null);
        }}
      />
    </>
  );
}
