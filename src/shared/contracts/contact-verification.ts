import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';

/*
 * Verifying the e-mail address and phone number of an account (issue 19 §1.5): until each is
 * verified, nothing but its verification message is sent there. The address by a signed link to
 * the app's VERIFY_EMAIL_PATH (verify-email-path.ts), the number by a code typed in Profile.
 */

/** How long a verification link works, and a phone code. */
export const EMAIL_LINK_LIFETIME_HOURS = 24;
export const PHONE_CODE_LIFETIME_MINUTES = 10;
/** Wrong guesses a phone code allows before a new one must be sent. */
export const PHONE_CODE_ATTEMPTS = 5;
/** Verification messages one address or number may receive an hour, whoever asks. */
export const VERIFICATION_MESSAGES_PER_HOUR = 3;

/** POST /api/auth/verify-email: the token of the link. */
export const emailVerificationSchema = z.strictObject({
  token: z
    .string({ error: msg('The verification link is incomplete. Open the link from the e-mail again.') })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('The verification link is incomplete. Open the link from the e-mail again.') }),
      z.maxLength(200, { error: msg('This verification link is not valid.') }),
    ),
});

/** POST /api/me/phone/verify: the code the SMS carried. */
export const phoneVerificationSchema = z.strictObject({
  code: z.string({ error: msg('Enter the 6-digit code from the text message.') }).check(z.trim(), z.regex(/^\d{6}$/, { error: msg('The code has 6 digits.') })),
});
export type PhoneVerificationRequest = z.input<typeof phoneVerificationSchema>;

/** What every verification route answers: where the account stands now. */
export const contactVerificationSchema = z.object({
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
});
export type ContactVerification = z.infer<typeof contactVerificationSchema>;
