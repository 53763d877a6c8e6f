import { useMutation, useQueryClient } from '@tanstack/react-query';
import { distributionSchema, type Distribution } from '../../../../shared/contracts/distributions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { distributionKeys } from './keys.ts';

/** The admin's steps with a distribution (after-funding.md §2, maker and checker). */
export type DistributionDecision = { action: 'funds-received' | 'approve'; id: string } | { action: 'reject'; id: string; reason: string };

/** POST /api/admin/distributions/:id/funds-received, .../approve or .../reject {reason}. */
function decideDistribution(decision: DistributionDecision): Promise<Distribution> {
  const path = `/admin/distributions/${encodeURIComponent(decision.id)}/${decision.action}`;
  return apiRequest(path, { method: 'POST', body: decision.action === 'reject' ? { reason: decision.reason } : undefined, schema: distributionSchema });
}

export function useDecideDistribution() {
  const client = useQueryClient();
  const key = distributionKeys.all(useSession());
  // Refreshed after a refusal too: a 409 means another admin got there first.
  return useMutation({ mutationFn: decideDistribution, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}
