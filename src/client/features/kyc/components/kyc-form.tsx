import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Kyc } from '../../../../shared/contracts/kyc.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { bodyOf, draftOf, submitProblem, validateKyc, type KycDraft, type KycField } from '../lib/kyc-form.ts';

/**
 * The KYC form: every field required, checked with the shared contract before sending (the same
 * sentences the server gives), the server's own refusals shown by field. `kyc` fills it with the
 * details sent before (to correct them after a rejection).
 */
export function KycForm({ kyc, onSubmitted, onCancel }: { kyc: Kyc | undefined; onSubmitted: (saved: Kyc) => void; onCancel?: () => void }) {
  const [draft, setDraft] = useState<KycDraft>(() => draftOf(kyc));
  const [errors, setErrors] = useState<Partial<Record<KycField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const submit = useSubmitKyc();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<KycDraft>) => setDraft((current) => ({ ...current, ...patch }));

  // After a refused submission, the first field with a problem takes the focus (and scrolls into view).
  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  }, [errors]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const problems = validateKyc(body);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    submit.mutate(body, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const problem = submitProblem(error);
        setErrors(problem.fields);
        setAlert(problem.alert);
      },
    });
  };

  const bankError = errors['bank_account'];
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="KYC details" className="space-y-5">
      {alert && <Alert tone="error">{alert}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Legal name"
          value={draft.legalName}
          onChange={(e) => set({ legalName: e.target.value })}
          markRequired
          autoComplete="name"
          hint="As it appears on your PAN card."
          error={errors.legal_name}
        />
        <TextField
          label="Date of birth"
          type="date"
          value={draft.dateOfBirth}
          onChange={(e) => set({ dateOfBirth: e.target.value })}
          markRequired
          autoComplete="bday"
          hint="You must be 18 or older."
          error={errors.date_of_birth}
        />
        <TextField
          label="PAN"
          value={draft.pan}
          onChange={(e) => set({ pan: e.target.value })}
          markRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="10 characters, for example ABCDE1234F."
          error={errors.pan}
        />
        <TextAreaField
          label="Address"
          value={draft.address}
          onChange={(e) => set({ address: e.target.value })}
          aria-required
          autoComplete="street-address"
          rows={3}
          hint="Your residential address, with PIN code."
          error={errors.address}
          className="sm:col-span-2"
        />
        <TextField
          label="Bank account number"
          value={draft.accountNumber}
          onChange={(e) => set({ accountNumber: e.target.value })}
          markRequired
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          hint="9 to 18 digits, in your own name: withdrawals are paid here."
          error={errors['bank_account.account_number'] ?? bankError}
        />
        <TextField
          label="IFSC"
          value={draft.ifsc}
          onChange={(e) => set({ ifsc: e.target.value })}
          markRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="11 characters, on your cheque book or passbook, for example HDFC0001234."
          error={errors['bank_account.ifsc']}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" pending={submit.isPending} disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit for verification'}
        </Button>
      </div>
    </form>
  );
}
