import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tdsDepositSchema, type TdsDeposit, type TdsDepositInput } from '../../../../shared/contracts/tax-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { taxKeys } from './tax-keys.ts';

/** POST /api/admin/deals/:id/tds-deposits: the quarter's withheld tax deposited by challan, once. */
function recordTdsDeposit({ dealId, ...deposit }: TdsDepositInput & { dealId: string }): Promise<TdsDeposit> {
  return apiRequest(`/admin/deals/${encodeURIComponent(dealId)}/tds-deposits`, { method: 'POST', body: deposit, schema: tdsDepositSchema });
}

export function useRecordTdsDeposit() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({ mutationFn: recordTdsDeposit, onSuccess: () => client.invalidateQueries({ queryKey: taxKeys.quarters(session) }) });
}
