import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useFormState } from '../../../components/ui/use-form-state.tsx';
import { formProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { CONTACT_FAILURE, CONTACT_FIELDS, EMPTY_CONTACT, type ContactFormValues } from '../lib/contact.ts';

// The rules and the sender (with the API client and zod) load when the visitor first reaches
// for the form, not with the page.
const preloadTools = () => void Promise.all([import('../lib/contact-validation.ts'), import('../api/send-contact-message.ts')]);

/**
 * Contact submit: idle, sending (while the request is in flight), sent (spec §4). A refusal keeps
 * what was typed: the server's sentences by the fields they name, or one alert (spec §8).
 */
export function ContactForm() {
  const { values, setValues, setErrors, field, errorText } = useFormState<ContactFormValues>(EMPTY_CONTACT);
  const send = useMutation({
    mutationFn: async (message: ContactFormValues) => {
      const { sendContactMessage } = await import('../api/send-contact-message.ts');
      return sendContactMessage(message);
    },
  });
  const [alert, setAlert] = useState<string | null>(null);
  const anotherRef = useRef<HTMLButtonElement>(null);
  // After 'Send Another Message' the new form starts with the cursor in Name.
  const [focusName, setFocusName] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { validateContact } = await import('../lib/contact-validation.ts');
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAlert(null);
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY_CONTACT);
      },
      onError: (error) => {
        const problem = formProblem(error, CONTACT_FIELDS, t(CONTACT_FAILURE));
        setErrors(problem.fields);
        setAlert(problem.alert);
      },
    });
  }

  // The success panel takes the focus once it is on screen (a frame after onSuccess was too soon
  // on a busy machine: the panel had not rendered, and the focus stayed behind).
  useEffect(() => {
    if (send.isSuccess) anotherRef.current?.focus();
  }, [send.isSuccess]);

  function sendAnother() {
    setFocusName(true);
    send.reset();
  }

  if (send.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl bg-brand-50 px-6 py-14 text-center">
        <CheckCircleIcon className="size-12 text-brand-700" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">{t('Message sent')}</h2>
        <p className="mt-2 max-w-md text-slate-700">
          {t('Thank you for writing to us. A member of our investor relations team will reply within one working day.')}
        </p>
        <button ref={anotherRef} type="button" onClick={sendAnother} className={buttonClasses('secondary', 'mt-6')}>
          {t('Send Another Message')}
        </button>
      </div>
    );
  }

  const sending = send.isPending;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={preloadTools} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField autoFocus={focusName} label={t('Name')} autoComplete="name" markRequired {...field('name')} />
          {errorText('name')}
        </div>
        <div>
          <TextField label={t('Email')} type="email" autoComplete="email" markRequired {...field('email')} />
          {errorText('email')}
        </div>
        <div>
          <TextField label={t('Phone')} type="tel" autoComplete="tel" hint={t('Optional')} {...field('phone')} />
          {errorText('phone')}
        </div>
        <div>
          <TextField label={t('Subject')} markRequired {...field('subject')} />
          {errorText('subject')}
        </div>
      </div>
      <div>
        <TextAreaField label={t('Message')} rows={6} aria-required {...field('message')} />
        {errorText('message')}
      </div>
      {alert && <Alert tone="error">{alert}</Alert>}
      <Button type="submit" pending={sending} disabled={sending} className="w-full sm:w-auto">
        {sending ? t('Sending...') : t('Send Message')}
      </Button>
    </form>
  );
}
