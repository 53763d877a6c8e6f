import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import type { Role } from '../roles.ts';
import { storable } from './storable-text.ts';

/*
 * The profile of the signed-in person (interfaces.md: Profile; product-spec §2 Profile, §3).
 * GET /api/me/profile answers the role's profile; PUT /api/me/profile takes the whole editable
 * object of the caller's role: every key present, `null` (or blank text) for "not given".
 * `email`, `role` and `avatar` are read-only there (the avatar changes by upload).
 */

/** POST /api/me/avatar: one JPEG, PNG or WebP up to this size (checked by content on the server), kept as a 256 px square. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/me/avatar answers `201 {url}`: where the new picture is served (interfaces.md). */
export const avatarUploadResponseSchema = z.object({ url: z.string() });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

export const PROFILE_LIMITS = {
  name: 200,
  phone: 32,
  location: 200,
  bio: 2000,
  investment_range: 100,
  company: 200,
  license_number: 100,
  experience: 80,
  specialties: 20,
  specialty: 100,
} as const;

/** The asset classes a backer may prefer (the deal's `type`, interfaces.md). */
export const PREFERRED_PROPERTY_TYPES = ['Residential', 'Commercial', 'Industrial', 'Mixed-Use'] as const;
export type PreferredPropertyType = (typeof PREFERRED_PROPERTY_TYPES)[number];

export const RISK_TOLERANCES = ['Low', 'Moderate', 'High'] as const;
export type RiskTolerance = (typeof RISK_TOLERANCES)[number];

// ---------------------------------------------------------------------------------------------
// What GET /api/me/profile answers
// ---------------------------------------------------------------------------------------------

const profileBase = {
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  location: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** Site-relative URL of the uploaded picture, or null for initials. */
  avatar: z.nullable(z.string()),
  /** Whether the owner proved they read `email` and `phone` (contact-verification.ts); false without a phone. */
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
};

const investmentPreferencesSchema = z.object({
  property_types: z.array(z.enum(PREFERRED_PROPERTY_TYPES)),
  /** Free text as the person writes it, e.g. "$5,000 - $50,000". */
  investment_range: z.nullable(z.string()),
  risk_tolerance: z.nullable(z.enum(RISK_TOLERANCES)),
});

export const adminProfileSchema = z.object({ ...profileBase, role: z.literal('admin') });
export const backerProfileSchema = z.object({
  ...profileBase,
  role: z.literal('backer'),
  investment_preferences: investmentPreferencesSchema,
});
export const proposerProfileSchema = z.object({
  ...profileBase,
  role: z.literal('proposer'),
  company: z.nullable(z.string()),
  license_number: z.nullable(z.string()),
  /** Years of experience. */
  experience: z.nullable(z.number().check(z.int(), z.nonnegative())),
  specialties: z.array(z.string()),
});
export const profileSchema = z.discriminatedUnion('role', [adminProfileSchema, backerProfileSchema, proposerProfileSchema]);
export type BackerProfile = z.infer<typeof backerProfileSchema>;
export type ProposerProfile = z.infer<typeof proposerProfileSchema>;
export type Profile = z.infer<typeof profileSchema>;

// ---------------------------------------------------------------------------------------------
// What PUT /api/me/profile takes
// ---------------------------------------------------------------------------------------------

const READ_ONLY_FIELDS = ['email', 'role', 'avatar'];

/** The sentence for fields a profile does not take: the read-only ones are named, others are not echoed. */
function unknownFields(role: Role) {
  return (issue: { code?: string; keys?: string[] }) => {
    if (issue.code !== 'unrecognized_keys') return undefined;
    const keys = issue.keys ?? [];
    if (keys.length > 0 && keys.every((key) => READ_ONLY_FIELDS.includes(key))) {
      return msg('Email, role and avatar cannot be changed here (the avatar changes by upload); leave them out.');
    }
    return {
      admin: msg("The request has a field that is not part of the admin profile; send only the profile's fields."),
      backer: msg("The request has a field that is not part of the backer profile; send only the profile's fields."),
      proposer: msg("The request has a field that is not part of the proposer profile; send only the profile's fields."),
    }[role];
  };
}

/** Whether an issue is about a key that was not sent at all. */
const missing = (issue: { input?: unknown }) => issue.input === undefined;

/** Optional text: present as text or null; blank text is stored as null. */
function optionalText(sentences: { missing: string; notText: string; tooLong: string; storable: string }, max: number) {
  return z.pipe(
    z.nullable(
      z
        .string({ error: (issue) => (missing(issue) ? sentences.missing : sentences.notText) })
        .check(z.trim(), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable)),
    ),
    z.transform((value: string | null) => (value ? value : null)),
  );
}

const name = z.pipe(
  z
    .string({ error: (issue) => (missing(issue) ? msg('Name is required.') : msg('Name must be text.')) })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('Name is required.') }),
      z.maxLength(PROFILE_LIMITS.name, { error: msg('Name must be at most 200 characters.') }),
      storable(msg('Name contains characters that are not allowed.')),
    ),
  // Runs of spaces, tabs or line breaks become one space.
  z.transform((value: string) => value.split(/\s+/).join(' ')),
);

const phone = optionalText(
  {
    missing: msg('Phone is missing; send null to leave it empty.'),
    notText: msg('Phone must be text or null.'),
    tooLong: msg('Phone must be at most 32 characters.'),
    storable: msg('Phone contains characters that are not allowed.'),
  },
  PROFILE_LIMITS.phone,
).check(
  z.refine((value) => value === null || /^\+?[0-9 ()-]{6,32}$/.test(value), {
    error: msg('Phone may hold only digits, spaces, brackets, dashes and a leading +, at least 6 characters.'),
  }),
);

