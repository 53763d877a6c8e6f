import { inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles.ts';
import type { Db } from '../client.ts';
import { isLoopbackHost } from '../../config/listener.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { usersRepository } from '../../modules/users/users.repository.ts';

/** The demo accounts of interfaces.md, with their published passwords: the embedded default database only. */
export const DEMO_ACCOUNTS: readonly { role: Role; email: string; password: string; firstName: string; lastName: string }[] = [
  // Named as the spec's sample profiles (account-samples.ts gives them the rest of those profiles).
  { role: 'admin', email: 'admin@sharestead.test', password: 'Admin123!', firstName: 'Sarah', lastName: 'Mitchell' },
  { role: 'backer', email: 'backer@sharestead.test', password: 'Backer123!', firstName: 'Daniel', lastName: 'Reyes' },
  { role: 'proposer', email: 'proposer@sharestead.test', password: 'Proposer123!', firstName: 'Rachel', lastName: 'Nguyen' },
];

/** Creates the demo accounts that are missing; a restart hashes no password it will not store. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await usersRepository.findByEmail(db, account.email)) continue;
    await usersRepository.insertIfAbsent(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
    });
  }
}

/** The first admin of a production database, from ADMIN_EMAIL and ADMIN_PASSWORD, when absent. */
export async function seedInitialAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  if (await usersRepository.findByEmail(db, admin.email)) return;
  await usersRepository.insertIfAbsent(db, {
    email: admin.email.toLowerCase(),
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    firstName: 'Platform',
    lastName: 'Admin',
  });
}

/**
 * A start refuses while a demo account exists, in production or on a host other machines can reach:
 * its password is published, so it is an open door (an admin one most of all). Such an account gets
 * there when a database that once ran as a local try-out is promoted or served further; the
 * operator deletes the accounts (or listens on loopback), then starts again.
 */
export async function refuseDemoAccounts(db: Db, listener: { production: boolean; host: string }): Promise<void> {
  if (!listener.production && isLoopbackHost(listener.host)) return;
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  if (found.length === 0) return;
  const list = found
    .map((row) => row.email.toLowerCase())
    .sort()
    .join(', ');
  throw new Error(
    `This database holds demo accounts whose passwords are published (${list}); ` +
      (listener.production
        ? 'delete them before starting with NODE_ENV=production.'
        : `delete them before listening on HOST=${listener.host}, or listen on this machine only (HOST=127.0.0.1).`),
  );
}
