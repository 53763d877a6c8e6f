import { count, eq, sql } from 'drizzle-orm';
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
  /**
   * The account as it is after the edit, or undefined when it no longer exists. A new phone
   * number is unverified (the old one's verification does not carry over).
   */
  async updateProfile(db: Db, userId: string, columns: ProfileColumns): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({
        ...columns,
        profile: columns.profile as unknown as Record<string, unknown>,
        phoneVerifiedAt: sql`case when ${users.phoneNumber} is not distinct from ${columns.phoneNumber} then ${users.phoneVerifiedAt} end`,
      })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },

  /** The account's avatar URL, its row locked until the transaction ends; undefined when there is no such account. */
  async lockAvatar(db: Db, userId: string): Promise<{ avatar: string | null } | undefined> {
    const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('no key update');
    return row;
  },

  async setAvatar(db: Db, userId: string, avatar: string | null): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set({ avatar }).where(eq(users.id, userId)).returning();
    return row;
  },

  /**
   * Until the transaction ends, one transaction at a time may write or remove the file behind `url`
   * (the same picture uploaded by two people is one file).
   */
  async lockAvatarFile(db: Db, url: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${url}))`);
  },

  async avatarUsers(db: Db, url: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.avatar, url));
    return row?.n ?? 0;
  },

  async updateSettings(db: Db, userId: string, settings: Record<string, unknown>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set({ settings }).where(eq(users.id, userId)).returning();
    return row;
  },
};
