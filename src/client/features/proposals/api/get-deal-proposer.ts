import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealProposerSchema, type DealProposer } from '../../../../shared/contracts/deal-workflow.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { proposalKeys } from './keys.ts';

/** GET /api/admin/deals/:id/proposer: who proposes the deal and how their other deals have gone (the admin). */
export function getDealProposer(id: string, signal?: AbortSignal): Promise<DealProposer> {
  return apiRequest(`/admin/deals/${encodeURIComponent(id)}/proposer`, { schema: dealProposerSchema, signal });
}

export function dealProposerQueryOptions(session: Session | null, id: string) {
  return queryOptions({ queryKey: proposalKeys.proposer(session, id), queryFn: ({ signal }) => getDealProposer(id, signal) });
}

export function useDealProposer(id: string) {
  return useQuery(dealProposerQueryOptions(useSession(), id));
}
