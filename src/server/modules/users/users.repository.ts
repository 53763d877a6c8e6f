import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { kycRecords, users, type KycRecordRow, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import { containing, searchTerms } from '../../lib/like.ts';

export interface UserListFilter {
  search: string | undefined;
  role: Role | undefined;
}

/** An account with its KYC status, null when none was sent. */
export interface UserListRow {
  user: UserRow;
  kycStatus: KycRecordRow['status'] | null;
}

/**
 * SQL for users. Every function takes the database or a transaction (`db`), so a service can
 * run several repositories' writes in one transaction; rows never leave the services that call it.
 */
export const usersRepository = {
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  },

  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /**
   * Replaces the password hash, if it is still `verifiedHash` (false otherwise), and ends every
   * session proved before `at` (tokens_valid_after).
   */
  async setPasswordHash(db: Db, id: string, change: { verifiedHash: string; passwordHash: string; at: Date }): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ passwordHash: change.passwordHash, tokensValidAfter: change.at })
      .where(and(eq(users.id, id), eq(users.passwordHash, change.verifiedHash)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Throws a unique violation (see isUniqueViolation) when the email is taken. */
  async insert(db: Db, row: NewUserRow): Promise<UserRow> {
    const [created] = await db.insert(users).values(row).returning();
    return created!;
  },

  /** The new row, or undefined when the email was already taken. */
  async insertIfAbsent(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
    const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
    return created;
  },

  /**
   * One page of accounts, newest first, with their KYC status (null: none sent): `search` words
   * must each appear in the name or the email, `role` keeps one role.
   */
  async list(db: Db, filter: UserListFilter, limit: number, offset: number): Promise<{ rows: UserListRow[]; total: number }> {
    const where = and(
      ...searchTerms(filter.search).map((term) => like(sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`, containing(term))),
      filter.role ? eq(users.role, filter.role) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({ user: users, kycStatus: kycRecords.status })
        .from(users)
        .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** The ids of every account with a role (the admins a submission notifies). */
  async idsWithRole(db: Db, role: Role): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, role)).orderBy(users.createdAt);
    return rows.map((row) => row.id);
  },
};
