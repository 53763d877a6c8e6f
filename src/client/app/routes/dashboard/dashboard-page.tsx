import { lazy, Suspense, type ComponentType } from 'react';
import { roleLabel, type Role } from '../../../../shared/roles.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DashboardPage } from '../../../config/paths.ts';

const TITLES: Record<Exclude<DashboardPage, 'overview'>, string> = {
  'live-deals': 'Live Deals',
  stats: 'Stats',
  profile: 'Profile',
  settings: 'Settings',
};

/*
 * Each page loads on first visit, so Profile and Settings never pay for Chart.js, and nothing
 * here reaches the public pages' bundle (the route module itself is lazy too).
 */
const PAGES: Record<DashboardPage, ComponentType<{ role: Role }>> = {
  overview: lazy(() => import('../../../features/dashboard/pages/overview-page.tsx').then((m) => ({ default: m.OverviewPage }))),
  'live-deals': lazy(() =>
    import('../../../features/dashboard/pages/live-deals-page.tsx').then((m) => ({ default: m.LiveDealsPage })),
  ),
  stats: lazy(() => import('../../../features/dashboard/pages/stats-page.tsx').then((m) => ({ default: m.StatsPage }))),
  profile: lazy(() => import('../../../features/dashboard/pages/profile-page.tsx').then((m) => ({ default: m.ProfilePage }))),
  settings: lazy(() => import('../../../features/dashboard/pages/settings-page.tsx').then((m) => ({ default: m.SettingsPage }))),
};

function PageFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}

export function DashboardPageRoute({ role, page }: { role: Role; page: DashboardPage }) {
  const Page = PAGES[page];
  return (
    <>
      <PageTitle title={page === 'overview' ? `${roleLabel(role)} Dashboard` : TITLES[page]} />
      <Suspense fallback={<PageFallback />}>
        <Page role={role} />
      </Suspense>
    </>
  );
}
