import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  type NotificationListResponse,
} from '../../../../shared/contracts/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { notificationKeys } from './get-notifications.ts';

/** POST /api/notifications/read-all: every notification of the caller read; answers the unread count (0). */
export function markAllNotificationsRead() {
  return apiRequest('/notifications/read-all', { method: 'POST', schema: notificationsReadAllResponseSchema });
}

/** POST /api/notifications/:id/read: the notification as it is now, and how many are still unread. */
export function markNotificationRead(id: string) {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: notificationReadResponseSchema });
}

type Snapshot = [QueryKey, NotificationListResponse | undefined][];

/**
 * Changes every cached page of the user's notifications at once (the bell and the page show the
 * same ones), after stopping their requests in flight so an older answer cannot undo the change.
 * Returns what was there, to put back if the server says no.
 */
async function updateLists(client: QueryClient, key: QueryKey, update: (list: NotificationListResponse) => NotificationListResponse) {
  await client.cancelQueries({ queryKey: key });
  const snapshot: Snapshot = client.getQueriesData<NotificationListResponse>({ queryKey: key });
  client.setQueriesData<NotificationListResponse>({ queryKey: key }, (list) => (list ? update(list) : list));
  return snapshot;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}

/** "Mark all as read": the badge and every listed notification change at once; the server's lists follow. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  const key = notificationKeys.all(useSession());
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => updateLists(client, key, (list) => ({ ...list, unread: 0, items: list.items.map((item) => ({ ...item, read: true })) })),
    onError: (_error, _variables, snapshot) => restore(client, snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Marks one notification read at once in every cached list; the server's unread count then replaces the guess. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  const key = notificationKeys.all(useSession());
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id: string) => {
      // The unread count is every list's, while the notification may be on one cached page only.
      const wasUnread = client
        .getQueriesData<NotificationListResponse>({ queryKey: key })
        .some(([, list]) => list?.items.some((item) => item.id === id && !item.read));
      return updateLists(client, key, (list) => ({
        ...list,
        unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
        items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
      }));
    },
    onSuccess: ({ unread }) => client.setQueriesData<NotificationListResponse>({ queryKey: key }, (list) => (list ? { ...list, unread } : list)),
    onError: (_error, _id, snapshot) => restore(client, snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
