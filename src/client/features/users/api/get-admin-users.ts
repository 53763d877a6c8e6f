import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListResponseSchema, type UserListResponse } from '../../../../shared/contracts/users.ts';
import type { Role } from '../../../../shared/roles.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** One page of the accounts: `search` words of a name or email, `role` undefined for every role. */
export interface AdminUsersParams {
  search: string;
  role: Role | undefined;
  page: number;
  pageSize: number;
}

/** GET /api/admin/users: every account, newest first, with its role and KYC status. */
export function getAdminUsers({ search, role, page, pageSize }: AdminUsersParams, signal?: AbortSignal): Promise<UserListResponse> {
  return apiRequest('/admin/users', {
    query: { search: search || undefined, role, page, page_size: pageSize },
    schema: userListResponseSchema,
    signal,
  });
}

/** The keys of GET /api/admin/users: one page of a filter (role and search). */
const adminUserKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'admin-users'] as const,
  page: (session: Pick<Session, 'userId'> | null, filter: string, page: number, pageSize: number) =>
    [...adminUserKeys.all(session), filter, page, pageSize] as const,
};

export function adminUsersQueryOptions(session: Session | null, params: AdminUsersParams) {
  const filter = `${params.role ?? 'all'}|${params.search}`;
  return queryOptions({
    queryKey: adminUserKeys.page(session, filter, params.page, params.pageSize),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    staleTime: 0,
    // Another page of the same filter keeps the rows on screen (marked busy) until its answer;
    // another filter starts from the skeleton, so rows that do not match it are never shown under it.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQueryOptions(useSession(), params));
}
