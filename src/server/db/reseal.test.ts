import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf, SEAL_PURPOSES, SecretBox } from '../lib/secret-box.ts';
import { sealKycDetails } from '../modules/kyc/kyc-sealing.ts';
import { adminToken, authOf, registerTestUser, type TestUser } from '../test/factories.ts';
import { UNLIMITED_ENV } from '../test/hostile.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENCRYPTION_KEY } from '../test/test-secrets.ts';
import { resealSecrets } from './reseal.ts';
import { kycRecords, users } from './schema/index.ts';

const OLD_KEY = 'an-old-key-that-is-long-enough-for-a-box-0123456789abcdef';
const LOST_KEY = 'a-lost-key-that-is-long-enough-for-a-box-0123456789abcdef';
const CURRENT = { encryptionKey: TEST_ENCRYPTION_KEY, previous: [] };

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const DETAILS = { pan: 'BQTPS7261K', bankAccountNumber: '000123456789' };

async function insertKyc(backer: TestUser, sealed: { pan: string; bankAccountNumber: string }) {
  await t.database.db.insert(kycRecords).values({
    userId: backer.id,
    legalName: 'Meera Iyer',
    dateOfBirth: '1990-04-12',
    address: '14 Palm Grove Road, Bengaluru 560001',
    bankIfsc: 'HDFC0000123',
    status: 'submitted',
    submittedAt: new Date(),
    ...sealed,
  });
}

const raw = async (backer: TestUser) => (await t.database.db.select().from(kycRecords).where(eq(kycRecords.userId, backer.id)))[0]!;
const ownKyc = (backer: TestUser) => t.app.inject({ method: 'GET', url: '/api/me/kyc', headers: authOf(backer) });
const underCurrentKey = (box: string) => box.startsWith(`${keyIdOf(TEST_ENCRYPTION_KEY)}.`);

describe('resealSecrets (the start-up data migration of ADR 009)', () => {
  it('seals a record from before, in plain text, once; the backer and the admin read it as before', async () => {
    const backer = await registerTestUser(t.app);
    await insertKyc(backer, DETAILS);
    // Plain text is not trusted as a sealed detail.
    expect((await ownKyc(backer)).statusCode).toBe(500);

    expect(await resealSecrets(t.database.db, CURRENT)).toEqual({ kycRecords: 1, twoFactorKeys: 0, unreadableTwoFactorKeys: 0 });
    const row = await raw(backer);
    expect(row.pan).not.toContain(DETAILS.pan);
    expect(row.bankAccountNumber).not.toContain(DETAILS.bankAccountNumber);
    expect(underCurrentKey(row.pan) && underCurrentKey(row.bankAccountNumber)).toBe(true);
    expect((await ownKyc(backer)).json()).toMatchObject({ pan: DETAILS.pan, bank_account: { account_number: DETAILS.bankAccountNumber } });
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/kyc?page_size=100', headers: { authorization: `Bearer ${admin}` } })).json();
    expect(queue.items.find((item: { user_id: string }) => item.user_id === backer.id)).toMatchObject({ pan: DETAILS.pan });

    // Idempotent: a second start finds nothing to do and changes nothing.
    expect(await resealSecrets(t.database.db, CURRENT)).toEqual({ kycRecords: 0, twoFactorKeys: 0, unreadableTwoFactorKeys: 0 });
    expect(await raw(backer)).toEqual(row);
  });

  it('after a rotation seals again under the new key what the previous one sealed, KYC details and two-factor keys', async () => {
    const backer = await registerTestUser(t.app);
    await insertKyc(backer, sealKycDetails(new SecretBox(OLD_KEY, SEAL_PURPOSES.kycDetails), backer.id, DETAILS));
    const enrolled = await registerTestUser(t.app);
    // A two-factor key sealed before boxes named their key (iv.tag.ciphertext), under the old key.
    const legacy = new SecretBox(OLD_KEY, SEAL_PURPOSES.totpSecret).seal('JBSWY3DPEHPK3PXP').split('.').slice(1).join('.');
    await t.database.db.update(users).set({ totpSecret: legacy }).where(eq(users.id, enrolled.id));
    const lost = await registerTestUser(t.app);
    const unreadable = new SecretBox(LOST_KEY, SEAL_PURPOSES.totpSecret).seal('KRSXG5CTMVRXEZLU');
    await t.database.db.update(users).set({ totpSecret: unreadable }).where(eq(users.id, lost.id));
    // The app holds the new key only.
    expect((await ownKyc(backer)).statusCode).toBe(500);

    expect(await resealSecrets(t.database.db, { encryptionKey: TEST_ENCRYPTION_KEY, previous: [OLD_KEY] })).toEqual({
      kycRecords: 1,
      twoFactorKeys: 1,
      unreadableTwoFactorKeys: 1,
    });
    const row = await raw(backer);
    expect(underCurrentKey(row.pan) && underCurrentKey(row.bankAccountNumber)).toBe(true);
    expect((await ownKyc(backer)).json()).toMatchObject({ pan: DETAILS.pan, bank_account: { account_number: DETAILS.bankAccountNumber } });
    const totp = async (user: TestUser) => (await t.database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id)))[0]!.secret!;
    const resealed = await totp(enrolled);
    expect(underCurrentKey(resealed)).toBe(true);
    expect(new SecretBox(TEST_ENCRYPTION_KEY, SEAL_PURPOSES.totpSecret).open(resealed)).toBe('JBSWY3DPEHPK3PXP');
    // A two-factor key no key opens is left as it is (that person enrols again, as before).
    expect(await totp(lost)).toBe(unreadable);
    await t.database.db.update(users).set({ totpSecret: null }).where(eq(users.id, lost.id));
  });

  it('stops the start when a KYC record opens under no configured key, after sealing the others', async () => {
    const sealedElsewhere = await registerTestUser(t.app);
    await insertKyc(sealedElsewhere, sealKycDetails(new SecretBox(LOST_KEY, SEAL_PURPOSES.kycDetails), sealedElsewhere.id, DETAILS));
    const plain = await registerTestUser(t.app);
    await insertKyc(plain, DETAILS);
    await expect(resealSecrets(t.database.db, CURRENT)).rejects.toThrow(
      '1 KYC record(s) hold details that neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS opens. ' +
        'Set ENCRYPTION_KEY to the key they were sealed under, or list that key in ENCRYPTION_KEY_PREVIOUS, and start again.',
    );
    expect(underCurrentKey((await raw(plain)).pan)).toBe(true);
    expect((await ownKyc(plain)).json()).toMatchObject({ pan: DETAILS.pan });
    // With the missing key given as a previous one, the start goes on.
    expect(await resealSecrets(t.database.db, { encryptionKey: TEST_ENCRYPTION_KEY, previous: [LOST_KEY] })).toMatchObject({ kycRecords: 1 });
    expect((await ownKyc(sealedElsewhere)).json()).toMatchObject({ pan: DETAILS.pan });
  });
});
