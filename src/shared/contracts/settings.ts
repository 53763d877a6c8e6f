import * as z from 'zod/mini';
import type { Role } from '../roles.ts';

/*
 * The settings of the signed-in person (interfaces.md: Settings; product-spec §3; platform.md §4).
 * GET /api/me/settings answers the role's whole set; PUT /api/me/settings takes the whole set of
 * the caller's role: every key present, no other key. The four amounts are in whole units of the
 * deal's currency (5000, not minor units), as the settings page shows them.
 */

export const LANGUAGES = ['en', 'es', 'fr'] as const;
/** The spec's four, and India's UTC+5:30 (decisions.md #24). */
export const TIMEZONES = ['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1', 'UTC+5:30'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

/** Largest amount a setting may hold, in whole units (its minor units still fit a safe integer). */
export const SETTINGS_AMOUNT_MAX = 1_000_000_000_000;

// Each sentence also reads right for a setting that was left out.
function toggle(label: string) {
  return z.boolean({ error: `${label} must be true or false.` });
}

function amount(label: string) {
  return z
    .number({ error: `${label} must be a whole number from 1 to 1,000,000,000,000.` })
    .check(
      z.int({ error: `${label} must be a whole number.` }),
      z.gte(1, { error: `${label} must be at least 1.` }),
      z.lte(SETTINGS_AMOUNT_MAX, { error: `${label} must be at most 1,000,000,000,000.` }),
    );
}

function choice<const T extends readonly [string, ...string[]]>(label: string, options: T, spelled: string) {
  return z.enum(options, { error: `${label} must be ${spelled}.` });
}

const base = {
  email_notifications: toggle('Email notifications'),
  sms_notifications: toggle('SMS notifications'),
  language: choice('Language', LANGUAGES, 'en, es or fr'),
  timezone: choice('Timezone', TIMEZONES, 'one of UTC-8, UTC-5, UTC+0, UTC+1 and UTC+5:30'),
  theme: choice('Theme', THEMES, 'light, dark or system'),
};

function unknownFields(role: Role) {
  return (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys'
      ? `The request has a field that is not one of the ${role} settings; send exactly the role's settings.`
      : undefined;
}

export const adminSettingsSchema = z.strictObject({ ...base, two_factor_auth: toggle('Two-factor authentication') }, { error: unknownFields('admin') });

export const backerSettingsSchema = z
  .strictObject(
    {
      ...base,
      investment_alerts: toggle('Investment alerts'),
      auto_invest: toggle('Auto-invest'),
      minimum_investment: amount('Minimum investment'),
      maximum_investment: amount('Maximum investment'),
    },
    { error: unknownFields('backer') },
  )
  .check(
    z.refine((settings) => settings.maximum_investment >= settings.minimum_investment, {
      error: 'Maximum investment must not be less than the minimum investment.',
      path: ['maximum_investment'],
    }),
  );

export const proposerSettingsSchema = z
  .strictObject(
    {
      ...base,
      deal_alerts: toggle('Deal alerts'),
      auto_publish: toggle('Auto-publish'),
      minimum_investment_required: amount('Minimum investment required'),
      maximum_funding_goal: amount('Maximum funding goal'),
    },
    { error: unknownFields('proposer') },
  )
  .check(
    z.refine((settings) => settings.maximum_funding_goal >= settings.minimum_investment_required, {
      error: 'Maximum funding goal must not be less than the minimum investment required.',
      path: ['maximum_funding_goal'],
    }),
  );

export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type BackerSettings = z.infer<typeof backerSettingsSchema>;
export type ProposerSettings = z.infer<typeof proposerSettingsSchema>;
export interface SettingsByRole {
  admin: AdminSettings;
  backer: BackerSettings;
  proposer: ProposerSettings;
}
export type Settings = SettingsByRole[Role];

export const settingsSchemaByRole = {
  admin: adminSettingsSchema,
  backer: backerSettingsSchema,
  proposer: proposerSettingsSchema,
} as const;

/** GET and PUT answer the caller's whole set; each role's set has keys the others lack. */
export const settingsResponseSchema = z.union([backerSettingsSchema, proposerSettingsSchema, adminSettingsSchema]);

/** The PUT route's declared body: a JSON object, checked against the caller's role's schema by the server. */
export const settingsUpdateBodySchema = z.record(z.string(), z.unknown(), { error: 'The request body must be a JSON object.' });

/**
 * A new account's settings: the spec's sample values (product-spec §9: backer 5000 / 50000,
 * proposer 10000 / 1000000). A stored `{}` means exactly these.
 */
export const DEFAULT_SETTINGS: SettingsByRole = {
  admin: {
    email_notifications: true,
    sms_notifications: false,
    two_factor_auth: true,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
  backer: {
    email_notifications: true,
    sms_notifications: true,
    investment_alerts: true,
    auto_invest: false,
    minimum_investment: 5_000,
    maximum_investment: 50_000,
    language: 'en',
    timezone: 'UTC-5',
    theme: 'light',
  },
  proposer: {
    email_notifications: true,
    sms_notifications: false,
    deal_alerts: true,
    auto_publish: false,
    minimum_investment_required: 10_000,
    maximum_funding_goal: 1_000_000,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
};
