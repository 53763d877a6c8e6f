import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ArrowRightStartOnRectangleIcon, Bars3Icon, MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Role } from '../../../shared/roles.ts';
import { paths, type DashboardPage } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useSession } from '../../lib/use-session.ts';
import { Logo } from '../ui/logo.tsx';
import { UserMenu } from './dashboard/user-menu.tsx';

/** A link of the sidebar (the app's page registry, app/dashboard-pages.ts, gives each role's, in order). */
export interface SidebarLink {
  page: DashboardPage;
  /** English, translated when shown. */
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  /** The page routes pages under its path: the link stays active on them. */
  nested: boolean;
}

/** A click that navigates in this tab; one with a modifier key opens a new tab or window instead. */
function navigatesHere(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** `onNavigate` runs at the tap on any of its links, before the next page's code has loaded. */
function Sidebar({ role, links, onLogout, onNavigate }: { role: Role; links: readonly SidebarLink[]; onLogout: () => void; onNavigate?: () => void }) {
  const linkClicked =
    onNavigate &&
    ((event: MouseEvent) => {
      if (navigatesHere(event)) onNavigate();
    });
  return (
    <div className="flex h-full flex-col bg-brand-950 px-4 py-5 text-slate-200">
      <Link to={paths.roleHome(role)} onClick={linkClicked} className="self-start rounded-lg px-2" aria-label={t('Sharestead home')}>
        <Logo inverted />
      </Link>
      <nav aria-label={t('Dashboard')} className="mt-8 flex-1">
        <ul className="space-y-1">
          {links.map(({ page, label, Icon, nested }) => (
            <li key={page}>
              <NavLink
                to={paths.dashboard(role, page)}
                end={!nested}
                onClick={linkClicked}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-brand-900 hover:text-white'
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          onLogout();
        }}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-200 hover:bg-brand-900 hover:text-white"
      >
        <ArrowRightStartOnRectangleIcon className="size-5" aria-hidden="true" />
        {t('Logout')}
      </button>
    </div>
  );
}

/** Who the top bar shows: the saved profile's name and picture once known. */
export interface ShellAccount {
  name: string;
  email: string;
  avatar: string | null;
}

/**
 * The layout all three role dashboards share: sidebar, top bar and the page (spec §2). `links` are
 * the sidebar's, in order (the app's page registry has them). `account`
 * is the saved name and avatar (the route reads the profile); without it the session's are shown.
 * `notifications` is the top bar's bell, given by the app (it is the notifications feature's).
 */
export function DashboardShell({
  role,
  links,
  account,
  notifications,
  children,
}: {
  role: Role;
  links: readonly SidebarLink[];
  account?: ShellAccount;
  notifications?: ReactNode;
  children: ReactNode;
}) {
  const logout = useLogout();
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  // A link chosen in the mobile sidebar closes it at the tap (spec §2), not when the next page has
  // rendered: navigations run in a transition, so the location here changes only once that page's
  // code has loaded (seconds on a slow phone). So closing when the location changes would also
  // close a sidebar opened again while that page was loading; only Back and Forward, the
  // navigations that start while the modal sidebar is open, close it, at once. Escape and the
  // backdrop close it via Dialog, which then returns focus to its opener.
  const closeSidebar = () => setSidebarOpen(false);
  useEffect(() => {
    const close = () => setSidebarOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  const sessionRole = session?.role ?? null;
  const heading = t('{role, select, admin {Admin Dashboard} backer {Backer Dashboard} proposer {Proposer Dashboard} other {Guest Dashboard}}', {
    role: sessionRole ?? 'guest',
  });

  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        <Sidebar role={role} links={links} onLogout={logout} />
      </aside>

      {/* It slides in by CSS alone (@starting-style) and goes at once: Headless UI's own `transition`
          can leave the panel on screen when it closes while still sliding in (headlessui#3892). */}
      <Dialog open={sidebarOpen} onClose={setSidebarOpen} className="relative z-50 lg:hidden">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <div className="fixed inset-0 flex">
          <DialogPanel className="relative flex h-full w-72 max-w-[85%] transition duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none">
            <DialogTitle className="sr-only">{t('Sidebar')}</DialogTitle>
            <div className="h-full w-full">
              <Sidebar role={role} links={links} onLogout={logout} onNavigate={closeSidebar} />
            </div>
            {/* Focus starts on the close button, not on the dialog element, which has no box to show it. */}
            <button
              type="button"
              data-autofocus
              className="absolute top-4 right-3 inline-flex size-11 items-center justify-center rounded-lg text-slate-200 hover:bg-brand-900"
              onClick={closeSidebar}
            >
              <span className="sr-only">{t('Close sidebar')}</span>
              <XMarkIcon className="size-6" aria-hidden="true" />
            </button>
          </DialogPanel>
        </div>
      </Dialog>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-6 lg:px-8">
          <button
            type="button"
            className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => setSidebarOpen(true)}
          >
            <span className="sr-only">{t('Open sidebar')}</span>
            <Bars3Icon className="size-6" aria-hidden="true" />
          </button>
          <p className="min-w-0 truncate text-base font-semibold text-slate-900 sm:text-lg" data-testid="dashboard-role-title">
            {heading}
          </p>
          <form role="search" className="ml-auto hidden max-w-xs flex-1 md:block" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="dashboard-search" className="sr-only">
              {t('Search')}
            </label>
            <div className="relative">
              <MagnifyingGlassIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id="dashboard-search"
                type="search"
                placeholder={t('Search...')}
                autoComplete="off"
                className="block h-10 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-3 focus:ring-brand-500/25 focus:outline-none"
              />
            </div>
          </form>
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 md:ml-0">
            {notifications}
            <span className="hidden h-6 w-px bg-slate-200 sm:block" aria-hidden="true" />
            <UserMenu
              role={sessionRole ?? 'guest'}
              name={account?.name ?? session?.user.name ?? ''}
              email={account?.email ?? session?.user.email ?? ''}
              avatar={account ? account.avatar : (session?.user.avatar ?? null)}
              onLogout={logout}
            />
          </div>
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
