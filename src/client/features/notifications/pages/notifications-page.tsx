import { BellIcon, CheckIcon } from '@heroicons/react/20/solid';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { NotificationItem } from '../../../../shared/contracts/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNumber, t } from '../../../lib/i18n.ts';
import { getPageCount, getPageWindow } from '../../../lib/pagination.ts';
import { useNow } from '../../../lib/use-now.ts';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read.ts';
import { NotificationTime } from '../components/notification-time.tsx';

/** `?page=3` → 3; anything else is the first page. */
function readPage(params: URLSearchParams): number {
  const text = params.get('page');
  const page = Number(text);
  return text !== null && /^\d+$/.test(text) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Every notification of the signed-in person (interfaces.md: `/{role}_dashboard/notifications`),
 * newest first, paged with the page in the URL; unread ones stand out and can be marked read one
 * by one or all together.
 */
export function NotificationsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = readPage(params);
  const notifications = useNotifications({ page, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const markAllRead = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const now = useNow();
  const listSection = useRef<HTMLElement>(null);

  const goToPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next <= 1) search.delete('page');
    else search.set('page', String(next));
    const text = search.toString();
    void navigate({ search: text ? `?${text}` : '' });
    listSection.current?.scrollIntoView?.({ block: 'start' });
  };

  const data = notifications.data;
  const pageCount = data ? getPageCount(data.total, NOTIFICATIONS_PAGE_SIZE) : 1;
  const updating = notifications.isPlaceholderData;

  let count = '';
  if (notifications.isPending || updating) count = t('Loading notifications…');
  else if (data && data.items.length > 0) {
    const shown = getPageWindow(page, NOTIFICATIONS_PAGE_SIZE, data.total);
    count =
      data.total <= NOTIFICATIONS_PAGE_SIZE
        ? t('{total, plural, one {# notification} other {# notifications}}, {unread, plural, other {# unread}}', { total: data.total, unread: data.unread })
        : t('{from}–{to} of {total}, {unread, plural, other {# unread}}', {
            from: formatNumber(shown.from),
            to: formatNumber(shown.to),
            total: formatNumber(data.total),
            unread: data.unread,
          });
  }

  let body: ReactNode;
  if (notifications.isPending) {
    body = <ListSkeleton />;
  } else if (notifications.isError) {
    body = <ListLoadError title={t('The notifications could not be loaded.')} error={notifications.error} onRetry={() => void notifications.refetch()} />;
  } else if (notifications.data.items.length === 0 && notifications.data.total > 0) {
    body = (
      <ListEmptyState icon={BellIcon} text={t('There are no notifications on this page.')}>
        <Button type="button" onClick={() => goToPage(1)} className="mt-5">
          {t('Go to the first page')}
        </Button>
      </ListEmptyState>
    );
  } else if (notifications.data.items.length === 0) {
    body = <ListEmptyState icon={BellIcon} text={t('No notifications')} />;
  } else {
    body = (
      <ul
        aria-labelledby="notifications-list-title"
        aria-busy={updating}
        className={`divide-y divide-slate-100 ${updating ? 'opacity-60 transition-opacity' : ''}`}
      >
        {notifications.data.items.map((item) => (
          <li key={item.id}>
            <NotificationRow item={item} now={now} onMarkRead={() => markRead.mutate(item.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader
        title={t('Notifications')}
        description={t('Updates about your account, investments and deals, newest first.')}
        actions={
          // Never disabled: when it is the focused control, a disabled button would drop focus to the page.
          <Button type="button" variant="secondary" onClick={() => markAllRead.mutate()}>
            <CheckIcon className="size-4" aria-hidden="true" />
            {t('Mark all as read')}
          </Button>
        }
      />
      {markAllRead.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('The notifications could not be marked as read. Please try again.')}
        </p>
      )}
      {markRead.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('The notification could not be marked as read. Please try again.')}
        </p>
      )}
      <ListCard
        ref={listSection}
        titleId="notifications-list-title"
        title={t('All notifications')}
        count={count}
        countTestId="notification-count"
        pages={data && !notifications.isError ? { page, pageCount, onPageChange: goToPage, label: t('Notification pages') } : undefined}
      >
        {body}
      </ListCard>
    </div>
  );
}

function NotificationRow({ item, now, onMarkRead }: { item: NotificationItem; now: number; onMarkRead: () => void }) {
  const titleId = `notification-${item.id}`;
  const markRead = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes once the notification is read: focus stays on its row, not the page's start.
    event.currentTarget.closest('article')?.focus();
    onMarkRead();
  };
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="notification-row"
      data-read={item.read}
      className={`flex gap-3 px-4 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-5 ${item.read ? '' : 'bg-brand-50/60'}`}
    >
      <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${item.read ? 'bg-slate-300' : 'bg-brand-600'}`} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={titleId} className={`text-sm wrap-break-word text-slate-900 ${item.read ? 'font-medium' : 'font-semibold'}`}>
            {!item.read && (
              <>
                <span className="sr-only">{t('Unread:')}</span>{' '}
              </>
            )}
            {/* Written by the server in the reader's language, with names and titles in it: shown as it is. */}
            <span translate="no">{item.title}</span>
          </h3>
          <NotificationTime iso={item.created_at} now={now} className="text-xs text-slate-600" />
        </div>
        <p className="mt-1 text-sm wrap-break-word text-slate-700" translate="no">
          {item.message}
        </p>
        <div className="mt-2 flex min-h-8 flex-wrap items-center gap-3">
          {item.read ? (
            <span className="text-xs text-slate-600">{t('Read')}</span>
          ) : (
            <>
              <span
                className="inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/25 ring-inset"
                aria-hidden="true"
              >
                {t('New')}
              </span>
              <button
                type="button"
                onClick={markRead}
                // Named after its notification, as every row has one; the name starts with what it shows.
                aria-label={t('Mark as read: {title}', { title: item.title })}
                className="min-h-11 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:underline sm:min-h-8"
              >
                {t('Mark as read')}
              </button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true" data-testid="notifications-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="flex gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="mt-1.5 size-2.5 rounded-full" />
          <div className="flex-1 space-y-2">
            <div className="flex justify-between gap-3">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
