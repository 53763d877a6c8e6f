import { BellIcon } from '@heroicons/react/24/outline';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { useMarkAllNotificationsRead, useNotifications } from '../../../features/dashboard/api/index.ts';
import { countUnread } from '../../../features/dashboard/lib/notifications.ts';

/**
 * The top bar's bell (spec §2): unread badge and a dropdown with the sample notifications.
 * Headless UI's Popover closes it on outside click and Escape and returns focus to the bell.
 */
export function NotificationsMenu() {
  const { data: notifications = [] } = useNotifications();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = countUnread(notifications);
  const countId = useId();
  const titleId = useId();

  return (
    <Popover className="relative">
      <PopoverButton
        aria-label="Notifications"
        aria-describedby={unread > 0 ? countId : undefined}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100"
      >
        <BellIcon className="size-6" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notifications-badge"
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-5 font-semibold text-white tabular-nums"
          >
            {unread}
          </span>
        )}
      </PopoverButton>
      {unread > 0 && (
        <span id={countId} className="sr-only">
          {unread} unread
        </span>
      )}
      <PopoverPanel
        aria-labelledby={titleId}
        // Not anchored (portalled): rendered in place, the panel stays inside the banner landmark
        // and needs no focus sentinels. Full width under the top bar on phones.
        className="fixed inset-x-2 top-[4.25rem] z-50 rounded-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 border border-slate-200 bg-white shadow-lg focus:outline-none"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-sm font-semibold text-slate-900">
            Notifications
          </h2>
          <button
            type="button"
            // Never disabled: a disabled button would drop focus out of the panel, and Escape with it.
            onClick={markAllRead}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            Mark all as read
          </button>
        </div>
        {notifications.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">No notifications</p>
        ) : (
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label="Notification list">
            {notifications.map((notification) => (
              <li
                key={notification.id}
                data-read={notification.read}
                className={`flex gap-3 px-4 py-3 ${notification.read ? '' : 'bg-brand-50/60'}`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-brand-600'}`}
                />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {!notification.read && <span className="sr-only">Unread: </span>}
                    {notification.title}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">{notification.message}</p>
                  <p className="mt-1 text-xs text-slate-600">{notification.time}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-slate-200 p-2">
          {/* Every notification is already listed above; there is no separate page yet. */}
          <CloseButton className="w-full rounded-md px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50">
            View all notifications
          </CloseButton>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
