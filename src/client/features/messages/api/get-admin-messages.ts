import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageListResponseSchema, type MessageKind, type MessageListResponse } from '../../../../shared/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** One page of the admin's inbox: `kind` undefined lists every kind. */
export interface AdminMessagesParams {
  page: number;
  pageSize: number;
  kind: MessageKind | undefined;
}

/** GET /api/admin/messages: contact messages, enquiries and newsletter sign-ups, newest first. */
export function getAdminMessages({ page, pageSize, kind }: AdminMessagesParams, signal?: AbortSignal): Promise<MessageListResponse> {
  return apiRequest('/admin/messages', {
    query: { page, page_size: pageSize, kind },
    schema: messageListResponseSchema,
    signal,
  });
}

/** The keys of GET /api/admin/messages: one page of a kind of message. */
const adminMessageKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'admin-messages'] as const,
  page: (session: Pick<Session, 'userId'> | null, kind: string, page: number, pageSize: number) =>
    [...adminMessageKeys.all(session), kind, page, pageSize] as const,
};

export function adminMessagesQueryOptions(session: Session | null, params: AdminMessagesParams) {
  const kind = params.kind ?? 'all';
  return queryOptions({
    queryKey: adminMessageKeys.page(session, kind, params.page, params.pageSize),
    queryFn: ({ signal }) => getAdminMessages(params, signal),
    // An inbox is read for what is new: opening it again asks the server, showing the last answer meanwhile.
    staleTime: 0,
    // Another page of the same kind keeps the current rows on screen (marked busy) until its answer
    // arrives, instead of flashing the skeleton; another kind starts from the skeleton, so rows of
    // the wrong kind are never shown under the chosen filter.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === kind ? previous : undefined),
  });
}

export function useAdminMessages(params: AdminMessagesParams) {
  return useQuery(adminMessagesQueryOptions(useSession(), params));
}
