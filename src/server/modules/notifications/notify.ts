import type { Db } from '../../db/client.ts';
import { notificationsRepository } from './notifications.repository.ts';

export interface NotificationInput {
  title: string;
  message: string;
  /** When the event happened: the caller's Clock. The database's own time when left out. */
  createdAt?: Date;
}

/**
 * Writes one unread notification for a user. Other modules call it with their own transaction
 * (`tx`), so the notification exists exactly when the event that caused it does.
 */
export async function notify(db: Db, userId: string, input: NotificationInput): Promise<{ id: string }> {
  const row = await notificationsRepository.insert(db, {
    userId,
    title: input.title,
    message: input.message,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return { id: row.id };
}
