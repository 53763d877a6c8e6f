import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem, NotificationListResponse } from '../../../../shared/contracts/notifications.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { NotificationsPage } from './notifications-page.tsx';

const PATH = '/backer_dashboard/notifications';
// Written by the server in the reader's language when it happened.
const note = (n: number, read: boolean): NotificationItem => ({
  id: `n${n}`,
  title: `Nouvel investissement ${n}`,
  message: `Emma a investi 25 000,00 ₹ dans Lakeside ${n}.`,
  created_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  read,
});

function listOf(items: NotificationItem[], extra: Partial<NotificationListResponse> = {}): Response {
  return jsonResponse(200, { items, unread: items.filter((item) => !item.read).length, page: 1, page_size: 20, total: items.length, ...extra });
}

const rows = () => screen.getAllByTestId('notification-row');

beforeEach(async () => {
  signInAs('backer');
  Element.prototype.scrollIntoView = vi.fn();
  await activateLanguage('fr');
});
afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('NotificationsPage in French', () => {
  it('shows the page in French and the notifications as the server wrote them', async () => {
    stubFetch(listOf([note(1, false), note(2, true)]));
    renderRoutes([{ path: PATH, element: <NotificationsPage /> }], PATH);
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
    stubFetch(listOf([note(1, false), note(2, false), note(3, true)], { total: 1_234, unread: 1_050 }));
    renderRoutes([{ path: PATH, element: <NotificationsPage /> }], PATH);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('notification-count').textContent).toBe('1–20 sur 1\u202f234, 1\u202f050 non lues');
    expect(screen.getByRole('navigation', { name: 'Pages de notifications' })).toBeInTheDocument();
  });

  it('one notification in all, none unread: French singulars', async () => {
    stubFetch(listOf([note(1, true)]));
    renderRoutes([{ path: PATH, element: <NotificationsPage /> }], PATH);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1 notification, 0 non lue');
  });
});
