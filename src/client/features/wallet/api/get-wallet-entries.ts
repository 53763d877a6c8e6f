import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletEntriesResponseSchema, type WalletEntriesResponse } from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { walletKeys } from '../../../api/wallet-keys.ts';

export const ENTRIES_PAGE_SIZE = 10;

/** GET /api/wallet/entries: every ledger line of the backer's wallets, newest first. */
function getWalletEntries(page: number, signal?: AbortSignal): Promise<WalletEntriesResponse> {
  return apiRequest('/wallet/entries', { query: { page, page_size: ENTRIES_PAGE_SIZE }, schema: walletEntriesResponseSchema, signal });
}

function walletEntriesQueryOptions(session: Session | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.entries(session, page),
    queryFn: ({ signal }) => getWalletEntries(page, signal),
    staleTime: 15_000,
    // Another page keeps the current lines on screen (marked busy) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useWalletEntries(page: number) {
  return useQuery(walletEntriesQueryOptions(useSession(), page));
}
