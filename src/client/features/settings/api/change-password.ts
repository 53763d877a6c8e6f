import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PasswordChangeRequest } from '../../../../shared/contracts/password-change.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/me/password: 204; the user's other sessions end, this one goes on. */
export function changePassword(body: PasswordChangeRequest): Promise<undefined> {
  return apiRequest('/me/password', { method: 'POST', body, schema: z.undefined() });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
