import * as z from 'zod/mini';
import { ROLES } from '../roles.ts';
import { storable } from './storable-text.ts';

/** Passwords: at least 8 characters, anything allowed, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

const email = z.pipe(
  z.pipe(
    z
      .string({ error: 'Email is required.' })
      .check(z.trim(), z.maxLength(254, { error: 'Email must be at most 254 characters.' })),
    z.email({ error: 'Email must be a valid email address.' }),
  ),
  z.transform((value: string) => value.toLowerCase()),
);

/** Optional text field: absent, null or blank all mean "not given". */
function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: `${label} must be text.` })
        .check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters.` }), storable(label)),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

function requiredName(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.maxLength(100, { error: `${label} must be at most 100 characters.` }),
      storable(label),
    );
}

/**
 * zod/mini has no z.preprocess; classic's is this same pipe from a transform into the schema.
 * Trimmed and lower-cased text, anything else passed on for the enum to reject.
 */
const lowerCaseText = z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

const caseInsensitiveRole = z.pipe(lowerCaseText, z.enum(ROLES, { error: 'Role must be admin, backer or proposer.' }));

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required.' })
    .check(
      z.minLength(1, { error: 'Password is required.' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
    ),
  role: caseInsensitiveRole,
  remember: z._default(z.optional(z.boolean({ error: 'Remember must be true or false.' })), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const RISK_PROFILES = ['low', 'moderate', 'high'] as const;

export const registerRequestSchema = z.object({
  user_type: z.pipe(
    lowerCaseText,
    z.enum(['backer', 'proposer'], { error: 'Please select a valid role (Backer or Proposer).' }),
  ),
  first_name: requiredName('First name'),
  last_name: requiredName('Last name'),
  email,
  password: z
    .string({ error: 'Password is required.' })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
    ),
  phone_number: optionalText('Phone number', 32).check(
    z.refine((value) => value === null || /^\+?[0-9 ()-]{6,32}$/.test(value), {
      error: 'Phone number may hold only digits, spaces, brackets, dashes and a leading +.',
    }),
  ),
  address: optionalText('Address', 500),
  investment_preferences: optionalText('Investment preferences', 1000),
  // The outer z.optional keeps the key optional in RegisterRequest, as classic z.preprocess did
  // (it took its optionality from the target schema); an absent value ends as undefined either way.
  risk_profile: z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value)),
      z.nullish(z.enum(RISK_PROFILES, { error: 'Risk profile must be low, moderate or high.' })),
    ),
  ),
  company_name: optionalText('Company name', 200),
  pitch_deck_url: optionalText('Pitch deck URL', 2000).check(
    z.refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
      error: 'Pitch deck URL must start with http:// or https://.',
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
