import { Link } from 'react-router';
import { roleLabel, type Role } from '../../../shared/roles.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { FeaturedProperties } from '../../features/properties/components/featured-properties.tsx';

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
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <section>
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
      <section aria-labelledby="featured-heading" className="mt-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Featured properties
            </h2>
            <p className="mt-1 text-slate-600">Hand-picked listings our diligence team rates highest this month.</p>
          </div>
          <Link to={paths.properties} className="text-sm font-semibold text-brand-800 hover:underline">
            See all properties
          </Link>
        </div>
        <FeaturedProperties />
      </section>
    </div>
  );
}
