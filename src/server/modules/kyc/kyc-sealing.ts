import type { KycRecordRow } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/** The KYC details kept sealed under ENCRYPTION_KEY (ADR 009); the rest of the record is plain. */
export const SEALED_KYC_FIELDS = ['pan', 'bankAccountNumber'] as const;
type SealedField = (typeof SEALED_KYC_FIELDS)[number];
export type SealedKycDetails = Pick<KycRecordRow, SealedField>;

/** Each box is bound to its field and its backer: copied to another row or field, it does not open. */
export function kycContext(field: SealedField, userId: string): string {
  return `kyc_records.${field}:${userId}`;
}

export function sealKycDetails(box: SecretBox, userId: string, details: SealedKycDetails): SealedKycDetails {
  return {
    pan: box.seal(details.pan, kycContext('pan', userId)),
    bankAccountNumber: box.seal(details.bankAccountNumber, kycContext('bankAccountNumber', userId)),
  };
}

/**
 * The details in plain text. A box none of the keys opens (sealed under a key that is not
 * configured, altered, or moved from another row) is refused: the request fails rather than show
 * or act on details that are not what the backer sent.
 */
export function openKycDetails(box: SecretBox, row: SealedKycDetails & { userId: string }): SealedKycDetails {
  const open = (field: SealedField) => {
    const plain = box.open(row[field], kycContext(field, row.userId));
    if (plain === null)
      throw new Error(`A KYC record's ${field} does not open under the configured encryption keys: it was sealed under another key, or altered.`);
    return plain;
  };
  return { pan: open('pan'), bankAccountNumber: open('bankAccountNumber') };
}
