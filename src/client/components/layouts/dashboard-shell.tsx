import {
  ArrowRightStartOnRectangleIcon,
  Bars3Icon,
  ChartBarIcon,
  Cog6ToothIcon,
  HomeIcon,
  RocketLaunchIcon,
  UserCircleIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { roleLabel, type Role } from '../../../shared/roles.ts';
import { paths, type DashboardPage } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/hooks/use-session.ts';
import { Logo } from '../ui/logo.tsx';

const SIDEBAR_LINKS: { page: DashboardPage; label: string; Icon: typeof HomeIcon }[] = [
  { page: 'overview', label: 'Overview', Icon: HomeIcon },
  { page: 'live-deals', label: 'Live Deals', Icon: RocketLaunchIcon },
  { page: 'stats', label: 'Stats', Icon: ChartBarIcon },
  { page: 'profile', label: 'Profile', Icon: UserCircleIcon },
  { page: 'settings', label: 'Settings', Icon: Cog6ToothIcon },
];

/** The layout all three role dashboards share: sidebar, top bar and the page. */
export function DashboardShell({ role, children }: { role: Role; children: ReactNode }) {
  const logout = useLogout();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(() => setSidebarOpen(false), [location.pathname]);
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  const sidebar = (
    <div className="flex h-full flex-col bg-brand-950 px-4 py-5 text-slate-200">
      <Link to={paths.roleHome(role)} className="px-2" aria-label="Sharestead home">
        <Logo inverted />
      </Link>
      <nav aria-label="Dashboard" className="mt-8 flex-1">
        <ul className="space-y-1">
          {SIDEBAR_LINKS.map(({ page, label, Icon }) => (
            <li key={page}>
              <NavLink
                to={paths.dashboard(role, page)}
                end
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-brand-900 hover:text-white'
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={logout}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-200 hover:bg-brand-900 hover:text-white"
      >
        <ArrowRightStartOnRectangleIcon className="size-5" aria-hidden="true" />
        Logout
      </button>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">{sidebar}</aside>
      {sidebarOpen && (
        <div className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Sidebar">
          <div className="absolute inset-0 bg-slate-900/50" onClick={() => setSidebarOpen(false)} aria-hidden="true" />
          <div className="relative h-full w-72 max-w-[85%]">
            {sidebar}
            <button
              type="button"
              className="absolute top-4 right-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-brand-900"
              onClick={() => setSidebarOpen(false)}
            >
              <span className="sr-only">Close sidebar</span>
              <XMarkIcon className="size-6" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => setSidebarOpen(true)}
          >
            <span className="sr-only">Open sidebar</span>
            <Bars3Icon className="size-6" aria-hidden="true" />
          </button>
          <p className="text-lg font-semibold text-slate-900">{roleLabel(role)} Dashboard</p>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
