import type { Notification } from '../../../../shared/contracts/dashboard.ts';

/** The bell's badge number: notifications whose read flag is false (decisions.md #10). */
export function countUnread(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/** "Mark all as read": new objects, the input is left untouched. */
export function markAllRead(notifications: readonly Notification[]): Notification[] {
  return notifications.map((notification) => ({ ...notification, read: true }));
}
