import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';

/** SQL for two-factor sign-in: the user's TOTP columns and recovery codes; `db` may be a transaction. */
export const twoFactorRepository = {
  /** Keeps a new secret awaiting confirmation (setup); an enrolled user's is left alone. */
  async setPendingSecret(db: Db, userId: string, sealedSecret: string): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ totpSecret: sealedSecret, totpLastStep: null })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /**
   * Takes a code's time step as used: false when that step (or a later one) was already used, so
   * the same code never works twice, even for two requests at once.
   */
  async useStep(db: Db, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Turns two-factor sign-in on with these recovery codes (hashes), replacing any earlier ones. */
  async enable(db: Db, userId: string, at: Date, codeHashes: string[]): Promise<void> {
    await db.update(users).set({ totpEnabledAt: at }).where(eq(users.id, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  },

  async disable(db: Db, userId: string): Promise<void> {
    await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },

  /** Uses one unused recovery code of the user; false when there is no such code (or it was used). */
  /** Uses the unused code stored as one of `codeHashes` (its digest under each key that may have made it). */
  async useRecoveryCode(db: Db, userId: string, codeHashes: string[], at: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(recoveryCodes.userId, userId), inArray(recoveryCodes.codeHash, codeHashes), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },

  async unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.left ?? 0;
  },
};
