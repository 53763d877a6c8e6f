import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartBarIcon, DocumentTextIcon, HomeIcon, RocketLaunchIcon } from '@heroicons/react/24/outline';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n.ts';
import type * as SessionModule from '../../lib/session.ts';
import type { Session } from '../../lib/session.ts';
import { renderRoutes } from '../../test/list-page.tsx';
import { initialsOf } from '../ui/avatar.tsx';
import { DashboardShell, type SidebarLink } from './dashboard-shell.tsx';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('../../lib/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  getSession: () => session.current,
  subscribeToSession: () => () => {},
  endSession: () => {
    session.current = null;
  },
}));

// jsdom has no ResizeObserver; Headless UI's menus watch their button with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);

/** Links as the app's page registry gives them (app/dashboard-pages.test.tsx checks each role's). */
const LINKS: SidebarLink[] = [
  { page: 'overview', label: 'Overview', Icon: HomeIcon, nested: false },
  { page: 'live-deals', label: 'Live Deals', Icon: RocketLaunchIcon, nested: false },
  { page: 'stats', label: 'Stats', Icon: ChartBarIcon, nested: false },
  { page: 'deals', label: 'My Deals', Icon: DocumentTextIcon, nested: true },
];

function renderShell(path = '/backer_dashboard') {
  return renderRoutes(
    [
      {
        path: '/backer_dashboard/*',
        element: (
          <DashboardShell role="backer" links={LINKS}>
            <p>page body</p>
          </DashboardShell>
        ),
      },
      { path: '/backer/:page', element: <p>short link</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    path,
  );
}

beforeEach(() => {
  session.current = {
    token: 't',
    userId: 'u1',
    role: 'backer',
    expiresAt: Date.now() / 1000 + 3600,
    user: { name: 'Rohan Mehta', email: 'backer@sharestead.test', avatar: null },
  };
});
afterEach(() => {
  session.current = null;
});

// The first render loads Headless UI and the router; on a busy 2-core machine that can pass 5 s.
describe('DashboardShell', { timeout: 20_000 }, () => {
  it('titles the top bar with the role and has the sidebar links, search and Logout', () => {
    renderShell();
    expect(screen.getByTestId('dashboard-role-title')).toHaveTextContent('Backer Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/backer_dashboard'],
      ['Live Deals', '/backer_dashboard/live-deals'],
      ['Stats', '/backer_dashboard/stats'],
      ['My Deals', '/backer_dashboard/deals'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('marks the link of the page shown, and only it', () => {
    renderShell('/backer_dashboard/stats');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Stats' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it("keeps a nested page's link marked on the pages under it", () => {
    renderShell('/backer_dashboard/deals/d1/backers');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'My Deals' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('says Guest when nobody is signed in', () => {
    session.current = null;
    renderShell();
    expect(screen.getByTestId('dashboard-role-title')).toHaveTextContent('Guest Dashboard');
  });

  it("puts the bell it is given (the notifications feature's) in the top bar", () => {
    renderRoutes(
      [
        {
          path: '/backer_dashboard',
          element: (
            <DashboardShell role="backer" links={LINKS} notifications={<button type="button">Notifications</button>}>
              <p>page body</p>
            </DashboardShell>
          ),
        },
      ],
      '/backer_dashboard',
    );
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('user menu shows initials and name, links to the short profile and settings paths, and logs out', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    const button = screen.getByRole('button', { name: 'User menu for Rohan Mehta' });
    expect(within(button).getByTestId('avatar-initials')).toHaveTextContent('RM');

    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/backer/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/backer/settings');
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/backer/settings');
  });

  it("shows the saved profile's name and picture when given, instead of the token's", () => {
    const account = { name: 'Dan Reyes', email: 'backer@sharestead.test', avatar: '/uploads/avatars/dan.jpg' };
    renderRoutes(
      [
        {
          path: '/backer_dashboard/*',
          element: (
            <DashboardShell role="backer" links={LINKS} account={account}>
              <p>page body</p>
            </DashboardShell>
          ),
        },
      ],
      '/backer_dashboard',
    );
    const button = screen.getByRole('button', { name: 'User menu for Dan Reyes' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/dan.jpg');
    expect(screen.queryByText('Rohan Mehta')).not.toBeInTheDocument();
  });

  it('Logout in the user menu ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.click(screen.getByRole('button', { name: 'User menu for Rohan Mehta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    // Logout loads its API call on first use, so the move to /login comes a moment later.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.current).toBeNull();
  });

  it('opens the mobile sidebar as a named dialog and closes it on Escape, focus back on its opener', async () => {
    const user = userEvent.setup();
    renderShell();
    const opener = screen.getByRole('button', { name: 'Open sidebar' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sidebar' });
    expect(within(dialog).getByRole('link', { name: 'Live Deals' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close sidebar' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes the mobile sidebar on a click outside its panel', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await screen.findByRole('dialog', { name: 'Sidebar' });
    // The backdrop covers the page beside the panel; Headless UI closes on a click outside the panel.
    await user.click(screen.getByTestId('dashboard-role-title'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the mobile sidebar at the tap on a link, while the next page is still loading', async () => {
    const user = userEvent.setup();
    // A page whose code never arrives: the navigation waits in a transition, as on a slow phone.
    const NeverLoads = lazy(() => new Promise<never>(() => {}));
    const router = renderRoutes(
      [
        {
          path: '/backer_dashboard',
          element: (
            <DashboardShell role="backer" links={LINKS}>
              <Suspense fallback={<p>loading</p>}>
                <Outlet />
              </Suspense>
            </DashboardShell>
          ),
          children: [
            { index: true, element: <p>overview body</p> },
            { path: 'live-deals', element: <NeverLoads /> },
          ],
        },
      ],
      '/backer_dashboard',
    );
    const opener = screen.getByRole('button', { name: 'Open sidebar' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sidebar' });
    await user.click(within(dialog).getByRole('link', { name: 'Live Deals' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/backer_dashboard/live-deals');
    // The previous page is still shown: the next one has not loaded, and the sidebar did not wait for it.
    expect(screen.getByText('overview body')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps a sidebar opened again while the next page loads open when that page lands, and closes it on Back', async () => {
    const user = userEvent.setup();
    let arrive: (page: { default: () => ReactNode }) => void = () => {};
    const Slow = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    renderRoutes(
      [
        {
          path: '/backer_dashboard',
          element: (
            <DashboardShell role="backer" links={LINKS}>
              <Suspense fallback={<p>loading</p>}>
                <Outlet />
              </Suspense>
            </DashboardShell>
          ),
          children: [
            { index: true, element: <p>overview body</p> },
            { path: 'live-deals', element: <Slow /> },
          ],
        },
      ],
      '/backer_dashboard',
    );
    const opener = screen.getByRole('button', { name: 'Open sidebar' });
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog', { name: 'Sidebar' })).getByRole('link', { name: 'Live Deals' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again before the page's code arrives; then it arrives.
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Sidebar' });
    await act(async () => arrive({ default: () => <p>live deals body</p> }));
    expect(await screen.findByText('live deals body')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();

    // Back (or Forward) while it is open closes it.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('DashboardShell in French', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('titles the top bar, names the sidebar links, search and Logout in French', async () => {
    await activateLanguage('fr');
    renderShell();
    expect(screen.getByTestId('dashboard-role-title')).toHaveTextContent('Tableau de bord investisseur');
    const nav = screen.getByRole('navigation', { name: 'Tableau de bord' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Vue d’ensemble', 'Projets en cours', 'Statistiques', 'Mes projets']);
    expect(screen.getByRole('link', { name: 'Accueil Sharestead' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute('placeholder', 'Rechercher...');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir la barre latérale' })).toBeInTheDocument();
  });

  it('opens the user menu in French, the name left as it is', async () => {
    await activateLanguage('fr');
    renderShell();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu utilisateur de Rohan Mehta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute('href', '/backer/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute('href', '/backer/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(within(menu).getByText('Rohan Mehta')).toHaveAttribute('translate', 'no');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Sarah Jane Mitchell')).toBe('SM');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
