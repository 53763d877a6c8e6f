import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSchema, type Wallet } from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { walletKey } from './wallet-keys.ts';

/** GET /api/wallet: available and held, one balance per currency. */
function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest('/wallet', { schema: walletSchema, signal });
}

function walletQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: [...walletKey(session), 'balances'],
    queryFn: ({ signal }) => getWallet(signal),
    // A deposit is confirmed by the admin elsewhere: a returning tab asks again.
    staleTime: 15_000,
  });
}

export function useWallet() {
  return useQuery(walletQueryOptions(useSession()));
}
