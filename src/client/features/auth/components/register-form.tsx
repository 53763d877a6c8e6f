import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SELF_REGISTERING_ROLES, type SelfRegisteringRole } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { preloadRegistration, useRegister } from '../api/register.ts';
import { ROLE_LABELS } from '../../../lib/role-labels.ts';
import { Trans } from '../../../lib/trans.tsx';

export const PASSWORDS_DO_NOT_MATCH = msg('Passwords do not match.');
export const SELECT_VALID_ROLE = msg('Please select a valid role (Backer or Proposer).');
export const REGISTRATION_FAILED = msg('Registration failed. Please try again.');

const EMPTY_FORM = { role: '', firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const registration = useRegister();
  const [form, setForm] = useState(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.password !== form.confirmPassword) {
      setError(t(PASSWORDS_DO_NOT_MATCH));
      return;
    }
    if (!(SELF_REGISTERING_ROLES as readonly string[]).includes(form.role)) {
      setError(t(SELECT_VALID_ROLE));
      return;
    }
    setError(null);
    const role = form.role as SelfRegisteringRole;
    try {
      await registration.mutateAsync({
        user_type: role,
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        password: form.password,
        phone_number: form.phoneNumber.trim() || null,
        address: null,
        ...(role === 'backer' ? { investment_preferences: null, risk_profile: null } : { company_name: null, pitch_deck_url: null }),
      });
      void navigate(paths.dashboardSelector, { replace: true });
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverDetail) || t(REGISTRATION_FAILED));
    }
  }

  return (
    <form onSubmit={onSubmit} onFocus={preloadRegistration} className="space-y-5">
      {/* The role is checked here rather than by the browser so the spec's sentence is what people see. */}
      <SelectField label={t('Role')} value={form.role} onChange={set('role')} markRequired>
        <option value="" disabled>
          {t('Select a role')}
        </option>
        {SELF_REGISTERING_ROLES.map((value) => (
          <option key={value} value={value}>
            {t(ROLE_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('First name')} autoComplete="given-name" value={form.firstName} onChange={set('firstName')} required />
        <TextField label={t('Last name')} autoComplete="family-name" value={form.lastName} onChange={set('lastName')} required />
      </div>
      <TextField label={t('Email')} type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
      <TextField
        label={t('Phone number')}
        type="tel"
        autoComplete="tel"
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        hint={t('Optional. We call only about your account.')}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        required
        hint={t('At least 8 characters; a phrase of a few words is best.')}
      />
      <TextField
        label={t('Confirm password')}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        required
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" pending={registration.isPending} disabled={registration.isPending}>
        {registration.isPending ? t('Registering...') : t('Register')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans
          id="Already have an account? <0>Sign in</0>"
          components={{ 0: <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline" /> }}
        />
      </p>
    </form>
  );
}
