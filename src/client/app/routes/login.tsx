import { PageTitle } from '../../components/ui/page-title.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export default function LoginRoute() {
  return (
    <>
      <PageTitle title="Login" />
      <AuthCard title="Sign in to Sharestead" intro="Choose the role you signed up with, then enter your email and password.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
