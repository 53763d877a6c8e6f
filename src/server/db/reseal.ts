import { eq, isNotNull, or, sql, type AnyColumn } from 'drizzle-orm';
import { SEAL_PURPOSES, SecretBox } from '../lib/secret-box.ts';
import { kycContext, SEALED_KYC_FIELDS } from '../modules/kyc/kyc-sealing.ts';
import { MIGRATION_LOCK_KEY, type Db } from './client.ts';
import { kycRecords, users } from './schema/index.ts';

export interface ResealReport {
  /** KYC records whose details were sealed (plain text before) or sealed again under the current key. */
  kycRecords: number;
  /** Two-factor keys sealed again under the current key. */
  twoFactorKeys: number;
  /** Two-factor keys no configured key opens: left as they are; those people enrol again. */
  unreadableTwoFactorKeys: number;
}

/**
 * The start-up data migration of ADR 009, after the SQL migrations and the seed: seals the KYC
 * details still in plain text (rows from before they were sealed, and the demo seed's), and seals
 * again under ENCRYPTION_KEY whatever was sealed under a previous key (KYC details and two-factor
 * keys), so a rotation ends with every box under the new key. It runs on every start, in one
 * transaction holding the migration lock; it reads only the rows not yet under the current key,
 * so it is idempotent and a start with nothing to do costs two queries.
 *
 * A KYC record that no configured key opens stops the start, after the others are sealed: its
 * details would be lost, and the usual cause is a missing key that can still be supplied.
 */
export async function resealSecrets(db: Db, keys: { encryptionKey: string; previous: readonly string[] }): Promise<ResealReport> {
  const kycBox = new SecretBox(keys.encryptionKey, SEAL_PURPOSES.kycDetails, keys.previous);
  const totpBox = new SecretBox(keys.encryptionKey, SEAL_PURPOSES.totpSecret, keys.previous);
  const report: ResealReport = { kycRecords: 0, twoFactorKeys: 0, unreadableTwoFactorKeys: 0 };
  let unreadableKyc = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const stale = (column: AnyColumn, box: SecretBox) => sql`not starts_with(${column}, ${`${box.currentKeyId}.`})`;

    const records = await tx
      .select({ userId: kycRecords.userId, pan: kycRecords.pan, bankAccountNumber: kycRecords.bankAccountNumber })
      .from(kycRecords)
      .where(or(...SEALED_KYC_FIELDS.map((field) => stale(kycRecords[field], kycBox))))
      .for('update');
    for (const record of records) {
      const sealed = SEALED_KYC_FIELDS.map((field) => {
        const value = record[field];
        const context = kycContext(field, record.userId);
        if (kycBox.isCurrent(value)) return value;
        const plain = SecretBox.isBox(value) ? kycBox.open(value, context) : value;
        return plain === null ? null : kycBox.seal(plain, context);
      });
      const [pan, bankAccountNumber] = sealed;
      if (!pan || !bankAccountNumber) {
        unreadableKyc += 1;
        continue;
      }
      await tx.update(kycRecords).set({ pan, bankAccountNumber }).where(eq(kycRecords.userId, record.userId));
      report.kycRecords += 1;
    }

    const enrolled = await tx
      .select({ id: users.id, totpSecret: users.totpSecret })
      .from(users)
      .where(sql`${isNotNull(users.totpSecret)} and ${stale(users.totpSecret, totpBox)}`)
      .for('update');
    for (const user of enrolled) {
      // Two-factor keys are sealed without a context (two-factor.service.ts).
      const plain = totpBox.open(user.totpSecret!);
      if (plain === null) {
        report.unreadableTwoFactorKeys += 1;
        continue;
      }
      await tx
        .update(users)
        .set({ totpSecret: totpBox.seal(plain) })
        .where(eq(users.id, user.id));
      report.twoFactorKeys += 1;
    }
  });
  if (unreadableKyc > 0) {
    throw new Error(
      `${unreadableKyc} KYC record(s) hold details that neither ENCRYPTION_KEY nor ENCRYPTION_KEY_PREVIOUS opens. ` +
        'Set ENCRYPTION_KEY to the key they were sealed under, or list that key in ENCRYPTION_KEY_PREVIOUS, and start again.',
    );
  }
  return report;
}
