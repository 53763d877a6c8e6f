import { Link } from 'react-router';
import { roleLabel, type Role } from '../../../shared/roles.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';

const INTRO: Record<Role, string> = {
  admin: 'Keep the platform healthy: review deals, backers and proposers from your dashboard.',
  backer: 'Find your next property share, and follow how your portfolio is doing.',
  proposer: 'Follow your campaigns and the backers behind them.',
};

/** /sign_in/{role}: where a user lands after signing in. */
export function RoleHome({ role }: { role: Role }) {
  const session = useSession();
  const firstName = session?.user.name.split(' ')[0];
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title={`${roleLabel(role)} Home`} />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{roleLabel(role)}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Welcome back{firstName ? `, ${firstName}` : ''}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{INTRO[role]}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.dashboard(role)} className={buttonClasses('primary')}>
          Open your dashboard
        </Link>
        <Link to={paths.properties} className={buttonClasses('secondary')}>
          Browse properties
        </Link>
      </div>
    </section>
  );
}
