import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type LoginRequest } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

export async function login(payload: LoginRequest & { remember: boolean }) {
  const response = await apiRequest('/auth/login', { method: 'POST', body: payload, schema: authResponseSchema, anonymous: true });
  return startSession(response.access_token, response.role, payload.remember);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
