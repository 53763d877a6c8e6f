import type { Currency } from '../../../../shared/contracts/money.ts';
import { useWallet } from '../../../api/get-wallet.ts';

/**
 * What the backer has available to invest in a currency, in minor units; undefined while not known
 * (loading, or the wallet could not be read): the invest dialog then leaves that check to the
 * server, which makes it anyway.
 */
export function useAvailableBalance(currency: Currency, enabled: boolean): number | undefined {
  // The wallet's own query: every money movement refreshes it, and the wallet page shares its answer.
  const query = useWallet({ enabled, retry: false });
  if (!query.data) return undefined;
  // A currency the wallet has never held has nothing available.
  return query.data.balances.find((balance) => balance.currency === currency)?.available ?? 0;
}
