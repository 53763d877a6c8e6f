import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogResponseSchema, type AuditLogResponse } from '../../../../shared/contracts/audit.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** One page of the log: `actor` a user id or words of an email or name, `deal` a deal's id; blank for all. */
export interface AuditLogQuery {
  actor: string;
  deal: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/audit-log: the decisions and money actions of the platform, newest first. */
export function getAuditLog({ actor, deal, page, pageSize }: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiRequest('/admin/audit-log', {
    query: { actor: actor || undefined, deal: deal || undefined, page, page_size: pageSize },
    schema: auditLogResponseSchema,
    signal,
  });
}

/** `enabled` false keeps the log from being asked (a deal filter that is not an id yet). */
/** The keys of GET /api/admin/audit-log: one page of a filter. */
const auditLogKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'audit-log'] as const,
  page: (session: Pick<Session, 'userId'> | null, filter: string, page: number, pageSize: number) =>
    [...auditLogKeys.all(session), filter, page, pageSize] as const,
};

export function auditLogQueryOptions(session: Session | null, params: AuditLogQuery, enabled = true) {
  const filter = `${params.actor}|${params.deal}`;
  return queryOptions({
    queryKey: auditLogKeys.page(session, filter, params.page, params.pageSize),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    enabled,
    // The log grows with every decision: opening it again asks the server, showing the last answer meanwhile.
    staleTime: 0,
    // Another page of the same filter keeps the rows on screen (marked busy) until its answer;
    // another filter starts from the skeleton, so events that do not match it are never shown under it.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

export function useAuditLog(params: AuditLogQuery, enabled = true) {
  return useQuery(auditLogQueryOptions(useSession(), params, enabled));
}
