import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL for users; rows never leave the services that call it. */
export class UsersRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    // The column is a uuid: anything else cannot match, and PostgreSQL would reject it with an error.
    if (!UUID.test(id)) return undefined;
    const [row] = await this.#db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Throws a unique violation (see isUniqueViolation) when the email is taken. */
  async insert(row: NewUserRow): Promise<UserRow> {
    const [created] = await this.#db.insert(users).values(row).returning();
    return created!;
  }

  async insertIfAbsent(row: NewUserRow): Promise<void> {
    await this.#db.insert(users).values(row).onConflictDoNothing();
  }

  async listNewest(limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.#db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      this.#db.select({ total: sql<number>`count(*)::int` }).from(users),
    ]);
    return { rows, total: count?.total ?? 0 };
  }
}
