import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { getNotifications, notificationsQueryOptions } from './get-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.ts';

const backer = (userId: string): Session => ({
  token: 'token',
  userId,
  role: 'backer',
  user: { email: 'backer@sharestead.test', name: 'Backer', avatar: null },
  expiresAt: 4_102_444_800,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications API', () => {
  it("is keyed by the user, so one person's notifications are never shown to the next user of the tab", () => {
    expect(notificationsQueryOptions(backer('u1'), { page: 2, pageSize: 20 }).queryKey).toEqual(['user', 'u1', 'notifications', 2, 20]);
    expect(notificationsQueryOptions(backer('u2'), { page: 1, pageSize: 5 }).queryKey).toEqual(['user', 'u2', 'notifications', 1, 5]);
  });

  it('asks for the page and its size, and checks the answer against the contract', async () => {
    const page = { items: [], unread: 0, page: 3, page_size: 10, total: 0 };
    const calls = stubFetch(jsonResponse(200, page), jsonResponse(200, { items: 'none' }));
    await expect(getNotifications({ page: 3, pageSize: 10 })).resolves.toEqual(page);
    expect(calls[0]!.url).toBe('/api/notifications?page=3&page_size=10');
    await expect(getNotifications({ page: 1, pageSize: 20 })).rejects.toThrow();
  });

  it('marks all, or one (its id escaped in the path), as read', async () => {
    const notification = { id: 'a/b', title: 'T', message: 'M', created_at: '2026-11-23T09:00:00.000Z', read: true };
    const calls = stubFetch(jsonResponse(200, { unread: 0 }), jsonResponse(200, { notification, unread: 4 }));
    await expect(markAllNotificationsRead()).resolves.toEqual({ unread: 0 });
    await expect(markNotificationRead('a/b')).resolves.toEqual({ notification, unread: 4 });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/notifications/read-all', 'POST /api/notifications/a%2Fb/read']);
  });
});
