import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formProblem } from '../../../lib/form-submission.ts';
import { msg, t } from '../../../lib/i18n.ts';

// The rule and the sender (with the API client and zod) load when the reader first reaches for
// the form: the footer is on every public page, and zod is not part of their first load.
const loadTools = () => Promise.all([import('../lib/newsletter-validation.ts'), import('../api/subscribe-newsletter.ts')]);
const preloadTools = () => void loadTools();

/** Shown when the subscription could not be saved for a reason the server did not explain. */
export const NEWSLETTER_FAILURE = msg('Your subscription could not be saved. Please try again.');

/**
 * The footer's newsletter sign-up (email required, spec §5). It thanks the reader once the server
 * has the address; a refusal shows the server's sentence.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: async (address: string) => (await loadTools())[1].subscribeToNewsletter(address),
  });
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [{ newsletterEmailProblem }] = await loadTools();
    const problem = newsletterEmailProblem(email);
    setFieldError(problem ?? null);
    setAlert(null);
    if (problem) return;
    subscribe.mutate(email, {
      onSuccess: () => setEmail(''),
      onError: (error) => {
        const refused = formProblem(error, ['email'], t(NEWSLETTER_FAILURE));
        setFieldError(refused.fields.email ?? null);
        setAlert(refused.alert);
      },
    });
  }

  const pending = subscribe.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} onFocus={preloadTools} className="mt-4">
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-200">
        {t('Newsletter email')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            setAlert(null);
            if (subscribe.isSuccess) subscribe.reset();
          }}
          placeholder={t('you@example.com')}
          {...(fieldError ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-600 bg-brand-950 px-3 text-sm text-white placeholder:text-slate-400 focus:border-brand-300"
        />
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 shrink-0 rounded-lg bg-accent-400 px-4 text-sm font-semibold text-slate-950 hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-80"
        >
          {pending ? t('Subscribing...') : t('Subscribe')}
        </button>
      </div>
      {fieldError && (
        // Announced: the reader's focus is on the button, not on the field it describes.
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-200">
          {fieldError}
        </p>
      )}
      {alert && (
        <p role="alert" className="mt-3 rounded-lg bg-red-100 px-3 py-2 text-sm text-red-900">
          {alert}
        </p>
      )}
      {subscribe.isSuccess && (
        <p role="alert" className="mt-3 rounded-lg bg-brand-800 px-3 py-2 text-sm text-white">
          {t('Thank you for subscribing! Watch your inbox for new deals and market notes.')}
        </p>
      )}
    </form>
  );
}
