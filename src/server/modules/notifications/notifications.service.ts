import { msg } from '../../../shared/i18n/msg.ts';
import type {
  NotificationItem,
  NotificationListParams,
  NotificationListResponse,
  NotificationReadResponse,
  NotificationsReadAllResponse,
} from '../../../shared/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { canReadNotification, type Actor } from '../../policies.ts';
import { notificationsRepository } from './notifications.repository.ts';

export const NOTIFICATION_NOT_FOUND = msg('There is no such notification.');

/** The caller's own notifications: the list, and marking one or all of them read. */
export class NotificationsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** One page, newest first, with the count of every unread notification of the caller. */
  async list(actor: Actor, { page, page_size: pageSize }: NotificationListParams): Promise<NotificationListResponse> {
    const { rows, total } = await notificationsRepository.listNewest(this.#db, actor.sub, pageSize, (page - 1) * pageSize);
    const unread = await notificationsRepository.countUnread(this.#db, actor.sub);
    return { items: rows.map(toNotificationItem), unread, page, page_size: pageSize, total };
  }

  /**
   * Marks one of the caller's notifications read; doing it again changes nothing and answers the
   * same. Someone else's notification, or none at that id, is a 404 either way.
   */
  async markRead(actor: Actor, id: string): Promise<NotificationReadResponse> {
    return this.#db.transaction(async (tx) => {
      const row = await notificationsRepository.findById(tx, id);
      if (!row || !canReadNotification(actor, row)) throw new DomainError('not_found', NOTIFICATION_NOT_FOUND);
      const readAt = row.readAt ?? this.#clock.now();
      if (!row.readAt) await notificationsRepository.markRead(tx, row.id, readAt);
      const unread = await notificationsRepository.countUnread(tx, actor.sub);
      return { notification: toNotificationItem({ ...row, readAt }), unread };
    });
  }

  async markAllRead(actor: Actor): Promise<NotificationsReadAllResponse> {
    return this.#db.transaction(async (tx) => {
      await notificationsRepository.markAllRead(tx, actor.sub, this.#clock.now());
      return { unread: await notificationsRepository.countUnread(tx, actor.sub) };
    });
  }
}

/** A row as the API shows it: domain data, snake_case, an ISO time, read or not. */
function toNotificationItem(row: NotificationRow): NotificationItem {
  return { id: row.id, title: row.title, message: row.message, created_at: row.createdAt.toISOString(), read: row.readAt !== null };
}
