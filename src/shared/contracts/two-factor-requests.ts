import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';

/** The request bodies of two-factor sign-in (the answers are in two-factor.ts). */

export const RECOVERY_CODE_COUNT = 10;

const code = z
  .string({ error: msg('Enter the 6-digit code from your authenticator app.') })
  .check(z.trim(), z.regex(/^\d{6}$/, { error: msg('The code has 6 digits.') }));

// Shown as xxxx-xxxx-xxxx-xxxx; typed with or without dashes or spaces, in either letter case.
// Codes of 10 characters (xxxxx-xxxxx) were given before 16 and still work until used.
const recoveryCode = z.string({ error: msg('Enter one of your recovery codes.') }).check(
  z.toLowerCase(),
  z.overwrite((typed) => typed.replace(/[\s-]/g, '')),
  z.regex(/^(?:[a-z0-9]{16}|[a-z0-9]{10})$/, { error: msg('A recovery code has 16 letters and digits, as xxxx-xxxx-xxxx-xxxx.') }),
);

export const twoFactorCodeSchema = z.object({ code });

/** A current code, or instead one of the recovery codes: exactly one of the two. */
export const twoFactorProofSchema = z.object({ code: z.optional(code), recovery_code: z.optional(recoveryCode) }).check(
  z.refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: msg('Send either a code from your authenticator app or a recovery code.'),
    path: ['code'],
  }),
);
export type TwoFactorProof = z.output<typeof twoFactorProofSchema>;

export const twoFactorSignInSchema = z.extend(twoFactorProofSchema, { challenge_token: z.string({ error: msg('The sign-in has expired. Sign in again.') }) });
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInSchema>;
