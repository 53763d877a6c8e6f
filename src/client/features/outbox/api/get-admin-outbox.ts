import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxListResponseSchema, type OutboxListResponse } from '../../../../shared/contracts/outbox.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { OutboxListState } from '../lib/outbox-list-params.ts';

export type AdminOutboxParams = OutboxListState & { pageSize: number };

/** The keys of GET /api/admin/outbox: one page of a filter; a retry refreshes them all through `all`. */
export const outboxKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'admin-outbox'] as const,
  page: (session: Pick<Session, 'userId'> | null, filter: string, page: number, pageSize: number) =>
    [...outboxKeys.all(session), filter, page, pageSize] as const,
};

/** GET /api/admin/outbox: e-mails and SMS of notifications, newest first, with their status. */
export function getAdminOutbox({ status, channel, page, pageSize }: AdminOutboxParams, signal?: AbortSignal): Promise<OutboxListResponse> {
  return apiRequest('/admin/outbox', { query: { status, channel, page, page_size: pageSize }, schema: outboxListResponseSchema, signal });
}

export function adminOutboxQueryOptions(session: Session | null, params: AdminOutboxParams) {
  const filter = `${params.status ?? 'all'}|${params.channel ?? 'all'}`;
  return queryOptions({
    queryKey: outboxKeys.page(session, filter, params.page, params.pageSize),
    queryFn: ({ signal }) => getAdminOutbox(params, signal),
    // The job sends in the background: the list is asked again whenever shown, and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
    // Another page of the same filter keeps the rows on screen (marked busy) until its answer.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

export function useAdminOutbox(params: AdminOutboxParams) {
  return useQuery(adminOutboxQueryOptions(useSession(), params));
}
