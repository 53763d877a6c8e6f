import { roleLabel, type Role } from '../../../../shared/roles.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import type { DashboardPage } from '../../../config/paths.ts';

const TITLES: Record<DashboardPage, string> = {
  overview: 'Admin Dashboard',
  'live-deals': 'Live Deals',
  stats: 'Stats',
  profile: 'Profile',
  settings: 'Settings',
};

export function DashboardPageRoute({ role, page }: { role: Role; page: DashboardPage }) {
  return (
    <div>
      <PageTitle title={page === 'overview' ? `${roleLabel(role)} Dashboard` : TITLES[page]} />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TITLES[page]}</h1>
    </div>
  );
}
