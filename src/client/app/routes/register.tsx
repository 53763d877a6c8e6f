import { PageTitle } from '../../components/ui/page-title.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export default function RegisterRoute() {
  return (
    <>
      <PageTitle title="Register" />
      <AuthCard title="Register" intro="Back properties you believe in, or propose one for funding. It takes a minute.">
        <RegisterForm />
      </AuthCard>
    </>
  );
}
