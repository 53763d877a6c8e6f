import { Trans } from '../../lib/trans.tsx';
import { Link } from 'react-router';
import type { Role } from '../../../shared/roles.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { msg, t } from '../../lib/i18n.ts';
import { ROLE_LABELS } from '../../lib/role-labels.ts';
import { useSession } from '../../lib/use-session.ts';
import { FeaturedProperties } from '../../features/properties/components/featured-properties.tsx';

const INTRO: Record<Role, string> = {
  admin: msg('Keep the platform healthy: review deals, backers and proposers from your dashboard.'),
  backer: msg('Find your next property share, and follow how your portfolio is doing.'),
  proposer: msg('Follow your campaigns and the backers behind them.'),
};

/** /sign_in/{role}: where a user lands after signing in. */
export function RoleHome({ role }: { role: Role }) {
  const session = useSession();
  const firstName = session?.user.name.split(' ')[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <section>
        <PageTitle title={t('{role, select, admin {Admin Home} backer {Backer Home} other {Proposer Home}}', { role })} />
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t(ROLE_LABELS[role])}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {firstName ? <Trans id="Welcome back, <0>{firstName}</0>" values={{ firstName }} components={{ 0: <span translate="no" /> }} /> : t('Welcome back')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t(INTRO[role])}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.dashboard(role)} className={buttonClasses('primary')}>
            {t('Open your dashboard')}
          </Link>
          <Link to={paths.properties} className={buttonClasses('secondary')}>
            {t('Browse properties')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mt-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('Featured properties')}
            </h2>
            <p className="mt-1 text-slate-600">{t('Hand-picked listings our diligence team rates highest this month.')}</p>
          </div>
          <Link to={paths.properties} className="text-sm font-semibold text-brand-800 hover:underline">
            {t('See all properties')}
          </Link>
        </div>
        <FeaturedProperties />
      </section>
    </div>
  );
}
