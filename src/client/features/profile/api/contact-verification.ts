import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { contactVerificationSchema, type ContactVerification, type PhoneVerificationRequest } from '../../../../shared/contracts/contact-verification.ts';
import type { Profile } from '../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profileKeys } from './get-profile.ts';

/** POST /api/me/email/verification: a new link to the caller's address (204). */
function sendEmailLink(): Promise<undefined> {
  return apiRequest('/me/email/verification', { method: 'POST', schema: z.undefined() });
}

/** POST /api/me/phone/verification: a code by SMS to the caller's number (204). */
function sendPhoneCode(): Promise<undefined> {
  return apiRequest('/me/phone/verification', { method: 'POST', schema: z.undefined() });
}

/** POST /api/me/phone/verify: the code typed; answers where the account stands. */
function verifyPhone(body: PhoneVerificationRequest): Promise<ContactVerification> {
  return apiRequest('/me/phone/verify', { method: 'POST', body, schema: contactVerificationSchema });
}

/** POST /api/auth/verify-email: the link's token is the proof, so no session is needed (or sent). */
function verifyEmail(token: string): Promise<ContactVerification> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { token }, schema: contactVerificationSchema, anonymous: true });
}

/** After a verification the profile on screen (and its banners) shows it at once. */
function useRecordVerification() {
  const session = useSession();
  const client = useQueryClient();
  return (status: ContactVerification) => {
    client.setQueryData<Profile>(profileKeys.all(session), (profile) => (profile ? { ...profile, ...status } : profile));
  };
}

export function useSendEmailLink() {
  return useMutation({ mutationFn: sendEmailLink });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export function useVerifyPhone() {
  const record = useRecordVerification();
  return useMutation({ mutationFn: verifyPhone, onSuccess: record });
}

/** The link may be another account's than the one signed in here: the profile is read again rather than patched. */
export function useVerifyEmail() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all(session) }) });
}
