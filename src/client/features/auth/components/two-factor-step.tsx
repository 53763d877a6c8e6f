import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import type { Session } from '../../../lib/session.ts';
import { useCompleteSignIn, type PendingSignIn } from '../api/login.ts';

export const CODE_FAILED = msg('The code could not be checked. Check your connection and try again.');

/**
 * The second step of signing in with two-factor on: the code of the authenticator app, or
 * instead one of the recovery codes. `onExpired` goes back to the password when the challenge
 * has run out.
 */
export function TwoFactorStep({
  pending,
  onSignedIn,
  onExpired,
}: {
  pending: PendingSignIn;
  onSignedIn: (session: Session) => void;
  onExpired: (sentence: string) => void;
}) {
  const complete = useCompleteSignIn();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) {
      setError(recovery ? t('Enter one of your recovery codes.') : t('Enter the 6-digit code from your authenticator app.'));
      return;
    }
    setError(null);
    try {
      const proof = recovery ? { recovery_code: value.trim() } : { code: value.replace(/\s/g, '') };
      onSignedIn(await complete.mutateAsync({ challenge_token: pending.challengeToken, remember: pending.remember, ...proof }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'challenge_expired') onExpired(failure.message);
      else setError((failure instanceof ApiError && failure.serverMessage) || t(CODE_FAILED));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('Two-factor sign-in')}>
      <p className="text-sm text-slate-700">
        {recovery
          ? t('Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.')
          : t('Open your authenticator app and enter the 6-digit code it shows for Sharestead.')}
      </p>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('Recovery code') : t('Authentication code')}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        markRequired
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" className="w-full" pending={complete.isPending} disabled={complete.isPending}>
        {t('Verify')}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setError(null);
        }}
      >
        {recovery ? t('Use a code from your app') : t('Use a recovery code')}
      </button>
    </form>
  );
}
