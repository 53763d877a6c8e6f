import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationListSchema, type Notification } from '../../../../shared/contracts/dashboard.ts';
import { SAMPLE_NOTIFICATIONS } from '../data/notifications.ts';
import { delay } from '../lib/delay.ts';
import { markAllRead } from '../lib/notifications.ts';
import { dashboardKeys } from './query-keys.ts';
import { SAMPLE_STALE_TIME, type RequestOptions } from './request-options.ts';

/** The top bar's notifications. */
export async function getNotifications(options: RequestOptions = {}): Promise<Notification[]> {
  await delay(options.delayMs ?? 0, options.signal);
  return notificationListSchema.parse(SAMPLE_NOTIFICATIONS);
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.notifications(),
    queryFn: ({ signal }) => getNotifications({ signal }),
    staleTime: SAMPLE_STALE_TIME,
  });
}

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/**
 * "Mark all as read" (spec §2): updates the cached list so the badge and the dropdown change
 * together. Nothing is sent anywhere; with an API this becomes a mutation.
 */
export function useMarkAllNotificationsRead(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(notificationsQueryOptions().queryKey, (current) =>
      current ? markAllRead(current) : current,
    );
  }, [queryClient]);
}
