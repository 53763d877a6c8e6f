import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycRecords } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { kycContext } from './kyc-sealing.ts';

/** How a tax return names a deductee: the PAN and the name on it. */
export interface Deductee {
  pan: string;
  legalName: string;
}

/**
 * The PAN and legal name of each of these users with a verified KYC record (the record the
 * payment run reads "has a PAN" from), the PAN opened from its box. Only the PAN is opened; a box
 * that does not open fails the request, as everywhere KYC details are read.
 */
export async function deducteesOf(db: Db, box: SecretBox, userIds: string[]): Promise<Map<string, Deductee>> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: kycRecords.userId, pan: kycRecords.pan, legalName: kycRecords.legalName })
    .from(kycRecords)
    .where(and(inArray(kycRecords.userId, ids), eq(kycRecords.status, 'verified')));
  return new Map(
    rows.map((row) => {
      const pan = box.open(row.pan, kycContext('pan', row.userId));
      if (pan === null) throw new Error("A KYC record's pan does not open under the configured encryption keys: it was sealed under another key, or altered.");
      return [row.userId, { pan, legalName: row.legalName }];
    }),
  );
}
