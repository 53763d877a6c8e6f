import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../config/paths.ts';
import * as schema from './schema/index.ts';

/** The database, or a transaction in it (drizzle's transaction is a PgDatabase too): what repositories take. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction: what a business step writes through (steps/run-step.ts). */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** False once close() has been called. */
  isOpen(): boolean;
  close(): Promise<void>;
  /** The embedded database's files as one archive (tests open fresh copies of it); PGlite only. */
  snapshot?(): Promise<Blob>;
  /**
   * SQL a library brings with it (pg-boss, src/server/jobs): with values, one statement; without,
   * a script of several, which may hold its own BEGIN/COMMIT. Application code uses `db`.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** Any key for pg_advisory_lock; it keeps two instances from migrating at once (the data step of reseal.ts too). */
export const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in dataDir
 * (or in memory, or from a snapshot, for tests), and brings the schema up to date.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pgliteSnapshot?: Blob | undefined;
}): Promise<Database> {
  const database = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.pgliteSnapshot);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => {});
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async executeSql(text, values) {
      // On an error the pool discards the connection, so a script's failed BEGIN block ends with it.
      const result = await pool.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    isOpen() {
      return !pool.ended;
    },
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the listing's substring search, as it does on PostgreSQL.
  // (PGlite.create, not `new PGlite(dataDir, …)`: the constructor's form leaves extensions unloaded.)
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db: Db = pgliteDb;
  return {
    db,
    kind: 'pglite' as const,
    async ping() {
      await pgliteDb.execute(sql`select 1`);
    },
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // A script runs inside transaction(): the one connection is shared, and a failed statement
      // in the script's own BEGIN block would otherwise leave it aborted for every later query.
      // transaction() rolls that back; after a script's own COMMIT its closing COMMIT is a no-op.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    isOpen() {
      return !client.closed;
    },
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    snapshot() {
      // Uncompressed: a test file opens its copy in ~0.5 s instead of several seconds of gunzip.
      return client.dumpDataDir('none');
    },
  };
}

/** Postgres reports a unique violation with SQLSTATE 23505; drizzle may wrap it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
