import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListResponseSchema, type NotificationListResponse } from '../../../../shared/contracts/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** One page of the signed-in person's notifications. */
export interface NotificationsParams {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** The bell's dropdown shows the latest few; the page lists them all. */
export const MENU_PAGE = { page: 1, pageSize: 5 } as const satisfies NotificationsParams;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The keys of GET /api/notifications: the mutations update and refresh every page through `all`. */
export const notificationKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'notifications'] as const,
  page: (session: Pick<Session, 'userId'> | null, page: number, pageSize: number) => [...notificationKeys.all(session), page, pageSize] as const,
};

/** GET /api/notifications: newest first, with how many of all of them are unread. */
export function getNotifications({ page, pageSize }: NotificationsParams, signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiRequest('/notifications', { query: { page, page_size: pageSize }, schema: notificationListResponseSchema, signal });
}

export function notificationsQueryOptions(session: Session | null, params: NotificationsParams) {
  return queryOptions({
    queryKey: notificationKeys.page(session, params.page, params.pageSize),
    queryFn: ({ signal }) => getNotifications(params, signal),
    // New notifications come from events elsewhere: a returning tab or a reopened page asks again,
    // and an open dashboard looks every minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
    // Another page keeps the current one on screen (marked busy) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(params: NotificationsParams) {
  return useQuery(notificationsQueryOptions(useSession(), params));
}
