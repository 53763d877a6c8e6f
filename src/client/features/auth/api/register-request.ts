import { authResponseSchema, type RegisterRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/** Registration signs the new user in exactly as login does (decisions.md #7). */
export async function register(payload: RegisterRequest) {
  const response = await apiRequest('/auth/register', { method: 'POST', body: payload, schema: authResponseSchema, anonymous: true });
  return startSession(response.access_token, response.role, false);
}
