import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  depositListResponseSchema,
  withdrawalListResponseSchema,
  type DepositListResponse,
  type WithdrawalListResponse,
} from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { walletKeys } from '../../../api/wallet-keys.ts';

/** The wallet page lists the latest deposits and withdrawals; the ledger below holds the whole history. */
export const RECENT_PAYMENTS = 10;

/** GET /api/wallet/deposits: the backer's deposits, newest first, each with its reference and instructions. */
function getDeposits(signal?: AbortSignal): Promise<DepositListResponse> {
  return apiRequest('/wallet/deposits', { query: { page: 1, page_size: RECENT_PAYMENTS }, schema: depositListResponseSchema, signal });
}

/** GET /api/wallet/withdrawals: the backer's withdrawals, newest first. */
function getWithdrawals(signal?: AbortSignal): Promise<WithdrawalListResponse> {
  return apiRequest('/wallet/withdrawals', { query: { page: 1, page_size: RECENT_PAYMENTS }, schema: withdrawalListResponseSchema, signal });
}

function depositsQueryOptions(session: Session | null) {
  return queryOptions({ queryKey: walletKeys.deposits(session), queryFn: ({ signal }) => getDeposits(signal), staleTime: 15_000 });
}

function withdrawalsQueryOptions(session: Session | null) {
  return queryOptions({ queryKey: walletKeys.withdrawals(session), queryFn: ({ signal }) => getWithdrawals(signal), staleTime: 15_000 });
}

export function useDeposits() {
  return useQuery(depositsQueryOptions(useSession()));
}

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions(useSession()));
}
