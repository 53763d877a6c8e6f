import { queryOptions } from '@tanstack/react-query';
import { meResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in account as the server knows it; a 401 here ends the session (see api-client). */
export function meQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'me', token],
    queryFn: () => apiRequest('/auth/me', { schema: meResponseSchema, authenticated: true }),
    retry: false,
    staleTime: Infinity,
  });
}
