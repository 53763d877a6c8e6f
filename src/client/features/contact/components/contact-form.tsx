import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useFormState } from '../../../components/ui/use-form-state.tsx';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { CONTACT_FAILURE, EMPTY_CONTACT, validateContact, type ContactMessage } from '../lib/contact.ts';

type Status = 'idle' | 'sending' | 'sent';

/** Contact submit: idle, sending, sent (spec §4); a failure keeps the form and says so (spec §8). */
export function ContactForm({ send = sendContactMessage }: { send?: (message: ContactMessage) => Promise<void> }) {
  const { values, setValues, setErrors, field, errorText } = useFormState<ContactMessage>(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>('idle');
  const [failed, setFailed] = useState(false);
  const anotherRef = useRef<HTMLButtonElement>(null);
  // After 'Send Another Message' the new form starts with the cursor in Name.
  const [focusName, setFocusName] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailed(false);
    setStatus('sending');
    try {
      await send(values);
      setStatus('sent');
      setValues(EMPTY_CONTACT);
      requestAnimationFrame(() => anotherRef.current?.focus());
    } catch {
      setStatus('idle');
      setFailed(true);
    }
  }

  function sendAnother() {
    setFocusName(true);
    setStatus('idle');
  }

  if (status === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl bg-brand-50 px-6 py-14 text-center">
        <CheckCircleIcon className="size-12 text-brand-700" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Message sent</h2>
        <p className="mt-2 max-w-md text-slate-700">
          Thank you for writing to us. A member of our investor relations team will reply within one working day.
        </p>
        <button ref={anotherRef} type="button" onClick={sendAnother} className={buttonClasses('secondary', 'mt-6')}>
          Send Another Message
        </button>
      </div>
    );
  }

  const sending = status === 'sending';

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <TextField autoFocus={focusName} label="Name" autoComplete="name" markRequired {...field('name')} />
          {errorText('name')}
        </div>
        <div>
          <TextField label="Email" type="email" autoComplete="email" markRequired {...field('email')} />
          {errorText('email')}
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" hint="Optional" {...field('phone')} />
        <div>
          <TextField label="Subject" markRequired {...field('subject')} />
          {errorText('subject')}
        </div>
      </div>
      <div>
        <TextAreaField label="Message" rows={6} aria-required {...field('message')} />
        {errorText('message')}
      </div>
      {failed && <Alert tone="error">{CONTACT_FAILURE}</Alert>}
      <Button type="submit" pending={sending} disabled={sending} className="w-full sm:w-auto">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
