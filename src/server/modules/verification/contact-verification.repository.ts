import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneVerificationCodes, users, type UserRow } from '../../db/schema/index.ts';

type PhoneCodeRow = typeof phoneVerificationCodes.$inferSelect;

/** SQL of contact verification; `db` may be a transaction. Each change is one conditional statement. */
export const contactVerificationRepository = {
  /** Marks the address verified while it is still `email`; the account as it is now, or undefined when the address changed. */
  async verifyEmail(db: Db, userId: string, email: string, at: Date): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .returning();
    return row;
  },

  /** The new code of a user, replacing one sent before (its guesses start again). */
  async savePhoneCode(db: Db, code: Omit<PhoneCodeRow, 'attempts'>): Promise<void> {
    await db
      .insert(phoneVerificationCodes)
      .values({ ...code, attempts: 0 })
      .onConflictDoUpdate({
        target: phoneVerificationCodes.userId,
        set: { phoneNumber: code.phoneNumber, codeHash: code.codeHash, expiresAt: code.expiresAt, attempts: 0 },
      });
  },

  /**
   * Counts one guess at the user's code, atomically, and answers the code; undefined when there is
   * none, it has expired, or its guesses are spent. Parallel guesses each take one of the allowance.
   */
  async takePhoneGuess(db: Db, userId: string, now: Date, maxAttempts: number): Promise<PhoneCodeRow | undefined> {
    const [row] = await db
      .update(phoneVerificationCodes)
      .set({ attempts: sql`${phoneVerificationCodes.attempts} + 1` })
      .where(and(eq(phoneVerificationCodes.userId, userId), lt(phoneVerificationCodes.attempts, maxAttempts), gt(phoneVerificationCodes.expiresAt, now)))
      .returning();
    return row;
  },

  /** The number is verified while it is still the account's; the code is used up either way. */
  async verifyPhone(db: Db, userId: string, phoneNumber: string, at: Date): Promise<UserRow | undefined> {
    await db.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
    const [row] = await db
      .update(users)
      .set({ phoneVerifiedAt: at })
      .where(and(eq(users.id, userId), eq(users.phoneNumber, phoneNumber)))
      .returning();
    return row;
  },
};
