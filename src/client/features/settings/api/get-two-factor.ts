import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema, type TwoFactorStatus } from '../../../../shared/contracts/two-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/me/2fa: whether two-factor sign-in is on, and the recovery codes left. */
export function getTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest('/me/2fa', { schema: twoFactorStatusSchema, signal });
}

/** The key of GET /api/me/2fa. */
export const twoFactorKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'two-factor'] as const,
};

export function useTwoFactor() {
  const session = useSession();
  return useQuery(
    queryOptions({ queryKey: twoFactorKeys.all(session), queryFn: ({ signal }) => getTwoFactor(signal), enabled: session !== null, staleTime: 5 * 60_000 }),
  );
}
