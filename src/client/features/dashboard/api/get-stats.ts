import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema, type Stats } from '../../../../shared/contracts/stats.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/dashboard/stats: the figures behind the signed-in role's six Stats charts. */
export function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiRequest('/dashboard/stats', { schema: statsSchema, signal });
}

/** The key of GET /api/dashboard/stats. */
const statsKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'stats'] as const,
};

export function statsQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: statsKeys.all(session),
    queryFn: ({ signal }) => getStats(signal),
    // The figures move with every commitment: a returning tab asks again.
    staleTime: 30_000,
  });
}

export function useStats() {
  return useQuery(statsQueryOptions(useSession()));
}
