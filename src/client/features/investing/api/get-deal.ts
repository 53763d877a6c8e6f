import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealSchema, type Deal } from '../../../../shared/contracts/deals.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { dealKey } from './investing-keys.ts';

/** GET /api/deals/:id, with the token when signed in: a backer's answer lists their own commitments. */
export function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}`, { schema: dealSchema, signal });
}

export function dealQueryOptions(session: Session | null, id: string) {
  return queryOptions({
    queryKey: dealKey(session, id),
    queryFn: ({ signal }) => getDeal(id, signal),
    // Other backers invest meanwhile: a returning tab or a reopened dialog asks again.
    staleTime: 10_000,
  });
}

/** One deal; `placeholder` (the same deal from a list) shows until the answer arrives. */
export function useDeal(id: string, { enabled = true, placeholder }: { enabled?: boolean; placeholder?: Deal } = {}) {
  return useQuery({ ...dealQueryOptions(useSession(), id), enabled, placeholderData: placeholder });
}
