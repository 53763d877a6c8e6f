import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useVerifyEmail } from '../api/contact-verification.ts';

/**
 * The page a verification e-mail links to (`?token=…`). The address is verified when the person
 * presses the button, not on load: a mail scanner that opens every link must not verify an
 * address for whoever registered it. Works signed out (the token is the proof).
 */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const session = useSession();

  if (!token) return <Alert tone="error">{t('This link is incomplete. Open the link from the e-mail again.')}</Alert>;
  if (verify.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{t('Your e-mail address is verified. Notifications now reach you there too, as your settings say.')}</Alert>
        <Link to={session ? paths.dashboard(session.role, 'profile') : paths.login} className={buttonClasses('primary', 'w-full')}>
          {session ? t('Go to your profile') : t('Sign in')}
        </Link>
      </div>
    );
  }
  const problem = verify.isError
    ? verify.error instanceof ApiError && verify.error.status !== 0
      ? verify.error.message
      : t('No answer from Sharestead. Check your connection, then try again.')
    : null;
  return (
    <div className="space-y-5">
      <div aria-live="polite">{problem && <Alert tone="error">{problem}</Alert>}</div>
      <Button type="button" className="w-full" onClick={() => verify.mutate(token)} pending={verify.isPending} disabled={verify.isPending}>
        {t('Confirm e-mail address')}
      </Button>
    </div>
  );
}
