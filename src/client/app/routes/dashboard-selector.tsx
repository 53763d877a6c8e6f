import { BuildingOffice2Icon, ChartPieIcon, ShieldCheckIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import { ROLES, type Role } from '../../../shared/roles.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { msg, t } from '../../lib/i18n.ts';
import { ROLE_LABELS } from '../../lib/role-labels.ts';
import { useSession } from '../../lib/use-session.ts';

const DESCRIPTIONS: Record<Role, { text: string; Icon: typeof ShieldCheckIcon }> = {
  admin: { text: msg('Manage properties, users and system settings.'), Icon: ShieldCheckIcon },
  backer: { text: msg('View and manage your property investments.'), Icon: ChartPieIcon },
  proposer: { text: msg('Submit and manage your property proposals.'), Icon: BuildingOffice2Icon },
};

export default function DashboardSelectorRoute() {
  const session = useSession();
  return (
    <section className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <PageTitle title={t('Dashboard')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('Choose a dashboard')}</h1>
      <p className="mt-2 text-slate-600">
        {session && `${t('You are signed in as {role, select, admin {admin} backer {backer} other {proposer}}.', { role: session.role })} `}
        {t('Each dashboard is made for one role.')}
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {ROLES.map((role) => {
          const { text, Icon } = DESCRIPTIONS[role];
          const own = session?.role === role;
          return (
            <li key={role}>
              <Link
                to={paths.dashboard(role)}
                className={`flex h-full flex-col rounded-2xl border p-6 transition hover:-translate-y-0.5 hover:shadow-lg ${
                  own ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600/30' : 'border-slate-200 bg-white'
                }`}
              >
                <Icon className="size-9 text-brand-700" aria-hidden="true" />
                <h2 className="mt-4 text-xl font-semibold text-slate-900">{t(ROLE_LABELS[role])}</h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">{t(text)}</p>
                <span className="mt-5 text-sm font-semibold text-brand-700">{own ? t('Open your dashboard →') : t('Open →')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
