import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.FAULTS_REDIS_URL || 'redis://127.0.0.1:6379/14';
export const JWT_SECRET = 'fault-tests-shared-secret-0123456789abcdef';

/** A new, empty PostgreSQL database on the server of POSTGRES_URL; drop() removes it. */
export function freshDatabase(prefix: string) {
  return freshPostgresDatabase(POSTGRES_URL, prefix);
}

export const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const registration = (email: string) => ({
  user_type: 'backer',
  first_name: 'Fault',
  last_name: 'Test',
  email,
  password: 'terracotta-balcony-42',
});
