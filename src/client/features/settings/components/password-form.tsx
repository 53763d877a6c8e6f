import { useState, type FormEvent } from 'react';
import { passwordChangeRequestSchema } from '../../../../shared/contracts/password-change.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { contractErrors, formProblem } from '../../../lib/form-submission.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsCard } from './settings-card.tsx';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

export const PASSWORDS_DIFFER = msg('Passwords do not match.');
export const PASSWORD_CHANGED = msg('Password changed. Every other place you were signed in has been signed out.');
const EMPTY: Draft = { current_password: '', new_password: '', confirm_password: '' };

/** Changing the password: the current one proves it is you; the new one obeys registration's rules. */
export function PasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useContractForm({
    initial: () => EMPTY,
    bodyOf: (draft: Draft) => draft,
    validate: (draft): Partial<Record<Field, string>> => {
      const errors = contractErrors(passwordChangeRequestSchema.safeParse(draft), FIELDS);
      if (!errors.new_password && draft.confirm_password !== draft.new_password) errors.confirm_password = t(PASSWORDS_DIFFER);
      return errors;
    },
    send: ({ current_password, new_password }, callbacks) => change.mutate({ current_password, new_password }, callbacks),
    problemOf: (error) =>
      error instanceof ApiError && error.code === 'wrong_password'
        ? { fields: { current_password: error.message }, alert: null }
        : formProblem(error, FIELDS, t('The password could not be changed. Check your connection and try again.')),
    onSaved: () => {
      form.setDraft(EMPTY);
      setDone(true);
    },
  });
  const submit = (event: FormEvent) => {
    setDone(false);
    form.submit(event);
  };
  return (
    <SettingsCard title={t('Password')} description={t('Changing it signs you out everywhere else.')}>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('Change password')} className="space-y-4">
        <TextField
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          markRequired
          error={form.errors.current_password}
          {...form.text('current_password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('New password')}
            type="password"
            autoComplete="new-password"
            markRequired
            hint={t('At least 8 characters; a common password is refused.')}
            error={form.errors.new_password}
            {...form.text('new_password')}
          />
          <TextField
            label={t('Confirm new password')}
            type="password"
            autoComplete="new-password"
            markRequired
            error={form.errors.confirm_password}
            {...form.text('confirm_password')}
          />
        </div>
        {form.alert && <Alert tone="error">{form.alert}</Alert>}
        {done && <Alert tone="success">{t(PASSWORD_CHANGED)}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" pending={change.isPending} disabled={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? t('Changing…') : t('Change password')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
