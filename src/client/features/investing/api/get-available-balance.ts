import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { walletSchema, type Wallet } from '../../../../shared/contracts/wallet.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { walletKey } from './investing-keys.ts';

/** GET /api/wallet: the backer's balances, one per currency. */
function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest('/wallet', { schema: walletSchema, signal });
}

/**
 * What the backer has available to invest in a currency, in minor units; undefined while not known
 * (loading, or the wallet could not be read): the invest dialog then leaves that check to the
 * server, which makes it anyway.
 */
export function useAvailableBalance(currency: Currency, enabled: boolean): number | undefined {
  const session = useSession();
  const query = useQuery({
    // Under the wallet's root, so every money movement refreshes it with the wallet's own queries.
    queryKey: [...walletKey(session), 'available-for-investing'],
    queryFn: ({ signal }) => getWallet(signal),
    enabled,
    staleTime: 10_000,
    retry: false,
  });
  if (!query.data) return undefined;
  // A currency the wallet has never held has nothing available.
  return query.data.balances.find((balance) => balance.currency === currency)?.available ?? 0;
}
