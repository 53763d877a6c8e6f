import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type SessionRow } from '../../db/schema/index.ts';

/** What `authenticate` needs to know about a token's session and its user. */
export interface SessionStanding {
  role: (typeof users.$inferSelect)['role'];
  tokensValidAfter: Date | null;
  createdAt: Date;
  passwordCheckedAt: Date | null;
  expiresAt: Date;
  endedAt: Date | null;
}

/** SQL for sessions: one row per sign-in, its id the token's `jti`. */
export const sessionsRepository = {
  /**
   * A new session for the user, made only while `passwordHash` (the one the sign-in verified) is
   * still the user's: a password changed while the sign-in was checking the old one leaves it
   * without a session (undefined). The user's row is read FOR SHARE, so a password change that
   * has not committed yet is waited for and then seen. In the same statement, the user's sessions
   * that have expired by then are deleted (their tokens are refused by their own expiry), so the
   * table holds about one row per live sign-in.
   */
  async start(db: Db, row: { userId: string; passwordHash: string; createdAt: Date; expiresAt: Date }): Promise<SessionRow | undefined> {
    const expired = db.$with('expired').as(
      db
        .delete(sessions)
        .where(and(eq(sessions.userId, row.userId), lte(sessions.expiresAt, row.createdAt)))
        .returning({ id: sessions.id }),
    );
    // Every column of sessions, in its order (drizzle's insert-select asks for them all).
    const current = db
      .select({
        id: sql<string>`gen_random_uuid()`.as('id'),
        userId: users.id,
        createdAt: sql<Date>`${row.createdAt.toISOString()}::timestamptz`.as('created_at'),
        expiresAt: sql<Date>`${row.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
        endedAt: sql<Date | null>`null::timestamptz`.as('ended_at'),
        passwordCheckedAt: sql<Date | null>`null::timestamptz`.as('password_checked_at'),
      })
      .from(users)
      .where(and(eq(users.id, row.userId), eq(users.passwordHash, row.passwordHash)))
      .for('share');
    const [created] = await db.with(expired).insert(sessions).select(current).returning();
    return created;
  },

  /**
   * The session and its user in one read by primary keys (sessions.id, then users.id); undefined
   * when either is gone or the session belongs to another user.
   */
  async standing(db: Db, sessionId: string, userId: string): Promise<SessionStanding | undefined> {
    const [row] = await db
      .select({
        role: users.role,
        tokensValidAfter: users.tokensValidAfter,
        createdAt: sessions.createdAt,
        passwordCheckedAt: sessions.passwordCheckedAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .limit(1);
    return row;
  },

  /** Ends one open session of the user; false when there was none. */
  async end(db: Db, sessionId: string, userId: string, at: Date): Promise<boolean> {
    const ended = await db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  },

  /**
   * Ends every open session of the user but one, the one that proved the password `at` (a password
   * change keeps the session that made it, past the tokens_valid_after it sets).
   */
  async endAllBut(db: Db, userId: string, keptSessionId: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.endedAt)));
    await db
      .update(sessions)
      .set({ passwordCheckedAt: at })
      .where(and(eq(sessions.id, keptSessionId), eq(sessions.userId, userId)));
  },
};
