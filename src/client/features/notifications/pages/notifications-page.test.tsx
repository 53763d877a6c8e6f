import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationListResponse } from '../../../../shared/contracts/notifications.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { NotificationsPage } from './notifications-page.tsx';

const PATH = '/proposer_dashboard/notifications';
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const note = (n: number, read: boolean, minutes = n * 10): NotificationItem => ({
  id: `n${n}`,
  title: `Notification ${n}`,
  message: `Message ${n}`,
  created_at: ago(minutes * MINUTE),
  read,
});

function listOf(items: NotificationItem[], extra: Partial<NotificationListResponse> = {}): Response {
  return jsonResponse(200, { items, unread: items.filter((item) => !item.read).length, page: 1, page_size: 20, total: items.length, ...extra });
}

const renderPage = (entry = PATH) => renderRoutes([{ path: PATH, element: <NotificationsPage /> }], entry);

beforeEach(() => {
  signInAs('proposer');
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const rows = () => screen.getAllByTestId('notification-row');

describe('NotificationsPage', () => {
  it('shows a skeleton until the first page arrives, then every notification with unread ones marked', async () => {
    // Made before the page reads the clock, so the first is five whole minutes old by then.
    const items = [note(1, false, 5), note(2, false, 120), note(3, true, 60 * 24 * 3)];
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(calls).toEqual([{ method: 'GET', url: '/api/notifications?page=1&page_size=20', body: undefined }]);

    answer.resolve(listOf(items));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('notifications-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 notifications, 2 unread');
    expect(screen.getByRole('heading', { level: 3, name: 'Unread: Notification 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Notification 3' })).toBeInTheDocument();
    expect(rows().map((row) => row.dataset.read)).toEqual(['false', 'false', 'true']);
    const time = within(rows()[0]!).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', items[0]!.created_at);
    expect(within(rows()[2]!).getByText('3 days ago')).toBeInTheDocument();
    // One "Mark as read" per unread notification, each named after it.
    expect(screen.getAllByRole('button', { name: /^Mark as read/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Mark as read: Notification 1',
      'Mark as read: Notification 2',
    ]);
  });

  it('marks one notification read at once, keeps focus on its row, and asks for the list again', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      listOf([note(1, false), note(2, false)]),
      jsonResponse(200, { notification: note(2, true), unread: 1 }),
      listOf([note(1, false), note(2, true)]),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Notification 2' }));
    expect(rows()[1]).toHaveAttribute('data-read', 'true');
    expect(rows()[1]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 notifications, 1 unread');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/notifications/n2/read', body: undefined });
  });

  it('Mark all as read marks every one read, and says so when the API refuses', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      listOf([note(1, false), note(2, true)]),
      jsonResponse(200, { unread: 0 }),
      listOf([note(1, true), note(2, true)]),
      errorResponse(500, 'Something went wrong.', 'internal'),
      listOf([note(1, true), note(2, true)]),
    );
    renderPage();
    await screen.findAllByTestId('notification-row');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(rows().every((row) => row.dataset.read === 'true')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/notifications/read-all', body: undefined });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The notifications could not be marked as read.');
  });

  it('pages through them with the page in the address', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, index) => note(index + 1, index < 3));
    const calls = stubFetch(listOf(first, { total: 45, unread: 3 }), listOf([note(21, true), note(22, true)], { total: 45, unread: 3, page: 2 }));
    const router = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByRole('status')).toHaveTextContent('1–20 of 45, 3 unread');
    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls[1]!.url).toBe('/api/notifications?page=2&page_size=20');
  });

  it('says No notifications when there are none', async () => {
    stubFetch(listOf([]));
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    stubFetch(errorResponse(500, 'Something went wrong.', 'internal'), listOf([note(1, false)]));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notifications could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

describe('NotificationsPage in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  // Written by the server in the reader's language when it happened.
  const frenchNote = (n: number, read: boolean): NotificationItem => ({
    ...note(n, read, n * 60),
    title: `Nouvel investissement ${n}`,
    message: `Emma a investi 25 000,00 ₹ dans Lakeside ${n}.`,
  });

  it('shows the page in French and the notifications as the server wrote them', async () => {
    stubFetch(listOf([frenchNote(1, false), frenchNote(2, true)]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des notifications…');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('2 notifications, 1 non lue');
    expect(screen.getByRole('heading', { level: 2, name: 'Toutes les notifications' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Non lue : Nouvel investissement 1' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Nouvel investissement 1')).toHaveAttribute('translate', 'no');
    expect(within(rows()[0]!).getByText('Emma a investi 25 000,00 ₹ dans Lakeside 1.')).toHaveAttribute('translate', 'no');
    expect(within(rows()[0]!).getByRole('button', { name: 'Marquer comme lue : Nouvel investissement 1' })).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Lue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
  });

  it('counts a long list with French digit grouping', async () => {
    stubFetch(listOf([frenchNote(1, false), frenchNote(2, false), frenchNote(3, true)], { total: 1_234, unread: 1_050 }));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('notification-count').textContent).toBe('1–20 sur 1\u202f234, 1\u202f050 non lues');
    expect(screen.getByRole('navigation', { name: 'Pages de notifications' })).toBeInTheDocument();
  });

  it('one notification in all, none unread: French singulars', async () => {
    stubFetch(listOf([frenchNote(1, true)]));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1 notification, 0 non lue');
  });
});
