import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taxSummarySchema, type TaxSummary } from '../../../../shared/contracts/tax.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** GET /api/portfolio/tax?fy=: the year's income per deal, income type and section, and the years paid in. */
function getTaxSummary(fy: string, signal?: AbortSignal): Promise<TaxSummary> {
  return apiRequest('/portfolio/tax', { query: { fy }, schema: taxSummarySchema, signal });
}

function taxSummaryQueryOptions(session: Session | null, fy: string) {
  return queryOptions({
    queryKey: taxKeys.summary(session, fy),
    queryFn: ({ signal }) => getTaxSummary(fy, signal),
    staleTime: 60_000,
    // Another year keeps the year's choices on screen (marked busy) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTaxSummary(fy: string) {
  return useQuery(taxSummaryQueryOptions(useSession(), fy));
}