const baseUpdate = {
  name,
  phone,
  location: optionalText(
    {
      missing: msg('Location is missing; send null to leave it empty.'),
      notText: msg('Location must be text or null.'),
      tooLong: msg('Location must be at most 200 characters.'),
      storable: msg('Location contains characters that are not allowed.'),
    },
    PROFILE_LIMITS.location,
  ),
  bio: optionalText(
    {
      missing: msg('Bio is missing; send null to leave it empty.'),
      notText: msg('Bio must be text or null.'),
      tooLong: msg('Bio must be at most 2000 characters.'),
      storable: msg('Bio contains characters that are not allowed.'),
    },
    PROFILE_LIMITS.bio,
  ),
};

export const adminProfileUpdateSchema = z.strictObject(baseUpdate, { error: unknownFields('admin') });

export const backerProfileUpdateSchema = z.strictObject(
  {
    ...baseUpdate,
    investment_preferences: z.strictObject(
      {
        property_types: z
          .array(
            z.enum(PREFERRED_PROPERTY_TYPES, { error: msg('Each preferred property type must be one of Residential, Commercial, Industrial, Mixed-Use.') }),
            { error: msg('Preferred property types must be a list (empty when none).') },
          )
          .check(z.refine((types) => new Set(types).size === types.length, { error: msg('Preferred property types must not repeat.') })),
        investment_range: optionalText(
          {
            missing: msg('Investment range is missing; send null to leave it empty.'),
            notText: msg('Investment range must be text or null.'),
            tooLong: msg('Investment range must be at most 100 characters.'),
            storable: msg('Investment range contains characters that are not allowed.'),
          },
          PROFILE_LIMITS.investment_range,
        ),
        risk_tolerance: z.nullable(
          z.enum(RISK_TOLERANCES, {
            error: (issue) =>
              missing(issue) ? msg('Risk tolerance is missing; send null when not chosen.') : msg('Risk tolerance must be Low, Moderate, High or null.'),
          }),
        ),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? msg('Investment preferences take only property_types, investment_range and risk_tolerance.')
            : msg('Investment preferences must be an object with property_types, investment_range and risk_tolerance.'),
      },
    ),
  },
  { error: unknownFields('backer') },
);

export const proposerProfileUpdateSchema = z.strictObject(
  {
    ...baseUpdate,
    company: optionalText(
      {
        missing: msg('Company is missing; send null to leave it empty.'),
        notText: msg('Company must be text or null.'),
        tooLong: msg('Company must be at most 200 characters.'),
        storable: msg('Company contains characters that are not allowed.'),
      },
      PROFILE_LIMITS.company,
    ),
    license_number: optionalText(
      {
        missing: msg('License number is missing; send null to leave it empty.'),
        notText: msg('License number must be text or null.'),
        tooLong: msg('License number must be at most 100 characters.'),
        storable: msg('License number contains characters that are not allowed.'),
      },
      PROFILE_LIMITS.license_number,
    ),
    experience: z.nullable(
      z
        .number({
          error: (issue) =>
            missing(issue) ? msg('Years of experience is missing; send null when not given.') : msg('Years of experience must be a number or null.'),
        })
        .check(
          z.int({ error: msg('Years of experience must be a whole number.') }),
          z.gte(0, { error: msg('Years of experience must be 0 or more.') }),
          z.lte(PROFILE_LIMITS.experience, { error: msg('Years of experience must be at most 80.') }),
        ),
    ),
    specialties: z.pipe(
      z
        .array(
          z
            .string({ error: msg('Each specialty must be text.') })
            .check(
              z.trim(),
              z.minLength(1, { error: msg('A specialty must not be blank.') }),
              z.maxLength(PROFILE_LIMITS.specialty, { error: msg('Each specialty must be at most 100 characters.') }),
              storable(msg('Specialty contains characters that are not allowed.')),
            ),
          { error: msg('Specialties must be a list of text (empty when none).') },
        )
        .check(z.maxLength(PROFILE_LIMITS.specialties, { error: msg('At most 20 specialties.') })),
      // The same specialty twice (in any letter case) is kept once.
      z.transform((items: string[]) => items.filter((item, index) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index)),
    ),
  },
  { error: unknownFields('proposer') },
);

export const profileUpdateSchemaByRole = {
  admin: adminProfileUpdateSchema,
  backer: backerProfileUpdateSchema,
  proposer: proposerProfileUpdateSchema,
} as const;

/** What a form sends (before trimming) and what the server stores (after), per role. */
export interface ProfileUpdateByRole {
  admin: z.input<typeof adminProfileUpdateSchema>;
  backer: z.input<typeof backerProfileUpdateSchema>;
  proposer: z.input<typeof proposerProfileUpdateSchema>;
}
export type ProfileUpdate = ProfileUpdateByRole[Role];
export type ProfileUpdateInput<R extends Role> = z.output<(typeof profileUpdateSchemaByRole)[R]>;

/**
 * The PUT route's declared body: a JSON object. The caller's role decides which of the three
 * schemas above checks it (the server does so in the profile service).
 */
export const profileUpdateBodySchema = z.record(z.string(), z.unknown(), { error: msg('The request body must be a JSON object.') });
