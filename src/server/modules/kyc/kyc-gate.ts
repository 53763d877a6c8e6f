import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { kycRepository } from './kyc.repository.ts';

export const KYC_REQUIRED = msg('Complete your KYC verification before adding funds or investing.');

/**
 * The KYC gate of money moving in (platform.md §3: only verified backers deposit and commit).
 * Other modules call it inside their transaction, after the role check and before the deal's
 * state (interfaces.md: the order of checks). A verified record never changes again, so the
 * answer holds for the rest of the transaction.
 */
export async function requireVerifiedKyc(db: Db, userId: string): Promise<void> {
  if (!isUuid(userId) || (await kycRepository.statusOf(db, userId)) !== 'verified') throw kycRequired();
}

/** The gate's refusal, for a step that checks many people at once (`verifiedAmong`). */
export const kycRequired = () => new DomainError('kyc_required', KYC_REQUIRED);

/** Which of these users may move money in (one query for a batch of commitments). */
export function verifiedAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  return kycRepository.verifiedAmong(db, userIds.filter(isUuid));
}
