import { PageTitle } from '../../components/ui/page-title.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { VerifyEmail } from '../../features/profile/components/verify-email.tsx';
import { t } from '../../lib/i18n.ts';

export default function VerifyEmailRoute() {
  return (
    <>
      <PageTitle title={t('Confirm your e-mail address')} />
      <AuthCard title={t('Confirm your e-mail address')} intro={t('Confirm that this address is yours: until it is, Sharestead sends nothing else to it.')}>
        <VerifyEmail />
      </AuthCard>
    </>
  );
}
