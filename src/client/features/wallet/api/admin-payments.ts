import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDepositListResponseSchema,
  adminDepositSchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  type AdminDepositListResponse,
  type AdminWithdrawalListResponse,
} from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { userScope } from '../../../lib/query-keys.ts';

export const QUEUE_PAGE_SIZE = 20;

/** The keys of the admin's payment queues (GET /api/admin/deposits and /withdrawals): confirming or paying refreshes both through `all`. */
const paymentKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'payments'] as const,
  deposits: (session: Pick<Session, 'userId'> | null, page: number) => [...paymentKeys.all(session), 'deposits', page] as const,
  withdrawals: (session: Pick<Session, 'userId'> | null, page: number) => [...paymentKeys.all(session), 'withdrawals', page] as const,
};

/** GET /api/admin/deposits: those awaiting funds, oldest first (the next to match against the bank statement). */
function getOpenDeposits(page: number, signal?: AbortSignal): Promise<AdminDepositListResponse> {
  return apiRequest('/admin/deposits', {
    query: { status: 'awaiting_funds', page, page_size: QUEUE_PAGE_SIZE },
    schema: adminDepositListResponseSchema,
    signal,
  });
}

/** GET /api/admin/withdrawals: those requested, oldest first (the next to pay). */
function getOpenWithdrawals(page: number, signal?: AbortSignal): Promise<AdminWithdrawalListResponse> {
  return apiRequest('/admin/withdrawals', {
    query: { status: 'requested', page, page_size: QUEUE_PAGE_SIZE },
    schema: adminWithdrawalListResponseSchema,
    signal,
  });
}

function openDepositsQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: paymentKeys.deposits(session, page),
    queryFn: ({ signal }) => getOpenDeposits(page, signal),
    // New requests arrive from backers: a queue is asked again whenever it is shown, and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

function openWithdrawalsQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: paymentKeys.withdrawals(session, page),
    queryFn: ({ signal }) => getOpenWithdrawals(page, signal),
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useOpenDeposits(page: number) {
  return useQuery(openDepositsQueryOptions(useSession(), page));
}

export function useOpenWithdrawals(page: number) {
  return useQuery(openWithdrawalsQueryOptions(useSession(), page));
}

/** Asks both queues again (the admin turned to the other one). */
export function useRefreshPaymentQueues() {
  const client = useQueryClient();
  const key = paymentKeys.all(useSession());
  return () => void client.invalidateQueries({ queryKey: key });
}

/** POST /api/admin/deposits/:id/confirm: the money arrived; the backer's wallet is credited once. */
function confirmDeposit(id: string) {
  return apiRequest(`/admin/deposits/${encodeURIComponent(id)}/confirm`, { method: 'POST', schema: adminDepositSchema });
}

/** POST /api/admin/withdrawals/:id/paid: the money was sent; the hold leaves the wallet. */
function markWithdrawalPaid(id: string) {
  return apiRequest(`/admin/withdrawals/${encodeURIComponent(id)}/paid`, { method: 'POST', schema: adminWithdrawalSchema });
}

function usePaymentAction<Answer>(mutationFn: (id: string) => Promise<Answer>) {
  const client = useQueryClient();
  const key = paymentKeys.all(useSession());
  // Refreshed after a refusal too: a 409 means another admin got there first, and the queue has moved on.
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export function useConfirmDeposit() {
  return usePaymentAction(confirmDeposit);
}

export function useMarkWithdrawalPaid() {
  return usePaymentAction(markWithdrawalPaid);
}
