import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROLES } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import type { Session } from '../../../lib/session.ts';
import { preloadSignIn, useLogin, type PendingSignIn } from '../api/login.ts';
import { ROLE_LABELS } from '../../../lib/role-labels.ts';
import { TwoFactorStep } from './two-factor-step.tsx';
import { Trans } from '../../../lib/trans.tsx';

export const FILL_ALL_FIELDS = msg('Please fill in all fields');
export const LOGIN_FAILED = msg('Login failed. Please check your credentials.');

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [role, setRole] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSignIn | null>(null);

  function signedIn(session: Session) {
    // Back where the visitor was sent from (`?next=`, a path of this site only), else the role's home.
    const back = safeReturnPath(params.get('next'));
    void navigate(back ?? (session.role ? paths.roleHome(session.role) : paths.home), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role || !email.trim() || !password) {
      setError(t(FILL_ALL_FIELDS));
      return;
    }
    setError(null);
    try {
      const answer = await login.mutateAsync({ email: email.trim(), password, role, remember });
      if ('challengeToken' in answer) setPending(answer);
      else signedIn(answer);
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverMessage) || t(LOGIN_FAILED));
    }
  }

  if (pending) {
    return (
      <TwoFactorStep
        pending={pending}
        onSignedIn={signedIn}
        onExpired={(sentence) => {
          setPending(null);
          setPassword('');
          setError(sentence);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadSignIn} className="space-y-5">
      <SelectField label={t('Role')} value={role} onChange={(event) => setRole(event.target.value)} markRequired>
        <option value="">{t('Select your role')}</option>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {t(ROLE_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <TextField label={t('Email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} markRequired />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        markRequired
      />
      <CheckboxField label={t('Remember me')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" pending={login.isPending} disabled={login.isPending}>
        {t('Sign in')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans
          id="New to Sharestead? <0>Sign up</0>"
          components={{ 0: <Link to={paths.register} className="font-semibold text-brand-700 underline-offset-2 hover:underline" /> }}
        />
      </p>
    </form>
  );
}
