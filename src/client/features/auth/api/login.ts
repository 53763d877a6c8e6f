import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '../../../../shared/contracts/auth.ts';
import type { TwoFactorSignInRequest } from '../../../../shared/contracts/two-factor-requests.ts';

/** A correct password of an account with two-factor sign-in on: a code is still to come. */
export interface PendingSignIn {
  challengeToken: string;
  remember: boolean;
}

// The requests, with the API client and their zod contracts, load when the visitor first reaches
// for the form (preloadSignIn), not with the sign-in page.
const requests = () => import('./login-requests.ts');
export const preloadSignIn = () => void requests();

/** POST /api/auth/login: a session, or the two-factor step still to come. */
export function useLogin() {
  return useMutation({ mutationFn: async (payload: LoginRequest & { remember: boolean }) => (await requests()).login(payload) });
}

/** POST /api/auth/2fa: the second step, with a code or a recovery code. */
export function useCompleteSignIn() {
  return useMutation({ mutationFn: async (payload: TwoFactorSignInRequest & { remember: boolean }) => (await requests()).completeSignIn(payload) });
}
