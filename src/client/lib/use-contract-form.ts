import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormProblem } from './form-submission.ts';

/** The keys of the draft that hold text. */
type TextKey<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft];

export interface ContractFormOptions<Draft, Body, Field extends string, Answer> {
  initial: () => Draft;
  /** The request body the draft makes. */
  bodyOf: (draft: Draft) => Body;
  /** The shared contract's verdict on the body before it is sent: a sentence by field, empty when fine. */
  validate: (body: Body) => Partial<Record<Field, string>>;
  /** Sends the body (a mutation's `mutate`). */
  send: (body: Body, callbacks: { onSuccess: (answer: Answer) => void; onError: (error: Error) => void }) => void;
  /** What the form shows when the server turned the body down. */
  problemOf: (error: Error) => FormProblem<Field>;
  onSaved: (answer: Answer) => void;
}

/**
 * A form checked by the shared contract before it is sent (the same sentences the server gives):
 * the draft as typed, the sentences by field and one for the whole form. After a refusal, from
 * the contract or the server, the first field with a problem takes the focus and scrolls into
 * view; `formRef` goes on the form.
 */
export function useContractForm<Draft, Body, Field extends string, Answer>({
  initial,
  bodyOf,
  validate,
  send,
  problemOf,
  onSaved,
}: ContractFormOptions<Draft, Body, Field, Answer>) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    // Centred, so the sticky top bar does not cover it (jsdom has no scrolling).
    field.scrollIntoView?.({ block: 'center' });
  }, [errors]);

  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Binds a text field to its key of the draft: the value, and what typing does. */
  const text = (key: TextKey<Draft>) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value } as Partial<Draft>),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const problems = validate(body);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    send(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const problem = problemOf(error);
        setErrors(problem.fields);
        setAlert(problem.alert);
      },
    });
  };

  return { draft, setDraft, set, text, errors, alert, formRef, submit };
}
