import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROLES, roleLabel } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useLogin } from '../api/login.ts';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [role, setRole] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role || !email.trim() || !password) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    setError(null);
    try {
      const session = await login.mutateAsync({ email: email.trim(), password, role, remember });
      // Back where the visitor was sent from (`?next=`, a path of this site only), else the role's home.
      const back = safeReturnPath(params.get('next'));
      void navigate(back ?? (session.role ? paths.roleHome(session.role) : paths.home), { replace: true });
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverMessage) || LOGIN_FAILED);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <SelectField label="Role" value={role} onChange={(event) => setRole(event.target.value)} markRequired>
        <option value="">Select your role</option>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {roleLabel(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        markRequired
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        markRequired
      />
      <CheckboxField label="Remember me" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" pending={login.isPending} disabled={login.isPending}>
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to Sharestead?{' '}
        <Link to={paths.register} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
