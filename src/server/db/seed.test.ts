import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { users } from './schema.ts';
import { DEMO_ACCOUNTS, seedAccounts } from './seed.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('seedAccounts', () => {
  it('in production creates only the admin from the environment, once', async () => {
    t = await createTestApp();
    await t.database.db.delete(users);
    const repository = new UsersRepository(t.database.db);
    const options = { demoAccounts: false, initialAdmin: { email: 'Ops@Example.com', password: 'a long passphrase' } };
    await seedAccounts(repository, options);
    await seedAccounts(repository, options);
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => [row.email, row.role])).toEqual([['ops@example.com', 'admin']]);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('outside production creates the three demo accounts', async () => {
    t = await createTestApp();
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
  });
});
