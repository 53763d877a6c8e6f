import type { Kyc } from '../../../../shared/contracts/kyc.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { t } from '../../../lib/i18n.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { bodyOf, draftOf, submitProblem, validateKyc } from '../lib/kyc-form.ts';

/**
 * The KYC form: every field required, checked with the shared contract before sending (the same
 * sentences the server gives), the server's own refusals shown by field. `kyc` fills it with the
 * details sent before (to correct them after a rejection).
 */
export function KycForm({ kyc, onSubmitted, onCancel }: { kyc: Kyc | undefined; onSubmitted: (saved: Kyc) => void; onCancel?: () => void }) {
  const submit = useSubmitKyc();
  const {
    text,
    errors,
    alert,
    formRef,
    submit: onSubmit,
  } = useContractForm({
    initial: () => draftOf(kyc),
    bodyOf,
    validate: (body) => validateKyc(body),
    send: submit.mutate,
    problemOf: submitProblem,
    onSaved: onSubmitted,
  });

  const bankError = errors['bank_account'];
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('KYC details')} className="space-y-5">
      {alert && <Alert tone="error">{alert}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('Legal name')}
          {...text('legalName')}
          markRequired
          autoComplete="name"
          hint={t('As it appears on your PAN card.')}
          error={errors.legal_name}
        />
        <TextField
          label={t('Date of birth')}
          type="date"
          {...text('dateOfBirth')}
          markRequired
          autoComplete="bday"
          hint={t('You must be 18 or older.')}
          error={errors.date_of_birth}
        />
        <TextField
          label={t('PAN')}
          {...text('pan')}
          markRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('10 characters, for example ABCDE1234F.')}
          error={errors.pan}
        />
        <TextAreaField
          label={t('Address')}
          {...text('address')}
          aria-required
          autoComplete="street-address"
          rows={3}
          hint={t('Your residential address, with PIN code.')}
          error={errors.address}
          className="sm:col-span-2"
        />
        <TextField
          label={t('Bank account number')}
          {...text('accountNumber')}
          markRequired
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          hint={t('9 to 18 digits, in your own name: withdrawals are paid here.')}
          error={errors['bank_account.account_number'] ?? bankError}
        />
        <TextField
          label={t('IFSC')}
          {...text('ifsc')}
          markRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('11 characters, on your cheque book or passbook, for example HDFC0001234.')}
          error={errors['bank_account.ifsc']}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submit.isPending}>
            {t('Cancel')}
          </Button>
        )}
        <Button type="submit" pending={submit.isPending} disabled={submit.isPending}>
          {submit.isPending ? t('Submitting…') : t('Submit for verification')}
        </Button>
      </div>
    </form>
  );
}
