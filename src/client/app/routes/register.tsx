import { PageTitle } from '../../components/ui/page-title.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { t } from '../../lib/i18n.ts';

export default function RegisterRoute() {
  return (
    <>
      <PageTitle title={t('Register')} />
      <AuthCard title={t('Register')} intro={t('Back properties you believe in, or propose one for funding. It takes a minute.')}>
        <RegisterForm />
      </AuthCard>
    </>
  );
}
