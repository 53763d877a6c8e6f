import { BellIcon } from '@heroicons/react/24/outline';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { NotificationItem } from '../../../../shared/contracts/notifications.ts';
import type { Role } from '../../../../shared/roles.ts';
import { paths } from '../../../config/paths.ts';
import { formatNumber, t } from '../../../lib/i18n.ts';
import { useNow } from '../../../lib/use-now.ts';
import { MENU_PAGE, useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read.ts';
import { NotificationTime } from './notification-time.tsx';

/**
 * The top bar's bell (spec §2): the unread count from the API as its badge, and a dropdown with
 * the latest notifications. Headless UI's Popover closes it on outside click and Escape and
 * returns focus to the bell.
 */
export function NotificationsMenu({ role }: { role: Role }) {
  const notifications = useNotifications(MENU_PAGE);
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const now = useNow();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const countId = useId();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);

  const open = (item: NotificationItem) => {
    markRead.mutate(item.id);
    // The item stops being a button; focus stays in the panel so Escape still closes it.
    list.current?.focus();
  };

  let body;
  if (notifications.isPending) {
    body = <p className="px-4 py-6 text-center text-sm text-slate-600">{t('Loading notifications…')}</p>;
  } else if (notifications.isError) {
    body = (
      <p role="alert" className="px-4 py-6 text-center text-sm text-red-800">
        {t('The notifications could not be loaded.')}
      </p>
    );
  } else if (items.length === 0) {
    body = <p className="px-4 py-6 text-center text-sm text-slate-600">{t('No notifications')}</p>;
  } else {
    body = (
      <ul ref={list} tabIndex={-1} className="max-h-80 divide-y divide-slate-100 overflow-y-auto focus:outline-none" aria-label={t('Notification list')}>
        {items.map((item) => {
          const content = (
            <>
              <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600'}`} />
              <span className="block min-w-0">
                <span className="block text-sm font-medium text-slate-900 wrap-break-word">
                  {!item.read && (
                    <>
                      <span className="sr-only">{t('Unread:')}</span>{' '}
                    </>
                  )}
                  {/* Written by the server in the reader's language, with names and titles in it: shown as it is. */}
                  <span translate="no">{item.title}</span>
                </span>
                <span className="mt-0.5 block text-sm text-slate-600 wrap-break-word" translate="no">
                  {item.message}
                </span>
                <NotificationTime iso={item.created_at} now={now} className="mt-1 block text-xs text-slate-600" />
              </span>
            </>
          );
          return (
            <li key={item.id} data-read={item.read}>
              {item.read ? (
                <div className="flex gap-3 px-4 py-3">{content}</div>
              ) : (
                <button
                  type="button"
                  onClick={() => open(item)}
                  aria-describedby={`${titleId}-hint`}
                  className="flex w-full gap-3 bg-brand-50/60 px-4 py-3 text-left hover:bg-brand-50"
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('Notifications')}
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
            {unread > 99 ? '99+' : formatNumber(unread)}
          </span>
        )}
      </PopoverButton>
      {unread > 0 && (
        <span id={countId} className="sr-only">
          {t('{count, plural, other {# unread}}', { count: unread })}
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
            {t('Notifications')}
          </h2>
          <span id={`${titleId}-hint`} className="sr-only">
            {t('Marks it as read')}
          </span>
          <button
            type="button"
            // Never disabled: a disabled button would drop focus out of the panel, and Escape with it.
            onClick={() => markAllRead.mutate()}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {t('Mark all as read')}
          </button>
        </div>
        {body}
        <div className="border-t border-slate-200 p-2">
          <CloseButton
            as={Link}
            to={paths.dashboard(role, 'notifications')}
            className="block w-full rounded-md px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('View all notifications')}
          </CloseButton>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
