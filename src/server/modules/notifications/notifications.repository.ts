import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { notifications, type NewNotificationRow, type NotificationRow } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

/**
 * SQL for notifications. Every function takes the database or a transaction (`db`), so an event
 * and its notification are written together; rows never leave the services that call it.
 */
export const notificationsRepository = {
  async insert(db: Db, row: NewNotificationRow): Promise<NotificationRow> {
    const [created] = await db.insert(notifications).values(row).returning();
    return created!;
  },

  /** Many notifications in one statement of a few array parameters; a time left out is the transaction's, as the column's default. */
  async insertMany(db: Db, rows: Pick<NewNotificationRow, 'userId' | 'title' | 'message' | 'createdAt'>[]): Promise<void> {
    await db.execute(sql`
      insert into notifications (user_id, title, message, created_at)
      select n.user_id, n.title, n.message, coalesce(n.created_at, now())
      from unnest(
        ${pgArray(rows.map((row) => row.userId))}::uuid[], ${pgArray(rows.map((row) => row.title))}::text[],
        ${pgArray(rows.map((row) => row.message))}::text[], ${pgArray(rows.map((row) => row.createdAt ?? null))}::timestamptz[]
      ) as n(user_id, title, message, created_at)`);
  },

  async findById(db: Db, id: string): Promise<NotificationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    return row;
  },

  /** One page of a user's notifications, newest first, and how many there are in all. */
  async listNewest(db: Db, userId: string, limit: number, offset: number): Promise<{ rows: NotificationRow[]; total: number }> {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return { rows, total: count?.n ?? 0 };
  },

  async countUnread(db: Db, userId: string): Promise<number> {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return count?.n ?? 0;
  },

  /** Marks one notification read unless it already is (the first reading time stays). */
  async markRead(db: Db, id: string, readAt: Date): Promise<void> {
    await db
      .update(notifications)
      .set({ readAt })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  },

  /** Marks every unread notification of the user read; those read before keep their time. */
  async markAllRead(db: Db, userId: string, readAt: Date): Promise<void> {
    await db
      .update(notifications)
      .set({ readAt })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  },
};
