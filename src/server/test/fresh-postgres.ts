import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoAccounts } from '../db/seed/accounts.ts';

export interface FreshPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for tests and
 * benches that need one of their own: empty, or a copy of `template` (a migrated, seeded database
 * nobody is connected to). drop() removes it, closing what is connected.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string, template?: string): Promise<FreshPostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${serverUrl}: ${String(error)}`, { cause: error });
  }
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The demo accounts, added to a PostgreSQL database that a test or a bench signs in to: the server
 * itself creates them only on the embedded database. Migrates first when the database is new.
 */
export async function seedDemoAccountsAt(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seedDemoAccounts(database.db);
  } finally {
    await database.close();
  }
}
