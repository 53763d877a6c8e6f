import { useMutation, useQueryClient } from '@tanstack/react-query';
import { distributionSchema, type Distribution, type DistributionInput } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { distributionKeys } from './keys.ts';

/** POST /api/deals/:id/distributions (a new draft) or PATCH /api/distributions/:id (every part of the draft replaced). */
function saveDistribution({ dealId, id, input }: { dealId: string; id: string | undefined; input: DistributionInput }): Promise<Distribution> {
  return id === undefined
    ? apiRequest(`/deals/${encodeURIComponent(dealId)}/distributions`, { method: 'POST', body: input, schema: distributionSchema })
    : apiRequest(`/distributions/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: distributionSchema });
}

/** POST /api/distributions/:id/submit: the draft goes to the admin, who waits for its money. */
function submitDistribution(id: string): Promise<Distribution> {
  return apiRequest(`/distributions/${encodeURIComponent(id)}/submit`, { method: 'POST', schema: distributionSchema });
}

function useDistributionMutation<Variables>(mutationFn: (variables: Variables) => Promise<Distribution>) {
  const client = useQueryClient();
  const key = distributionKeys.all(useSession());
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export function useSaveDistribution() {
  return useDistributionMutation(saveDistribution);
}

export function useSubmitDistribution() {
  return useDistributionMutation(submitDistribution);
}
