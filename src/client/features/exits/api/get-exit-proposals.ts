import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExitProposalList } from '../../../../shared/contracts/exits.ts';
import { exitProposalListAnswer } from '../../../../shared/contracts/later-answer-shapes.generated.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { exitKeys } from './keys.ts';

/** GET /api/deals/:id/exit-proposals: newest first, with the tally; a signed-in holder's answer carries their vote and weight. */
function getExitProposals(dealId: string, signal?: AbortSignal): Promise<ExitProposalList> {
  return apiRequest(`/deals/${encodeURIComponent(dealId)}/exit-proposals`, { schema: exitProposalListAnswer, signal });
}

function exitProposalsQueryOptions(session: Session | null, dealId: string) {
  return queryOptions({
    queryKey: exitKeys.proposals(session, dealId),
    queryFn: ({ signal }) => getExitProposals(dealId, signal),
    // Holders vote meanwhile.
    staleTime: 0,
  });
}

export function useExitProposals(dealId: string) {
  return useQuery(exitProposalsQueryOptions(useSession(), dealId));
}
