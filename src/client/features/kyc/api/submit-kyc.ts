import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycSchema, type Kyc, type KycSubmission } from '../../../../shared/contracts/kyc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { kycKeys } from './get-kyc.ts';

/** PUT /api/me/kyc: the whole set of details; answers the KYC as stored (status submitted). */
export function submitKyc(body: KycSubmission): Promise<Kyc> {
  return apiRequest('/me/kyc', { method: 'PUT', body, schema: kycSchema });
}

/** Sends the details and puts the answer in the cache, so the page shows "submitted" at once. */
export function useSubmitKyc() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (saved) => {
      client.setQueryData(kycKeys.all(session), saved);
    },
  });
}
