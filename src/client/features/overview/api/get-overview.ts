import { queryOptions, useQuery } from '@tanstack/react-query';
import { overviewSchema, type Overview } from '../../../../shared/contracts/overview.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/dashboard/overview: the platform's figures, the same for every role. */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiRequest('/dashboard/overview', { schema: overviewSchema, signal });
}

/** The key of GET /api/dashboard/overview. */
const overviewKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'overview'] as const,
};

export function overviewQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: overviewKeys.all(session),
    queryFn: ({ signal }) => getOverview(signal),
    // The figures move with every commitment on the platform: a returning tab asks again.
    staleTime: 30_000,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions(useSession()));
}
