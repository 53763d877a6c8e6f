import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
/** A notification's copy goes only to a verified destination; a verification message is what verifies one. */
export const outboxKind = pgEnum('outbox_kind', ['notification', 'verification']);

/**
 * Messages to send by e-mail or SMS (platform.md §4), written in the transaction of the
 * notification they repeat and sent by the outbox job. A row is pending until it is sent, or
 * failed once its attempts run out. `recipient` is the address or phone at the time of the event.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: outboxKind('kind').notNull().default('notification'),
    status: outboxStatus('status').notNull().default('pending'),
    /** Sending attempts so far; a claim counts as one (a worker that dies mid-send used it up). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, in the transport's words (never the message or the address). */
    lastError: text('last_error'),
    /** A pending row is sent at or after this time; a claim moves it forward by the claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('outbox_attempts', sql`${table.attempts} >= 0`),
    // The job's claim: pending rows by due time.
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The admin's page, newest first.
    index('outbox_created').on(table.createdAt, table.id),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
