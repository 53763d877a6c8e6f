import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycRecords, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { usersRepository } from '../users/users.repository.ts';
import { KYC_REQUIRED, requireVerifiedKyc } from './kyc-gate.ts';

let t: TestApp;
let backerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(users)
    .values({ email: 'gate@example.com', passwordHash: 'x', role: 'backer', firstName: 'Gate', lastName: 'Keeper' })
    .returning();
  backerId = row!.id;
});
afterAll(async () => {
  await t.close();
});

async function setStatus(status: 'submitted' | 'verified' | 'rejected' | null) {
  const db = t.database.db;
  await db.delete(kycRecords).where(eq(kycRecords.userId, backerId));
  if (status === null) return;
  await db.insert(kycRecords).values({
    userId: backerId,
    legalName: 'Gate Keeper',
    dateOfBirth: '1990-01-01',
    pan: 'ABCPK1234D',
    address: '1 Residency Road, Bengaluru',
    bankAccountNumber: '123456789012',
    bankIfsc: 'HDFC0001234',
    status,
    reason: status === 'rejected' ? 'Blurred.' : null,
    submittedAt: new Date(),
  });
}

async function refusal(run: () => Promise<void>): Promise<DomainError | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
}

describe('requireVerifiedKyc', () => {
  it.each([null, 'submitted', 'rejected'] as const)('refuses a backer whose KYC is %s with 403 kyc_required', async (status) => {
    await setStatus(status);
    const error = await refusal(() => requireVerifiedKyc(t.database.db, backerId));
    expect(error).toMatchObject({ statusCode: 403, code: 'kyc_required', message: KYC_REQUIRED });
    expect(KYC_REQUIRED).toBe('Complete your KYC verification before adding funds or investing.');
  });

  it('lets a verified backer through', async () => {
    await setStatus('verified');
    await expect(requireVerifiedKyc(t.database.db, backerId)).resolves.toBeUndefined();
  });

  it('lets the demo backer through (the seed verifies it)', async () => {
    const demo = await usersRepository.findByEmail(t.database.db, 'backer@sharestead.test');
    await expect(requireVerifiedKyc(t.database.db, demo!.id)).resolves.toBeUndefined();
  });

  it('refuses an unknown or malformed user id the same way, without asking the database to read a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      expect(await refusal(() => requireVerifiedKyc(t.database.db, id))).toMatchObject({ statusCode: 403, code: 'kyc_required' });
    }
  });

  it('works inside the caller’s transaction, and its refusal rolls the transaction back', async () => {
    await setStatus('submitted');
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.id, backerId));
        await requireVerifiedKyc(tx, backerId);
      }),
    ).rejects.toMatchObject({ code: 'kyc_required' });
    const [row] = await db.select().from(users).where(eq(users.id, backerId));
    expect(row!.firstName).toBe('Gate');

    await setStatus('verified');
    await db.transaction(async (tx) => {
      await requireVerifiedKyc(tx, backerId);
      await tx.update(users).set({ firstName: 'Verified' }).where(eq(users.id, backerId));
    });
    const [after] = await db.select().from(users).where(eq(users.id, backerId));
    expect(after!.firstName).toBe('Verified');
  });
});
