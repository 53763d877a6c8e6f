import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import type { StoredProfile } from './me-view.ts';

/** The account columns a profile edit writes (see me-view.ts for where each field lives). */
export interface ProfileColumns {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** Backers only; left as it is when absent. */
  riskProfile?: UserRow['riskProfile'];
  /** Proposers only; left as it is when absent. */
  companyName?: string | null;
  profile: StoredProfile;
}

/** SQL for the signed-in person's own profile and settings; `db` may be a transaction. */
export const meRepository = {
  /** The account as it is after the edit, or undefined when it no longer exists. */
  async updateProfile(db: Db, userId: string, columns: ProfileColumns): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...columns, profile: columns.profile as unknown as Record<string, unknown> })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },

  async updateSettings(db: Db, userId: string, settings: Record<string, unknown>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set({ settings }).where(eq(users.id, userId)).returning();
    return row;
  },
};
