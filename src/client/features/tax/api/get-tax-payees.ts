import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxPayeeListSchema, type TaxPayeeList } from '../../../../shared/contracts/tax-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** A deal's tax quarter: its deal, financial year and number. */
export interface DealQuarter {
  dealId: string;
  fy: string;
  quarter: number;
}

/** GET /api/admin/deals/:id/tax-payees?fy=&quarter=: the backers the deal paid in the quarter, with their Form 16A. */
async function getTaxPayees({ dealId, fy, quarter }: DealQuarter, signal?: AbortSignal): Promise<TaxPayeeList['items']> {
  const { items } = await apiRequest(`/admin/deals/${encodeURIComponent(dealId)}/tax-payees`, {
    query: { fy, quarter },
    schema: taxPayeeListSchema,
    signal,
  });
  return items;
}

function taxPayeesQueryOptions(session: Session | null, of: DealQuarter) {
  return queryOptions({
    queryKey: taxKeys.payees(session, of.dealId, `${of.fy}-Q${of.quarter}`),
    queryFn: ({ signal }) => getTaxPayees(of, signal),
    staleTime: 30_000,
  });
}

/** The payees of a deal's quarter, once one is chosen. */
export function useTaxPayees(of: DealQuarter | null) {
  const session = useSession();
  return useQuery({ ...taxPayeesQueryOptions(session, of ?? { dealId: '', fy: '', quarter: 0 }), enabled: of !== null });
}
