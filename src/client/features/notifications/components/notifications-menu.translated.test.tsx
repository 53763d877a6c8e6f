import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../../../shared/contracts/notifications.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { NotificationsMenu } from './notifications-menu.tsx';

// jsdom has no ResizeObserver; Headless UI watches its buttons with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Written by the server in the reader's language when it happened.
const INVESTED: NotificationItem = {
  id: 'n1',
  title: 'Nouvel investissement reçu',
  message: 'Emma a investi 25 000,00 ₹.',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
};

beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);
  signInAs('backer');
  await activateLanguage('fr');
});
afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('NotificationsMenu in French', { timeout: 20_000 }, () => {
  it('names the bell and its unread count in French, with French digit grouping, and lists the notifications as written', async () => {
    const user = userEvent.setup();
    stubFetch(jsonResponse(200, { items: [INVESTED], unread: 1_250, page: 1, page_size: 5, total: 1_300 }));
    renderRoutes([{ path: '/backer_dashboard', element: <NotificationsMenu role="backer" /> }], '/backer_dashboard');
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
