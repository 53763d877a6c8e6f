import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type SessionRow } from '../../db/schema/index.ts';

/** What `authenticate` needs to know about a token's session and its user. */
export interface SessionStanding {
  role: (typeof users.$inferSelect)['role'];
  tokensValidAfter: Date | null;
  expiresAt: Date;
  endedAt: Date | null;
}

/** SQL for sessions: one row per sign-in, its id the token's `jti`. */
export const sessionsRepository = {
  /**
   * A new session for the user; in the same statement, the user's sessions that have expired by
   * then are deleted (their tokens are refused by their own expiry), so the table holds about one
   * row per live sign-in. One round trip, where a delete and an insert took two.
   */
  async start(db: Db, row: { userId: string; createdAt: Date; expiresAt: Date }): Promise<SessionRow> {
    const expired = db
      .$with('expired')
      .as(
        db
          .delete(sessions)
          .where(and(eq(sessions.userId, row.userId), lte(sessions.expiresAt, row.createdAt)))
          .returning({ id: sessions.id }),
      );
    const [created] = await db.with(expired).insert(sessions).values(row).returning();
    return created!;
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

  /** Ends every open session of the user but one (a password change keeps the one that made it). */
  async endAllBut(db: Db, userId: string, keptSessionId: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.endedAt)));
  },
};
