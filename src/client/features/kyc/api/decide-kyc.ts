import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycReviewItemSchema, type KycReviewItem } from '../../../../shared/contracts/kyc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { adminKycKeys } from './get-admin-kyc.ts';

/**
 * The admin's decision on one backer's KYC. `submittedAt` is the version the admin looked at:
 * the server refuses (409 kyc_changed) when the backer has sent new details since.
 */
export type KycDecision = { action: 'verify'; userId: string; submittedAt: string } | { action: 'reject'; userId: string; submittedAt: string; reason: string };

/** POST /api/admin/kyc/:user_id/verify or .../reject */
export function decideKyc(decision: KycDecision): Promise<KycReviewItem> {
  const path = `/admin/kyc/${encodeURIComponent(decision.userId)}/${decision.action}`;
  const body = decision.action === 'reject' ? { reason: decision.reason, submitted_at: decision.submittedAt } : { submitted_at: decision.submittedAt };
  return apiRequest(path, { method: 'POST', body, schema: kycReviewItemSchema });
}

/** Decides, then refreshes every KYC list (the backer leaves the queue for the verified or rejected list). */
export function useDecideKyc() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    // Refused ones too: a 409 means the list the admin sees is out of date.
    onSettled: () => client.invalidateQueries({ queryKey: adminKycKeys.all(session) }),
  });
}
