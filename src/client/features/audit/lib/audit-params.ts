import { isUuid } from '../../../../shared/uuid.ts';
import { msg } from '../../../lib/i18n.ts';
import { readPageParam } from '../../../lib/list-params.ts';

/** Events per page: the API's default page size. */
export const AUDIT_PAGE_SIZE = 20;

/** The URL keys of the log: `?actor=admin%40sharestead.test&deal=<id>&page=2`. */
export const AUDIT_KEYS = { actor: 'actor', deal: 'deal', page: 'page' } as const;

export interface AuditLogState {
  actor: string;
  deal: string;
  /** What is wrong with the deal filter (it is not a deal's id), an English message id; the log is not asked until it is fixed. */
  dealProblem: string | undefined;
  page: number;
}

export const DEAL_ID_PROBLEM = msg("Enter a deal's whole id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21, or use a row's deal link.");

/** Reads the log's filters from a query string; an unreadable page is the first. */
export function readAuditParams(params: URLSearchParams): AuditLogState {
  const deal = (params.get(AUDIT_KEYS.deal) ?? '').trim();
  return {
    actor: (params.get(AUDIT_KEYS.actor) ?? '').trim(),
    deal,
    dealProblem: deal === '' || isUuid(deal) ? undefined : DEAL_ID_PROBLEM,
    page: readPageParam(params),
  };
}
