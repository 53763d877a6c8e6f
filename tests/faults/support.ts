import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';

export { seedDemoAccountsAt } from '../../src/server/test/fresh-postgres.ts';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.FAULTS_REDIS_URL || 'redis://127.0.0.1:6379/14';
// 48 random bytes (openssl rand -base64 48): the server refuses a weaker secret.
export const JWT_SECRET = 'Xq7vN2pLk9RtY4wZc8HsB1mJf6DgA3uE0oKi5TnVb2Ql9WyMx7Sr4Cz8Pd1Ge6Fh';

/**
 * The settings of a server started as in production (no demo data to seed at each start, a real
 * secret and key, an escrow account that is not the demo's), with its first admin.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET,
  ENCRYPTION_KEY: JWT_SECRET.split('').reverse().join(''),
  ESCROW_BANK: 'Fault Test Bank, Pune',
  ESCROW_ACCOUNT_NUMBER: '00112233445566',
  ESCROW_IFSC: 'FTBK0000001',
  ESCROW_SWIFT: 'FTBKINBBXXX',
  ADMIN_EMAIL: 'ops@example.com',
  ADMIN_PASSWORD: 'granite-harbour-77',
};

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
