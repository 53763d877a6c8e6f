import { CheckCircleIcon } from '@heroicons/react/24/outline';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useFormState } from '../../../components/ui/use-form-state.tsx';
import { formProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { emptyEnquiry, ENQUIRY_FAILURE, ENQUIRY_FIELDS, ENQUIRY_THANKS_MS, type Enquiry, type EnquirySender } from '../lib/enquiry.ts';

// The rules and the sender (with the API client and zod) load when the visitor first reaches
// for the form, not with the page.
const loadTools = () => Promise.all([import('../lib/enquiry-validation.ts'), import('../api/send-enquiry.ts')]);
const preloadTools = () => void loadTools();

export interface EnquiryFormProps {
  propertyId: string;
  propertyTitle: string;
  /** A signed-in person's name, email and phone: the fields start with them, still editable (a new sender needs a new form: give it a key). */
  sender?: EnquirySender;
}

/**
 * Asks the listing's agent for more information. Once the server has stored the enquiry it
 * thanks the visitor for three seconds, then comes back empty (but for the sender's details) for
 * the next one (spec §4).
 */
export function EnquiryForm({ propertyId, propertyTitle, sender }: EnquiryFormProps) {
  const { id, values, setValues, setErrors, field, errorText } = useFormState<Enquiry>(() => emptyEnquiry(propertyTitle, sender));
  const [alert, setAlert] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (enquiry: Enquiry) => (await loadTools())[1].sendEnquiry(propertyId, enquiry),
  });
  const { isSuccess: thanked, reset } = send;

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => {
      setValues(emptyEnquiry(propertyTitle, sender));
      reset();
    }, ENQUIRY_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, reset, propertyTitle, setValues, sender]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [{ validateEnquiry }] = await loadTools();
    const found = validateEnquiry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAlert(null);
    send.mutate(values, {
      onError: (error) => {
        const problem = formProblem(error, ENQUIRY_FIELDS, t(ENQUIRY_FAILURE));
        setErrors(problem.fields);
        setAlert(problem.alert);
      },
    });
  }

  const sending = send.isPending;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('Ask about this property')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('The listing agent usually replies within one working day.')}</p>
      {thanked ? (
        <div role="status" className="mt-6 flex flex-col items-center rounded-xl bg-brand-50 px-4 py-8 text-center">
          <CheckCircleIcon className="size-10 text-brand-700" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">{t('Thank you for your enquiry!')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('The agent will contact you shortly with more information.')}</p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={preloadTools} className="mt-5 space-y-4">
          <div>
            <TextField label={t('Name')} autoComplete="name" markRequired {...field('name')} />
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
            <TextAreaField label={t('Message')} rows={4} aria-required translate="no" {...field('message')} />
            {errorText('message')}
          </div>
          {alert && <Alert tone="error">{alert}</Alert>}
          <Button type="submit" pending={sending} disabled={sending} className="w-full">
            {sending ? t('Sending...') : t('Send Enquiry')}
          </Button>
        </form>
      )}
    </section>
  );
}
