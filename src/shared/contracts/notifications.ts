import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';

/*
 * A person's notifications (interfaces.md: Notification; platform.md §2). Domain data only: the
 * time is an ISO instant, and "5 minutes ago", icons and colours are the client's business.
 */

export const NOTIFICATION_PAGE_SIZE = { default: 20, max: 100 } as const;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  /** ISO 8601 instant, e.g. 2026-05-04T09:30:00.000Z. */
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

const count = z.number().check(z.int(), z.nonnegative());

/** GET /api/notifications: `page` from 1, `page_size` 1-100 (default 20). */
export const notificationListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: msg('Page must be a number.') })
      .check(
        z.int({ error: msg('Page must be a whole number.') }),
        z.gte(1, { error: msg('Page must be at least 1.') }),
        z.lte(100_000, { error: msg('Page must be at most 100,000.') }),
      ),
    1,
  ),
  page_size: z._default(
    z.coerce
      .number({ error: msg('Page size must be a number.') })
      .check(
        z.int({ error: msg('Page size must be a whole number.') }),
        z.gte(1, { error: msg('Page size must be at least 1.') }),
        z.lte(NOTIFICATION_PAGE_SIZE.max, { error: msg('Page size must be at most 100.') }),
      ),
    NOTIFICATION_PAGE_SIZE.default,
  ),
});
export type NotificationListParams = z.output<typeof notificationListQuerySchema>;

/** One page of the caller's notifications, newest first; `unread` counts all of them, not only this page. */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread: count,
  page: count,
  page_size: count,
  total: count,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** POST /api/notifications/:id/read */
export const notificationParamsSchema = z.object({ id: idSchema });

/** The notification as it is now (read), and how many of the caller's notifications are still unread. */
export const notificationReadResponseSchema = z.object({ notification: notificationSchema, unread: count });
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

/** POST /api/notifications/read-all */
export const notificationsReadAllResponseSchema = z.object({ unread: count });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;
