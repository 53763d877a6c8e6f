import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { TwoFactorProof } from '../../../../shared/contracts/two-factor-requests.ts';
import { recoveryCodesSchema, twoFactorSetupSchema } from '../../../../shared/contracts/two-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { twoFactorKeys } from './get-two-factor.ts';

/** POST /api/me/2fa/setup: a new secret, its otpauth URI and QR code. */
export function startTwoFactorSetup() {
  return apiRequest('/me/2fa/setup', { method: 'POST', schema: twoFactorSetupSchema });
}

/** POST /api/me/2fa/enable: confirms with a code; the recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  return (await apiRequest('/me/2fa/enable', { method: 'POST', body: { code }, schema: recoveryCodesSchema })).recovery_codes;
}

/** POST /api/me/2fa/disable: a current code (or a recovery code). */
export function disableTwoFactor(proof: TwoFactorProof): Promise<undefined> {
  return apiRequest('/me/2fa/disable', { method: 'POST', body: proof, schema: z.undefined() });
}

/** Turning on or off changes the status: it is read again. */
function useRefreshAfter<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.all(session) }) });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });
export const useEnableTwoFactor = () => useRefreshAfter(enableTwoFactor);
export const useDisableTwoFactor = () => useRefreshAfter(disableTwoFactor);
