import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationListResponse } from '../../../../shared/contracts/notifications.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { tokenFor } from '../../../test/session-stub.ts';
import { NotificationsMenu } from './notifications-menu.tsx';

/** A real session (the token's claims read by lib/session.ts; the signature is the server's business). */
const TOKEN = tokenFor({
  sub: 'u1',
  role: 'backer',
  email: 'backer@sharestead.test',
  name: 'Test backer',
  avatar: null,
  exp: Math.floor(Date.now() / 1000) + 3600,
});

// jsdom has no ResizeObserver; Headless UI watches its buttons with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const INVESTED: NotificationItem = { id: 'n1', title: 'New investment received', message: 'Emma invested ₹25,000.', created_at: ago(5 * MINUTE), read: false };
const TARGET: NotificationItem = {
  id: 'n2',
  title: 'Deal nearing its target',
  message: 'Lakeside has raised 90%.',
  created_at: ago(2 * 60 * MINUTE),
  read: false,
};
const REPORT: NotificationItem = {
  id: 'n3',
  title: 'Monthly report ready',
  message: 'The October report is ready.',
  created_at: ago(26 * 60 * MINUTE),
  read: true,
};

function listOf(items: NotificationItem[], extra: Partial<NotificationListResponse> = {}): Response {
  return jsonResponse(200, { items, unread: items.filter((item) => !item.read).length, page: 1, page_size: 5, total: items.length, ...extra });
}
const read = (item: NotificationItem) => ({ ...item, read: true });

function renderMenu() {
  return renderRoutes(
    [
      { path: '/backer_dashboard', element: <NotificationsMenu role="backer" /> },
      { path: '/backer_dashboard/notifications', element: <p>All notifications page</p> },
    ],
    '/backer_dashboard',
  );
}

beforeEach(() => {
  startSession(TOKEN, 'backer', false);
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);
});

const panel = () => screen.getByRole('heading', { name: 'Notifications' }).closest('[aria-labelledby]') as HTMLElement;

// The first render loads Headless UI and the router; on a busy 2-core machine that can pass 5 s.
describe('NotificationsMenu', { timeout: 20_000 }, () => {
  it("badges the API's unread count, and lists the latest five with their times", async () => {
    const user = userEvent.setup();
    // 7 unread in all, of which the first page shows two: the badge is the API's count.
    const calls = stubFetch(listOf([INVESTED, TARGET, REPORT], { unread: 7, total: 12 }));
    renderMenu();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('7'));
    expect(bell).toHaveAccessibleDescription('7 unread');
    expect(calls).toEqual([{ method: 'GET', url: '/api/notifications?page=1&page_size=5', body: undefined }]);

    await user.click(bell);
    const list = screen.getByRole('list', { name: 'Notification list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText(/^Unread:/)).toHaveLength(2);
    const time = within(list).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', INVESTED.created_at);
    expect(within(list).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(list).getByText('1 day ago')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/backer_dashboard/notifications');
  });

  it('View all notifications goes to the notifications page and closes the dropdown', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([INVESTED]));
    const router = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('link', { name: 'View all notifications' }));
    expect(router.state.location.pathname).toBe('/backer_dashboard/notifications');
    expect(await screen.findByText('All notifications page')).toBeInTheDocument();
  });

  it('Mark all as read clears the badge at once, tells the API, and takes its lists again', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const calls = stubFetch(listOf([INVESTED, TARGET, REPORT]), answer.promise, listOf([read(INVESTED), read(TARGET), REPORT]));
    renderMenu();
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const markAll = within(panel()).getByRole('button', { name: 'Mark all as read' });
    await user.click(markAll);

    // Before the server answers.
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(screen.queryAllByText(/^Unread:/)).toHaveLength(0);
    expect(markAll).toHaveFocus();
    answer.resolve(jsonResponse(200, { unread: 0 }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/notifications/read-all', body: undefined });
    expect(calls[2]!.url).toBe('/api/notifications?page=1&page_size=5');
  });

  it('puts the badge back when the API refuses Mark all as read', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([INVESTED, TARGET]), errorResponse(500, 'Something went wrong.', 'internal'), listOf([INVESTED, TARGET]));
    renderMenu();
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
  });

  it('clicking an unread notification marks it read, keeping focus in the dropdown', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      listOf([INVESTED, TARGET, REPORT]),
      jsonResponse(200, { notification: read(TARGET), unread: 1 }),
      listOf([INVESTED, read(TARGET), REPORT]),
    );
    renderMenu();
    await waitFor(() => expect(screen.getByTestId('notifications-badge')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = screen.getByRole('list', { name: 'Notification list' });
    // Read notifications are not buttons: there is nothing left to do with them.
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    const target = within(list).getByRole('button', { name: /Deal nearing its target/ });
    expect(target).toHaveAccessibleDescription('Marks it as read');

    await user.click(target);
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(list).toHaveFocus();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/notifications/n2/read', body: undefined });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('says No notifications, without a badge, when there are none', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([]));
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await within(panel()).findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([INVESTED]));
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument());
  });
});

describe('NotificationsMenu in French', { timeout: 20_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  // Written by the server in the reader's language when it happened.
  const INVESTED_IN_FRENCH: NotificationItem = { ...INVESTED, title: 'Nouvel investissement reçu', message: 'Emma a investi 25 000,00 ₹.' };

  it('names the bell and its unread count in French, with French digit grouping, and lists the notifications as written', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([INVESTED_IN_FRENCH], { unread: 1_250, total: 1_300 }));
    renderMenu();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1\u202f250 non lues'));
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('99+');

    await user.click(bell);
    const list = screen.getByRole('list', { name: 'Liste des notifications' });
    expect(within(list).getByRole('button', { name: /^Non lue : Nouvel investissement reçu/ })).toHaveAccessibleDescription('La marque comme lue');
    expect(within(list).getByText('Emma a investi 25 000,00 ₹.')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les notifications' })).toHaveAttribute('href', '/backer_dashboard/notifications');
  });
});
