import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session.ts';
import { initialsOf } from './dashboard/avatar.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('../../lib/session.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session.ts')>()),
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

function renderShell(path = '/backer_dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/backer_dashboard/*', element: <DashboardShell role="backer"><p>page body</p></DashboardShell> },
      { path: '/backer/:page', element: <p>short link</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  session.current = {
    token: 't',
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
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Overview', 'Live Deals', 'Stats', 'Profile', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('says Guest when nobody is signed in', () => {
    session.current = null;
    renderShell();
    expect(screen.getByTestId('dashboard-role-title')).toHaveTextContent('Guest Dashboard');
  });

  it('shows the unread count and clears it with Mark all as read', async () => {
    const user = userEvent.setup();
    renderShell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
    expect(bell).toHaveAccessibleDescription('2 unread');

    await user.click(bell);
    const panel = screen.getByRole('list', { name: 'Notification list' }).parentElement as HTMLElement;
    expect(within(panel).getByText(/New investment received/)).toBeInTheDocument();
    expect(within(panel).getByText(/Deal nearing its target/)).toBeInTheDocument();
    expect(within(panel).getByText(/Monthly report ready/)).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getAllByText(/^Unread:/)).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'View all notifications' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(screen.queryAllByText(/^Unread:/)).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
  });

  it('closes the notifications dropdown on Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument());
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

  it('Logout in the user menu ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    await user.click(screen.getByRole('button', { name: 'User menu for Rohan Mehta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(session.current).toBeNull();
  });

  it('opens the mobile sidebar as a named dialog and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sidebar' });
    expect(within(dialog).getByRole('link', { name: 'Live Deals' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Sarah Jane Mitchell')).toBe('SM');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});
