import { queryOptions } from '@tanstack/react-query';
import { meResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

/** The key of GET /api/auth/me: by token too, so a new sign-in of the same user asks again. */
const meKeys = {
  all: (session: Session | null) => [...userScope(session), 'me', session?.token ?? ''] as const,
};

/** The signed-in account as the server knows it; a 401 here ends the session (see api-client). */
export function meQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: meKeys.all(session),
    queryFn: ({ signal }) => apiRequest('/auth/me', { schema: meResponseSchema, signal }),
    retry: false,
    staleTime: Infinity,
  });
}
