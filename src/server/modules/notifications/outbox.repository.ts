import { and, asc, count, desc, eq, inArray, lte, not, or, sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { outbox, users, type NewOutboxRow, type OutboxRow, type UserRow } from '../../db/schema/index.ts';
import { isUuid } from '../../../shared/uuid.ts';

export type OutboxChannel = OutboxRow['channel'];
export type OutboxStatus = OutboxRow['status'];

/** What the outbox needs to know of a recipient: where to write and whether they asked for it. */
export type OutboxRecipient = Pick<UserRow, 'id' | 'role' | 'email' | 'phoneNumber' | 'settings' | 'emailVerifiedAt' | 'phoneVerifiedAt'>;

export interface OutboxListFilter {
  status: OutboxStatus | undefined;
  channel: OutboxChannel | undefined;
}

/** What a new message is written with; the rest (status, attempts) starts as the columns' defaults. */
type NewMessage = Pick<NewOutboxRow, 'userId' | 'channel' | 'recipient' | 'subject' | 'body' | 'kind' | 'createdAt' | 'nextAttemptAt'>;

const NOT_VERIFIED = 'Not sent: the address or phone number is not verified.';

/**
 * A message that may go: a verification message, or a copy to an address or number its recipient
 * has verified and still has.
 */
const deliverable = or(
  eq(outbox.kind, 'verification'),
  sql`exists (select 1 from ${users} where ${users.id} = ${outbox.userId} and case when ${outbox.channel} = 'email'
    then ${users.emailVerifiedAt} is not null and ${users.email} = ${outbox.recipient}
    else ${users.phoneVerifiedAt} is not null and ${users.phoneNumber} = ${outbox.recipient} end)`,
)!;

/**
 * SQL for the outbox. Writes take the caller's transaction (`db`), so a message exists exactly
 * when its notification does; the sender's claim and outcomes are conditional updates, so two
 * workers never send one row twice.
 */
export const outboxRepository = {
  /** The recipients of a batch of notifications, in one query. */
  async recipients(db: Db, userIds: string[]): Promise<OutboxRecipient[]> {
    return (
      db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          phoneNumber: users.phoneNumber,
          settings: users.settings,
          emailVerifiedAt: users.emailVerifiedAt,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(users)
        // One array parameter: a distribution's batch tells a thousand holders.
        .where(sql`${users.id} = any(${pgArray(userIds)}::uuid[])`)
    );
  },

  /** Many messages in one statement of a few array parameters; a time left out is the transaction's, as the columns' default. */
  async insertMany(db: Db, rows: NewMessage[]): Promise<void> {
    const column = (read: (row: NewMessage) => string | Date | null | undefined) => pgArray(rows.map((row) => read(row) ?? null));
    await db.execute(sql`
      insert into outbox (user_id, channel, recipient, subject, body, kind, created_at, next_attempt_at)
      select m.user_id, m.channel, m.recipient, m.subject, m.body, coalesce(m.kind, 'notification'), coalesce(m.created_at, now()), coalesce(m.next_attempt_at, now())
      from unnest(
        ${column((row) => row.userId)}::uuid[], ${column((row) => row.channel)}::outbox_channel[], ${column((row) => row.recipient)}::text[],
        ${column((row) => row.subject)}::text[], ${column((row) => row.body)}::text[], ${column((row) => row.kind)}::outbox_kind[],
        ${column((row) => row.createdAt)}::timestamptz[], ${column((row) => row.nextAttemptAt)}::timestamptz[]
      ) as m(user_id, channel, recipient, subject, body, kind, created_at, next_attempt_at)`);
  },

  /**
   * Gives up the due notification copies whose destination is not, or no longer, a verified
   * address or number of their recipient (written before verification began, or the number
   * changed since): failed, with the reason, for the admin to see.
   */
  async withholdUnverified(db: Db, channels: OutboxChannel[], now: Date): Promise<void> {
    if (channels.length === 0) return;
    await db
      .update(outbox)
      .set({ status: 'failed', lastError: NOT_VERIFIED })
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), inArray(outbox.channel, channels), not(deliverable)));
  },

  /**
   * Takes up to `limit` pending rows due by `now` on the given channels, to verified destinations
   * (or verification messages): each gets one more attempt and is hidden until `leaseUntil` (a
   * worker that dies mid-send leaves it to be taken again then). Rows another worker is taking are
   * skipped, not waited for.
   */
  async claimDue(db: Db, channels: OutboxChannel[], now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    if (channels.length === 0) return [];
    const due = and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now), inArray(outbox.channel, channels), deliverable);
    const ids = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(asc(outbox.nextAttemptAt)).limit(limit).for('update', { skipLocked: true });
    return (
      db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
        // array(…) runs the sub-select once; as `in (…)` it may run again per row and claim past the limit.
        .where(and(sql`${outbox.id} = any(array(${ids}))`, due))
        .returning()
    );
  },

  /** Records the outcome of the claim that made `attempts`; a later claim's row is left alone. */
  async settle(
    db: Db,
    claimed: Pick<OutboxRow, 'id' | 'attempts'>,
    outcome: { status: 'sent'; sentAt: Date } | { status: 'pending'; nextAttemptAt: Date; lastError: string } | { status: 'failed'; lastError: string },
  ): Promise<void> {
    await db
      .update(outbox)
      .set(outcome)
      .where(and(eq(outbox.id, claimed.id), eq(outbox.status, 'pending'), eq(outbox.attempts, claimed.attempts)));
  },

  /** A failed row pending again with fresh attempts; undefined when it is not failed (or not there). */
  async retryFailed(db: Db, id: string, now: Date): Promise<OutboxRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning();
    return row;
  },

  async findById(db: Db, id: string): Promise<OutboxRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
    return row;
  },

  /** One page of messages, newest first, and how many match. */
  async list(db: Db, filter: OutboxListFilter, limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
    const where = and(filter.status ? eq(outbox.status, filter.status) : undefined, filter.channel ? eq(outbox.channel, filter.channel) : undefined);
    const [rows, [counted]] = await Promise.all([
      db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(outbox).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
};
