import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sql } from 'drizzle-orm';
import { exchangeRates, kycRecords, notifications, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, refuseDemoAccounts } from './accounts.ts';
import { SAMPLE_BACKER_KYC } from './account-samples.ts';
import { seedDatabase } from './index.ts';
import { SEAL_PURPOSES, SecretBox } from '../../lib/secret-box.ts';
import { openKycDetails } from '../../modules/kyc/kyc-sealing.ts';
import { TEST_ENCRYPTION_KEY } from '../../test/test-secrets.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('seedDatabase', () => {
  it('in production creates only the admin from the environment, once', async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`truncate users, exchange_rates cascade`);
    const options = { demo: false, initialAdmin: { email: 'Ops@Example.com', password: 'a long passphrase' } };
    await seedDatabase(t.database.db, options);
    await seedDatabase(t.database.db, options);
    const rows = await t.database.db.select().from(users);
    expect(rows.map((row) => [row.email, row.role])).toEqual([['ops@example.com', 'admin']]);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The exchange rates the Overview converts with are kept in production too.
    expect((await t.database.db.select().from(exchangeRates)).map((row) => [row.currency, Number(row.usdPerUnit)]).sort()).toEqual([
      ['INR', 0.012],
      ['USD', 1],
    ]);
  });

  it("with demo data creates the three demo accounts, and the demo history's people who never sign in", async () => {
    t = await createTestApp();
    const rows = await t.database.db.select().from(users);
    const demo = rows.filter((row) => row.email.endsWith('@sharestead.test'));
    expect(demo.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    const history = rows.filter((row) => !row.email.endsWith('@sharestead.test'));
    // 254 backers besides the demo one, and four proposers besides the demo one (history.ts).
    expect(history.every((row) => row.email.endsWith('@demo.sharestead.test'))).toBe(true);
    expect(history.filter((row) => row.role === 'backer')).toHaveLength(254);
    expect(history.filter((row) => row.role === 'proposer')).toHaveLength(4);
  });
});

describe('refuseDemoAccounts (start-up in production, or on a listener other machines reach)', () => {
  const production = { production: true, host: 'localhost' };

  it('stops the start while any demo account exists, naming them, and lets it go on once they are deleted', async () => {
    t = await createTestApp();
    const db = t.database.db;
    await expect(refuseDemoAccounts(db, production)).rejects.toThrow(
      'This database holds demo accounts whose passwords are published (admin@sharestead.test, backer@sharestead.test, proposer@sharestead.test); ' +
        'delete them before starting with NODE_ENV=production.',
    );
    // The demo history's rows name the accounts; a database that only ever held the demo accounts has none.
    await db.execute(sql`truncate audit_events, deals, commitments, ledger_transfers, ledger_accounts, kyc_records, backer_activity cascade`);
    await db.delete(users).where(sql`${users.email} <> 'backer@sharestead.test'`);
    // Whatever the letter case it was stored in.
    await db.update(users).set({ email: 'Backer@Sharestead.test' });
    await expect(refuseDemoAccounts(db, production)).rejects.toThrow('(backer@sharestead.test)');
    await db.delete(users);
    await expect(refuseDemoAccounts(db, production)).resolves.toBeUndefined();
  });

  it('outside production lets demo accounts be served on loopback only', async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      await expect(refuseDemoAccounts(db, { production: false, host }), host).resolves.toBeUndefined();
    }
    await expect(refuseDemoAccounts(db, { production: false, host: '0.0.0.0' })).rejects.toThrow(
      'This database holds demo accounts whose passwords are published (admin@sharestead.test, backer@sharestead.test, proposer@sharestead.test); ' +
        'delete them before listening on HOST=0.0.0.0, or listen on this machine only (HOST=127.0.0.1).',
    );
  });
});

describe('seedAccountSamples (on every start)', () => {
  it('adds nothing twice and keeps a profile the person has saved', async () => {
    t = await createTestApp();
    const db = t.database.db;
    const demoIds = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} like '%@sharestead.test'`)
    ).map((row) => row.id);
    const before = await db.select().from(notifications).orderBy(notifications.id);
    const [backer] = await db
      .select()
      .from(users)
      .where(sql`${users.email} = 'backer@sharestead.test'`);
    await db
      .update(users)
      .set({ firstName: 'Dan', profile: { location: 'Denver, CO', bio: null } })
      .where(sql`${users.id} = ${backer!.id}`);
    await seedDatabase(db, { demo: true, initialAdmin: undefined });
    expect(await db.select().from(notifications).orderBy(notifications.id)).toEqual(before);
    const [after] = await db
      .select()
      .from(users)
      .where(sql`${users.id} = ${backer!.id}`);
    expect(after).toMatchObject({ firstName: 'Dan', profile: { location: 'Denver, CO', bio: null } });
    // Three per demo account, the oldest of each read (the history's own notifications to them give way).
    const demoNotes = before.filter((row) => demoIds.includes(row.userId));
    expect(demoNotes).toHaveLength(9);
    expect(demoNotes.filter((row) => row.readAt !== null)).toHaveLength(3);
  });

  it('gives the demo backer a verified KYC once, and keeps whatever the KYC has become since', async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [backer] = await db
      .select()
      .from(users)
      .where(sql`${users.email} = 'backer@sharestead.test'`);
    // The demo history's backers are verified too; this is the demo backer's own record.
    const demoKyc = () =>
      db
        .select()
        .from(kycRecords)
        .where(sql`${kycRecords.userId} = ${backer!.id}`);
    const records = await demoKyc();
    expect(records).toHaveLength(1);
    // The PAN and bank account number sealed (at start-up, resealSecrets), the rest as the sample has it.
    const opened = { ...records[0]!, ...openKycDetails(new SecretBox(TEST_ENCRYPTION_KEY, SEAL_PURPOSES.kycDetails), records[0]!) };
    expect(opened).toMatchObject({ userId: backer!.id, status: 'verified', decidedBy: null, reason: null, ...SAMPLE_BACKER_KYC });
    expect(records[0]!.pan).not.toBe(SAMPLE_BACKER_KYC.pan);
    expect(records[0]!.decidedAt!.getTime()).toBeGreaterThan(records[0]!.submittedAt.getTime());

    await db
      .update(kycRecords)
      .set({ status: 'rejected', reason: 'Blurred PAN card.' })
      .where(sql`${kycRecords.userId} = ${backer!.id}`);
    await seedDatabase(db, { demo: true, initialAdmin: undefined });
    expect(await demoKyc()).toEqual([{ ...records[0], status: 'rejected', reason: 'Blurred PAN card.' }]);
  });
});
