import { queryOptions, useQuery } from '@tanstack/react-query';
import { kycListResponseSchema, type KycListResponse, type KycRecordStatus } from '../../../../shared/contracts/kyc.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

export interface AdminKycParams {
  status: KycRecordStatus;
  page: number;
  pageSize: number;
}

/** GET /api/admin/kyc: one page of the backers' KYC of a status (the queue oldest first). */
export function getAdminKyc({ status, page, pageSize }: AdminKycParams, signal?: AbortSignal): Promise<KycListResponse> {
  return apiRequest('/admin/kyc', { query: { status, page, page_size: pageSize }, schema: kycListResponseSchema, signal });
}

/** The keys of GET /api/admin/kyc: one page of a status; a decision refreshes them all through `all`. */
export const adminKycKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'admin-kyc'] as const,
  page: (session: Pick<Session, 'userId'> | null, status: string, page: number, pageSize: number) =>
    [...adminKycKeys.all(session), status, page, pageSize] as const,
};

export function adminKycQueryOptions(session: Session | null, params: AdminKycParams) {
  return queryOptions({
    queryKey: adminKycKeys.page(session, params.status, params.page, params.pageSize),
    queryFn: ({ signal }) => getAdminKyc(params, signal),
    staleTime: 0,
    // Another page of the same status keeps the rows on screen (marked busy) until its answer;
    // another status starts from the skeleton, so rows of the wrong status never show under it.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === params.status ? previous : undefined),
  });
}

export function useAdminKyc(params: AdminKycParams) {
  return useQuery(adminKycQueryOptions(useSession(), params));
}
