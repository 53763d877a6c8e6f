import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositSchema, withdrawalSchema, type Deposit, type MoneyMovementRequest, type Withdrawal } from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { walletKeys } from '../../../api/wallet-keys.ts';

/*
 * The backer's two money requests. Each carries an Idempotency-Key made once per form
 * submission, so a retry of the same submission (a lost answer, a double click) is done once.
 */

export interface MoneyRequest extends MoneyMovementRequest {
  /** One per submission of the form: the same key for a retry of it. */
  idempotencyKey: string;
}

/** POST /api/wallet/deposits: a deposit awaiting its bank transfer, with the reference and where to send it. */
function createDeposit({ idempotencyKey, ...body }: MoneyRequest): Promise<Deposit> {
  return apiRequest('/wallet/deposits', { method: 'POST', body, schema: depositSchema, headers: { 'idempotency-key': idempotencyKey } });
}

/** POST /api/wallet/withdrawals: the amount is held at once. */
function requestWithdrawal({ idempotencyKey, ...body }: MoneyRequest): Promise<Withdrawal> {
  return apiRequest('/wallet/withdrawals', { method: 'POST', body, schema: withdrawalSchema, headers: { 'idempotency-key': idempotencyKey } });
}

function useWalletMutation<Answer>(mutationFn: (request: MoneyRequest) => Promise<Answer>) {
  const client = useQueryClient();
  const key = walletKeys.all(useSession());
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export function useCreateDeposit() {
  return useWalletMutation(createDeposit);
}

export function useRequestWithdrawal() {
  return useWalletMutation(requestWithdrawal);
}
