import * as z from 'zod/mini';
import { authResponseSchema, type LoginRequest } from '../../../../shared/contracts/auth.ts';
import type { TwoFactorSignInRequest } from '../../../../shared/contracts/two-factor-requests.ts';
import { twoFactorChallengeSchema } from '../../../../shared/contracts/two-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession, type Session } from '../../../lib/session.ts';
import type { PendingSignIn } from './login.ts';

const loginAnswerSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);

export async function login(payload: LoginRequest & { remember: boolean }): Promise<Session | PendingSignIn> {
  const response = await apiRequest('/auth/login', { method: 'POST', body: payload, schema: loginAnswerSchema, anonymous: true });
  if ('two_factor_required' in response) return { challengeToken: response.challenge_token, remember: payload.remember };
  return startSession(response.access_token, response.role, payload.remember);
}

/** POST /api/auth/2fa: the second step, with a code or a recovery code. */
export async function completeSignIn({ remember, ...body }: TwoFactorSignInRequest & { remember: boolean }): Promise<Session> {
  const response = await apiRequest('/auth/2fa', { method: 'POST', body, schema: authResponseSchema, anonymous: true });
  return startSession(response.access_token, response.role, remember);
}
