import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userListResponseSchema, type UserListResponse } from '../../../../shared/contracts/users.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalKeys } from './keys.ts';

/** Proposers the admin's choice lists at once; a search narrows them. */
const PROPOSERS_SHOWN = 100;

/** GET /api/admin/users?role=proposer: the proposers an admin's new deal can be for, newest first. */
export function getProposers(search: string, signal?: AbortSignal): Promise<UserListResponse> {
  return apiRequest('/admin/users', {
    query: { role: 'proposer', search: search || undefined, page: 1, page_size: PROPOSERS_SHOWN },
    schema: userListResponseSchema,
    signal,
  });
}

export function proposersQueryOptions(session: Session | null, search: string) {
  return queryOptions({
    queryKey: proposalKeys.proposers(session, search),
    queryFn: ({ signal }) => getProposers(search, signal),
    // The choice stays while a new search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useProposers(search: string) {
  return useQuery(proposersQueryOptions(useSession(), search));
}
