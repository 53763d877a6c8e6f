import { PageTitle } from '../../components/ui/page-title.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { t } from '../../lib/i18n.ts';

export default function LoginRoute() {
  return (
    <>
      <PageTitle title={t('Login')} />
      <AuthCard title={t('Sign in to Sharestead')} intro={t('Choose the role you signed up with, then enter your email and password.')}>
        <LoginForm />
      </AuthCard>
    </>
  );
}
