import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../shared/contracts/deals.ts';
import { apiRequest } from '../lib/api-client.ts';
import type { Session } from '../lib/session.ts';
import { useSession } from '../lib/use-session.ts';
import { dealKeys } from './deal-keys.ts';

/**
 * GET /api/deals/:id, with the token when signed in: the deal with its listing fields, projection,
 * current review round and `missing`; a backer's answer lists their own commitments.
 */
function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal });
}

function dealQueryOptions(session: Session | null, id: string) {
  return queryOptions({
    queryKey: dealKeys.detail(session, id),
    queryFn: ({ signal }) => getDeal(id, signal),
    // Other backers invest meanwhile: a returning tab or a reopened dialog asks again.
    staleTime: 10_000,
  });
}

interface UseDealOptions {
  enabled?: boolean;
  /** The same deal from a list, shown until the answer arrives. */
  placeholder?: Deal;
  /** How long an answer stays fresh for this page (the deal form asks again on every visit: 0). */
  staleTime?: number;
}

/** One deal, the same cache entry for every page that shows it. */
export function useDeal(id: string, { enabled = true, placeholder, staleTime }: UseDealOptions = {}) {
  const options = dealQueryOptions(useSession(), id);
  return useQuery({ ...options, enabled, placeholderData: placeholder, staleTime: staleTime ?? options.staleTime });
}
