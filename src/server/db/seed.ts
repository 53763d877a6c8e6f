import type { Role } from '../../shared/roles.ts';
import { hashPassword } from '../modules/auth/password.ts';
import type { UsersRepository } from '../modules/users/users.repository.ts';

/** The demo accounts of interfaces.md; never created in production. */
export const DEMO_ACCOUNTS: readonly { role: Role; email: string; password: string; firstName: string; lastName: string }[] = [
  { role: 'admin', email: 'admin@sharestead.test', password: 'Admin123!', firstName: 'Asha', lastName: 'Admin' },
  { role: 'backer', email: 'backer@sharestead.test', password: 'Backer123!', firstName: 'Rohan', lastName: 'Mehta' },
  { role: 'proposer', email: 'proposer@sharestead.test', password: 'Proposer123!', firstName: 'Priya', lastName: 'Nair' },
];

/** Creates what a new database needs: demo accounts outside production, the first admin in it. */
export async function seedAccounts(
  users: UsersRepository,
  options: { demoAccounts: boolean; initialAdmin: { email: string; password: string } | undefined },
): Promise<void> {
  const wanted = options.demoAccounts ? [...DEMO_ACCOUNTS] : [];
  if (options.initialAdmin) {
    wanted.push({ role: 'admin', ...options.initialAdmin, firstName: 'Platform', lastName: 'Admin' });
  }
  for (const account of wanted) {
    // Look first so a restart does not pay for hashing passwords it will not store.
    if (await users.findByEmail(account.email)) continue;
    await users.insertIfAbsent({
      email: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password),
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
    });
  }
}
