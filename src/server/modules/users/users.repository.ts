import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be a users.id (a uuid); anything else cannot match, and PostgreSQL would reject it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
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

  async listNewest(db: Db, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      db.select({ total: sql<number>`count(*)::int` }).from(users),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
};
