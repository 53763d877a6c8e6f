import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { ROLES } from '../roles.ts';
import { storable } from './storable-text.ts';

/** Passwords: at least 8 characters, anything allowed, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = z.pipe(
  z.pipe(
    z.string({ error: msg('Email is required.') }).check(z.trim(), z.maxLength(254, { error: msg('Email must be at most 254 characters.') })),
    z.email({ error: msg('Email must be a valid email address.') }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

/** Optional text field: absent, null or blank all mean "not given". */
function optionalText(sentences: { notText: string; tooLong: string; storable: string }, max: number) {
  return z.pipe(
    z.nullish(z.string({ error: sentences.notText }).check(z.trim(), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

function requiredName(sentences: { required: string; tooLong: string; storable: string }) {
  return z
    .string({ error: sentences.required })
    .check(z.trim(), z.minLength(1, { error: sentences.required }), z.maxLength(100, { error: sentences.tooLong }), storable(sentences.storable));
}

/**
 * zod/mini has no z.preprocess; classic's is this same pipe from a transform into the schema.
 * Trimmed and lower-cased text, anything else passed on for the enum to reject.
 */
const lowerCaseText = z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

const caseInsensitiveRole = z.pipe(lowerCaseText, z.enum(ROLES, { error: msg('Role must be admin, backer or proposer.') }));

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: msg('Password is required.') })
    .check(
      z.minLength(1, { error: msg('Password is required.') }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: msg('Password must be at most 256 characters.') }),
    ),
  role: caseInsensitiveRole,
  remember: z._default(z.optional(z.boolean({ error: msg('Remember must be true or false.') })), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const RISK_PROFILES = ['low', 'moderate', 'high'] as const;

export const registerRequestSchema = z.object({
  user_type: z.pipe(lowerCaseText, z.enum(['backer', 'proposer'], { error: msg('Please select a valid role (Backer or Proposer).') })),
  first_name: requiredName({
    required: msg('First name is required.'),
    tooLong: msg('First name must be at most 100 characters.'),
    storable: msg('First name contains characters that are not allowed.'),
  }),
  last_name: requiredName({
    required: msg('Last name is required.'),
    tooLong: msg('Last name must be at most 100 characters.'),
    storable: msg('Last name contains characters that are not allowed.'),
  }),
  email,
  password: z
    .string({ error: msg('Password is required.') })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { error: msg('Password must be at least 8 characters.') }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: msg('Password must be at most 256 characters.') }),
    ),
  phone_number: optionalText(
    {
      notText: msg('Phone number must be text.'),
      tooLong: msg('Phone number must be at most 32 characters.'),
      storable: msg('Phone number contains characters that are not allowed.'),
    },
    32,
  ).check(
    z.refine((value) => value === null || /^\+?[0-9 ()-]{6,32}$/.test(value), {
      error: msg('Phone number may hold only digits, spaces, brackets, dashes and a leading +.'),
    }),
  ),
  address: optionalText(
    {
      notText: msg('Address must be text.'),
      tooLong: msg('Address must be at most 500 characters.'),
      storable: msg('Address contains characters that are not allowed.'),
    },
    500,
  ),
  investment_preferences: optionalText(
    {
      notText: msg('Investment preferences must be text.'),
      tooLong: msg('Investment preferences must be at most 1000 characters.'),
      storable: msg('Investment preferences contains characters that are not allowed.'),
    },
    1000,
  ),
  // The outer z.optional keeps the key optional in RegisterRequest, as classic z.preprocess did
  // (it took its optionality from the target schema); an absent value ends as undefined either way.
  risk_profile: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)),
      z.nullish(z.enum(RISK_PROFILES, { error: msg('Risk profile must be low, moderate or high.') })),
    ),
  ),
  company_name: optionalText(
    {
      notText: msg('Company name must be text.'),
      tooLong: msg('Company name must be at most 200 characters.'),
      storable: msg('Company name contains characters that are not allowed.'),
    },
    200,
  ),
  pitch_deck_url: optionalText(
    {
      notText: msg('Pitch deck URL must be text.'),
      tooLong: msg('Pitch deck URL must be at most 2000 characters.'),
      storable: msg('Pitch deck URL contains characters that are not allowed.'),
    },
    2000,
  ).check(
    z.refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
      error: msg('Pitch deck URL must start with http:// or https://.'),
    }),
  ),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const sessionUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
});

export const authResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('bearer'),
  role: z.enum(ROLES),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    role: z.enum(ROLES),
    name: z.string(),
    email: z.string(),
    avatar: z.nullable(z.string()),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.nullable(z.string()),
    address: z.nullable(z.string()),
    investment_preferences: z.nullable(z.string()),
    risk_profile: z.nullable(z.enum(RISK_PROFILES)),
    company_name: z.nullable(z.string()),
    pitch_deck_url: z.nullable(z.string()),
    created_at: z.string(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What the signed JWT carries (interfaces.md), and `jti`: the id of its session, which logout
 * ends. It is also issued by `sharestead` for the audience `sharestead-api` (`iss`, `aud`).
 */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  jti: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  role: z.enum(ROLES),
  iat: z.number(),
  exp: z.number(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
