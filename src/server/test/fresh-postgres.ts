import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, named `<prefix>_<random>`, for
 * tests and benches that need one of their own; drop() removes it, closing what is connected.
 */
export async function freshPostgresDatabase(serverUrl: string, prefix: string): Promise<FreshPostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${serverUrl}: ${String(error)}`);
  }
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
