import * as z from 'zod/mini';

/*
 * Two-factor sign-in (TOTP, RFC 6238): enrolment under /api/me/2fa, the second step of sign-in at
 * POST /api/auth/2fa. A recovery code stands in for a code once. The answers; the request bodies
 * are in two-factor-requests.ts, which the browser imports only as types (their checks would
 * add zod code to the chunk the public pages share).
 */

/** The answer to a correct password of an account with two-factor sign-in on. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code: an SVG data URL for an <img>. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
