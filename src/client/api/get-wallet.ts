import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSchema, type Wallet } from '../../shared/contracts/wallet.ts';
import { apiRequest } from '../lib/api-client.ts';
import type { Session } from '../lib/session.ts';
import { useSession } from '../lib/use-session.ts';
import { walletKeys } from './wallet-keys.ts';

/** GET /api/wallet: available and held, one balance per currency. */
function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest('/wallet', { schema: walletSchema, signal });
}

function walletQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: walletKeys.balances(session),
    queryFn: ({ signal }) => getWallet(signal),
    // A deposit is confirmed by the admin elsewhere: a returning tab asks again.
    staleTime: 15_000,
  });
}

/** The backer's balances: the wallet page's, and what the invest dialog checks an amount against. */
export function useWallet({ enabled = true, retry }: { enabled?: boolean; retry?: false } = {}) {
  return useQuery({ ...walletQueryOptions(useSession()), enabled, ...(retry === false ? { retry } : {}) });
}
