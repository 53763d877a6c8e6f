import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxQuarterListSchema, type TaxQuarter } from '../../../../shared/contracts/tax-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** GET /api/admin/tax-quarters: each deal's tax quarters with payouts, newest first, with their deposits. */
async function getTaxQuarters(signal?: AbortSignal): Promise<TaxQuarter[]> {
  const { items } = await apiRequest('/admin/tax-quarters', { schema: taxQuarterListSchema, signal });
  return items;
}

function taxQuartersQueryOptions(session: Session | null) {
  return queryOptions({ queryKey: taxKeys.quarters(session), queryFn: ({ signal }) => getTaxQuarters(signal), staleTime: 30_000 });
}

export function useTaxQuarters() {
  return useQuery(taxQuartersQueryOptions(useSession()));
}
