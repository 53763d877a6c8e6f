import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../shared/contracts/auth.ts';

// The request, with the API client and its zod contract, loads when the visitor first reaches for
// the form (preloadRegistration), not with the registration page.
const request = () => import('./register-request.ts');
export const preloadRegistration = () => void request();

/** POST /api/auth/register: registration signs the new user in exactly as login does (decisions.md #7). */
export function useRegister() {
  return useMutation({ mutationFn: async (payload: RegisterRequest) => (await request()).register(payload) });
}
