import { queryOptions, useQuery } from '@tanstack/react-query';
import { kycSchema, type Kyc } from '../../../../shared/contracts/kyc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/me/kyc: the signed-in backer's KYC, its status and details. */
export function getKyc(signal?: AbortSignal): Promise<Kyc> {
  return apiRequest('/me/kyc', { schema: kycSchema, signal });
}

/** The key of one backer's KYC: the page, a submission and the notice that leads to the page share it. */
export const kycKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'kyc'] as const,
};

export function kycQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: kycKeys.all(session),
    queryFn: ({ signal }) => getKyc(signal),
    // Only backers have a KYC; the other roles never ask.
    enabled: session?.role === 'backer',
    // The admin's decision arrives from elsewhere: opening the page again asks, showing the last answer meanwhile.
    staleTime: 0,
  });
}

export function useKyc() {
  return useQuery(kycQueryOptions(useSession()));
}
