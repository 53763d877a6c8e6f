import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['admin', 'backer', 'proposer']);
export const riskProfile = pgEnum('risk_profile', ['low', 'moderate', 'high']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) guards against any path that forgets. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    /**
     * When the owner proved they read `email` (a signed link); null until then. Until it is set, no
     * e-mail but the verification message goes there (SMS pumping, phishing through our domain).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the owner typed the code sent to `phone_number`; a changed number is unverified again. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    address: text('address'),
    avatar: text('avatar'),
    investmentPreferences: text('investment_preferences'),
    riskProfile: riskProfile('risk_profile'),
    companyName: text('company_name'),
    pitchDeckUrl: text('pitch_deck_url'),
    /**
     * The profile fields beyond the account's own columns (location, bio and the role's extras),
     * validated by the shared profile contract before every write.
     */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** The role's settings as the shared settings contract defines them; {} means the defaults. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** Sessions proved before this instant are refused (a password change sets it; see sessions.passwordCheckedAt). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    /**
     * The TOTP secret, encrypted (src/server/lib/secret-box.ts): set by enrolment's setup, in use
     * once `totp_enabled_at` is set. Never logged, never sent again after setup.
     */
    totpSecret: text('totp_secret'),
    /** Two-factor sign-in is on from this instant; null while off or enrolment is unconfirmed. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * One row per sign-in: its id is the token's `jti`. Logout ends that row only, so the user's
 * other sessions go on; every authenticated request checks the row is still open.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When this session last proved the account's password, if after its creation: a password
     * change made in it. The user's tokens_valid_after ends a session proved before it, so a
     * password change keeps only the session that made it.
     */
    passwordCheckedAt: timestamp('password_checked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Two-factor recovery codes: ten per enrolment, each good once, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code').on(table.userId, table.codeHash)],
);

/**
 * The phone verification code awaiting its owner, one per user: an HMAC of the code (never the
 * code), the number it was sent to (a changed number makes it useless), its expiry and the wrong
 * guesses so far.
 */
export const phoneVerificationCodes = pgTable('phone_verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});
